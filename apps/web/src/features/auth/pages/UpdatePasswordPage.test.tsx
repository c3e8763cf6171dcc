import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { passwordMessages } from '@hgn/domain/messages';
import { endSession, getSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { LoginPage } from './LoginPage';
import { UpdatePasswordPage } from './UpdatePasswordPage';

async function renderPage(response: Response, route = '/updatepassword/u-1') {
  await startSession(makeToken({ userid: 'u-1', role: 'Volunteer' }));
  const { fetchMock } = stubServer({
    'PATCH /api/userProfile/u-1/updatePassword': () => response,
    'POST /api/logout': () => answer(200, { message: 'Signed out' }),
  });
  renderInApp(
    <Routes>
      <Route path="/updatepassword/:userId" element={<UpdatePasswordPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { route },
  );
  return fetchMock;
}

async function change(current: string, next: string, confirm = next) {
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  await userEvent.type(field(/^current password/i), current);
  await userEvent.type(field(/^new password/i), next);
  await userEvent.type(field(/^confirm new password/i), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('update password page', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('applies the change-form rules before asking the server', async () => {
    const fetchMock = await renderPage(answer(200, {}));
    await change('Old!pass1', 'Old!pass1');
    expect(await screen.findByText(passwordMessages.sameAsOld)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server text of a wrong current password on its field', async () => {
    await renderPage(answer(400, { error: passwordMessages.incorrectCurrent, code: 'INCORRECT_PASSWORD' }));
    await change('Wrong!pass1', 'New!pass12');
    await waitFor(() =>
      expect(screen.getByLabelText(/^current password/i, { selector: 'input' })).toHaveAccessibleDescription(
        passwordMessages.incorrectCurrent,
      ),
    );
  });

  it('says the password changed, signs out and goes to /login', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = await renderPage(answer(200, { message: passwordMessages.updated }));
    await change('Old!pass1', 'New!pass12');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: passwordMessages.changeSuccess }));
    expect(getSession()).toBeNull();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([
      '/api/userProfile/u-1/updatePassword',
      '/api/logout',
    ]);
  });

  it('offers no form for another user’s password and says why', async () => {
    const fetchMock = await renderPage(answer(200, {}), '/updatepassword/u-2');
    expect(screen.getByRole('alert')).toHaveTextContent(passwordMessages.notYourPassword);
    expect(screen.queryByRole('form', { name: 'Update password' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in the server’s words why a change was refused, never only its status', async () => {
    await renderPage(
      answer(429, { message: 'Too many attempts. Try again in 15 minutes.', code: 'RATE_LIMITED' }),
    );
    await change('Old!pass1', 'New!pass12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(screen.queryByText(/429/)).not.toBeInTheDocument();
  });
});
