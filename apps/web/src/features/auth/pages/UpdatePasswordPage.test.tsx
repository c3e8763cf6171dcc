import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { passwordMessages } from '@hgn/domain/messages';
import { theme } from '../../../app/theme/theme';
import { endSession, getSession, startSession } from '../../../app/session/session';
import { makeToken } from '../../../test/tokens';
import { LoginPage } from './LoginPage';
import { UpdatePasswordPage } from './UpdatePasswordPage';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderPage(response: Response) {
  await startSession(makeToken({ userid: 'u-1', role: 'Volunteer' }));
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(urlOf(input) === '/api/logout' ? answer(200, { message: 'Signed out' }) : response),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/updatepassword/u-1']}>
          <Routes>
            <Route path="/updatepassword/:userId" element={<UpdatePasswordPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<p>dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
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

  it('puts the server text of a 400 on the current-password field', async () => {
    await renderPage(answer(400, { error: passwordMessages.incorrectCurrent }));
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
});
