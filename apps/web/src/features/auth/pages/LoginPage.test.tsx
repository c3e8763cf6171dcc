import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { shellMessages } from '@hgn/domain/messages';
import { endSession, getSession, startSession } from '../../../shared/session/session';
import { signOutRejectedSession } from '../../../shared/session/signOut';
import { renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { signingOutState } from '../signingOut';
import { LoginPage } from './LoginPage';

// The sign-in code loads when the form is sent, which a busy machine may take seconds to do.
const findDashboard = () => screen.findByText('dashboard', {}, { timeout: 5000 });

function ForcedChange() {
  const state: unknown = useLocation().state;
  return <p>forced change with {JSON.stringify(state)}</p>;
}

function renderLogin(state: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/forcePasswordUpdate/:userId" element={<ForcedChange />} />
      <Route path="/security/setup" element={<ForcedChange />} />
    </Routes>,
    { route: { pathname: '/login', state } },
  );
}

async function signIn(body: unknown) {
  stubServer({ 'POST /api/login': () => answer(200, body) });
  await userEvent.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'sam@example.org');
  await userEvent.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Demo!2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('keeps saying why a refused session ended until the person signs in again', async () => {
    await startSession(makeToken({ userid: 'u-1' }));
    signOutRejectedSession();
    renderLogin(null);
    expect(screen.getByRole('status')).toHaveTextContent(shellMessages.sessionExpired);
    await signIn({ token: makeToken({ userid: 'u-1' }) });
    expect(await findDashboard()).toBeInTheDocument();
    expect(screen.queryByText(shellMessages.sessionExpired)).not.toBeInTheDocument();
  });

  it('asks for the code after the password, and signs in with it', async () => {
    renderLogin(null);
    await signIn({ twoFactorRequired: true, challenge: 'ch-1' });
    const { bodiesOf } = stubServer({
      'POST /api/login/2fa': () => answer(200, { token: makeToken({ userid: 'u-2' }) }),
    });
    await userEvent.type(await screen.findByLabelText(/^code/i, {}, { timeout: 5000 }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findDashboard()).toBeInTheDocument();
    expect(bodiesOf('POST /api/login/2fa')).toEqual([{ challenge: 'ch-1', code: '123456' }]);
  });

  it("shows the server's words for a wrong code and lets the person start again", async () => {
    renderLogin(null);
    await signIn({ twoFactorRequired: true, challenge: 'ch-1' });
    stubServer({
      'POST /api/login/2fa': () => answer(401, { code: 'TWO_FACTOR_CODE_REJECTED', message: 'Wrong code.' }),
    });
    await userEvent.type(await screen.findByLabelText(/^code/i, {}, { timeout: 5000 }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong code.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start again with your password' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('takes a sign-in whose role requires the second factor straight to its set-up, without a session', async () => {
    renderLogin(null);
    await signIn({ twoFactorSetupRequired: true, token: 'setup-token' });
    expect(await screen.findByText(/forced change with/)).toHaveTextContent('"setupToken":"setup-token"');
    expect(getSession()).toBeNull();
  });

  it('links to the forgot-password page', () => {
    renderLogin(null);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('hands the reset token of a first sign-in to the forced change in router state, not the address', async () => {
    renderLogin(null);
    await signIn({ new: true, userId: 'u-7', resetToken: 'reset-7' });
    expect(await screen.findByText('forced change with {"resetToken":"reset-7"}')).toBeInTheDocument();
  });

  it('ends the session when reached by signing out, and the next sign-in starts a new one', async () => {
    await startSession(makeToken({ userid: 'u-1' }));
    renderLogin(signingOutState);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    await signIn({ token: makeToken({ userid: 'u-2' }) });
    expect(await findDashboard()).toBeInTheDocument();
    await waitFor(() => expect(getSession()?.claims.userid).toBe('u-2'));
  });

  it('forgets the sign-out mark when the session had already ended, so the next sign-in is kept', async () => {
    await startSession(makeToken({ userid: 'u-1' }));
    signOutRejectedSession();
    renderLogin(signingOutState);
    expect(await screen.findByText(shellMessages.sessionExpired)).toBeInTheDocument();
    await signIn({ token: makeToken({ userid: 'u-3' }) });
    expect(await findDashboard()).toBeInTheDocument();
    await waitFor(() => expect(getSession()?.claims.userid).toBe('u-3'));
  });
});
