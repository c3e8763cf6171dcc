import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { passwordMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { userPageItem } from '../../../test/users';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const user = userPageItem();
const resetCall = `PATCH /api/userProfile/${user._id}/resetPassword`;

const dialog = () => screen.getByRole('dialog', { name: 'Reset the password of Vera Volunteer' });
const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^confirm new password/i, { selector: 'input' });
const resetButton = () => screen.getByRole('button', { name: 'Reset password' });

describe('reset password dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('needs both passwords before it can be sent', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<ResetPasswordDialog user={user} onClose={() => undefined} />);
    expect(dialog()).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
    await userEvent.type(newPassword(), 'Fresh!pass1');
    expect(resetButton()).toBeDisabled();
    await userEvent.type(confirmPassword(), 'Fresh!pass1');
    expect(resetButton()).toBeEnabled();
    await userEvent.clear(newPassword());
    expect(resetButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both passwords, shows the server notice and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({
      [resetCall]: () => answer(200, { message: passwordMessages.adminResetDone }),
    });
    renderInApp(<ResetPasswordDialog user={user} onClose={onClose} />);
    await userEvent.type(newPassword(), 'Fresh!pass1');
    await userEvent.type(confirmPassword(), 'Fresh!pass1');
    await userEvent.click(resetButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodiesOf(resetCall)).toEqual([{ newpassword: 'Fresh!pass1', confirmnewpassword: 'Fresh!pass1' }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: passwordMessages.adminResetDone }),
    );
  });

  it('shows the server refusal and keeps the dialog open with the passwords typed', async () => {
    const onClose = vi.fn();
    stubServer({
      [resetCall]: () =>
        answer(400, {
          error: passwordMessages.newAndConfirmDiffer,
          message: passwordMessages.newAndConfirmDiffer,
          code: 'PASSWORDS_DIFFER',
          field: 'confirmnewpassword',
        }),
    });
    renderInApp(<ResetPasswordDialog user={user} onClose={onClose} />);
    await userEvent.type(newPassword(), 'Fresh!pass1');
    await userEvent.type(confirmPassword(), 'Fresh!pass2');
    await userEvent.click(resetButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      passwordMessages.newAndConfirmDiffer,
    );
    expect(newPassword()).toHaveValue('Fresh!pass1');
    expect(confirmPassword()).toHaveValue('Fresh!pass2');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without sending on Cancel or the close button', async () => {
    const onClose = vi.fn();
    const { fetchMock } = stubServer({});
    renderInApp(<ResetPasswordDialog user={user} onClose={onClose} />);
    await userEvent.type(newPassword(), 'Fresh!pass1');
    await userEvent.type(confirmPassword(), 'Fresh!pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
