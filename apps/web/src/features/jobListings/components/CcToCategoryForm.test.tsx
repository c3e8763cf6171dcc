import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobNotificationMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { CcToCategoryForm } from './CcToCategoryForm';

describe('CcToCategoryForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a category gone in the server’s words, and a refusal it does not name in the spec’s', async () => {
    const user = userEvent.setup();
    let refusal = answer(404, {
      error: jobNotificationMessages.categoryNotFound,
      code: 'JOB_CATEGORY_NOT_FOUND',
    });
    const { bodiesOf } = stubServer({ 'POST /api/job-notification-list/category': () => refusal });
    renderInApp(<CcToCategoryForm categories={['Food']} />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    await user.type(field, 'new@example.org');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    await user.click(screen.getByRole('button', { name: 'Add to every job of the category' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(jobNotificationMessages.categoryNotFound));
    expect(bodiesOf('POST /api/job-notification-list/category')).toEqual([
      { email: 'new@example.org', category: 'Food' },
    ]);
    refusal = answer(429, { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' });
    await user.click(screen.getByRole('button', { name: 'Add to every job of the category' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(jobNotificationMessages.addFailed));
  });
});
