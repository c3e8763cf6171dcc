import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { profileMessages, shellMessages } from '@hgn/domain/messages';
import { ApiError } from '../../shared/api/apiError';
import { renderWithProviders } from '../../test/render';
import { ProfileLoadError } from './ProfileLoadError';

describe('a profile that did not load', () => {
  it('says an address that names nobody names nobody, with the way home and no reload', () => {
    renderWithProviders(
      <ProfileLoadError
        error={
          new ApiError(400, 'Bad Request', { error: profileMessages.notAValidUser, code: 'NOT_A_VALID_USER' })
        }
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.notAValidUser);
    expect(screen.getByRole('link', { name: shellMessages.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: shellMessages.reload })).not.toBeInTheDocument();
  });

  it('offers a reload for any other failure', () => {
    renderWithProviders(
      <ProfileLoadError error={new ApiError(500, 'Internal Server Error', { code: 'INTERNAL' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      shellMessages.httpError(500, 'Internal Server Error'),
    );
    expect(screen.getByRole('button', { name: shellMessages.reload })).toBeInTheDocument();
  });

  it('draws nothing for a refused session, which signs the user out elsewhere', () => {
    renderWithProviders(
      <ProfileLoadError error={new ApiError(401, 'Unauthorized', { code: 'UNAUTHORIZED' })} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
