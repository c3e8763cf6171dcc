import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { passwordMessages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { forcedChangeState } from '../forcedChangeState';
import { ForcePasswordUpdatePage } from './ForcePasswordUpdatePage';

function renderPage(state: unknown, response: Response = answer(200, { message: 'password Reset' })) {
  const { fetchMock } = stubServer({ 'PATCH /api/forcepassword': () => response });
  renderWithProviders(
    <Routes>
      <Route path="/forcePasswordUpdate/:userId" element={<ForcePasswordUpdatePage />} />
      <Route path="/login" element={<p>sign-in page</p>} />
    </Routes>,
    { route: { pathname: '/forcePasswordUpdate/u-1', state } },
  );
  return fetchMock;
}

const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^confirm new password/i, { selector: 'input' });

async function change(password: string, confirm = password) {
  await userEvent.type(newPassword(), password);
  await userEvent.type(confirmation(), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('forced password change page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains that the page comes from signing in when opened directly', () => {
    renderPage(null);
    expect(screen.getByText(passwordMessages.forcedChangeNeedsSignIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it('applies the forced-change rule and the confirmation before asking the server', async () => {
    const fetchMock = renderPage(forcedChangeState('reset-1'));
    await change('alllowercase1');
    expect(await screen.findByText(passwordMessages.forcedChangeRule)).toBeInTheDocument();
    await userEvent.clear(newPassword());
    await userEvent.clear(confirmation());
    await change('Abcdefg!', 'Abcdefg?');
    expect(await screen.findByText(passwordMessages.confirmMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the user, the password and the reset token, then goes to /login', async () => {
    const fetchMock = renderPage(forcedChangeState('reset-1'));
    await change('Abcdefg1');
    await waitFor(() => expect(screen.getByText('sign-in page')).toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forcepassword');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({
      userId: 'u-1',
      newpassword: 'Abcdefg1',
      resetToken: 'reset-1',
    });
  });

  it('puts the server reason for refusing the password on the field', async () => {
    renderPage(
      forcedChangeState('reset-1'),
      answer(400, { error: passwordMessages.defaultPasswordReused, code: 'DEFAULT_PASSWORD_REUSED' }),
    );
    await change('Abcdefg1');
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleDescription(passwordMessages.defaultPasswordReused),
    );
  });

  it('asks to sign in again when the reset token has expired', async () => {
    renderPage(
      forcedChangeState('reset-1'),
      answer(403, { message: passwordMessages.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' }),
    );
    await change('Abcdefg1');
    expect(await screen.findByText(passwordMessages.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
  });

  it('says something went wrong for any other failure', async () => {
    renderPage(
      forcedChangeState('reset-1'),
      answer(404, { message: 'User not found', code: 'USER_NOT_FOUND' }),
    );
    await change('Abcdefg1');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordMessages.forcedChangeFailed);
  });
});
