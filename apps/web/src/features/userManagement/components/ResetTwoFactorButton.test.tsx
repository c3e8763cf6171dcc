import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';

const resetCall = 'DELETE /api/auth/2fa/users/u-7';

function renderButton() {
  renderInApp(
    <ModalsProvider>
      <ResetTwoFactorButton userId="u-7" name="Vera Volunteer" />
    </ModalsProvider>,
  );
}

describe("an administrator's reset of two-step sign-in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks first, and sends nothing when cancelled', async () => {
    const { fetchMock } = stubServer({});
    renderButton();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reset the two-step sign-in of Vera Volunteer' }),
    );
    expect(await screen.findByText(/told by e-mail/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resets on confirmation and shows the server's sentence", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = stubServer({
      [resetCall]: () => answer(200, { message: 'Their two-step sign-in was reset.' }),
    });
    renderButton();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reset the two-step sign-in of Vera Volunteer' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Their two-step sign-in was reset.' }),
      ),
    );
  });

  it("shows a refusal in the server's words", async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      [resetCall]: () =>
        answer(400, { code: 'TWO_FACTOR_NOT_ENABLED', message: 'Two-step sign-in is not on.' }),
    });
    renderButton();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reset the two-step sign-in of Vera Volunteer' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Two-step sign-in is not on.' })),
    );
  });
});
