import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { authMessages } from '@hgn/domain/messages';
import { endSession, getSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { BuildingLoginPage, CommunityLoginPage } from './PortalLoginPage';

const email = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign in' });

function renderPortalLogin(state: unknown = null, path = '/bmdashboard/login') {
  renderInApp(
    <Routes>
      <Route path="/bmdashboard/login" element={<BuildingLoginPage />} />
      <Route path="/communityportal/login" element={<CommunityLoginPage />} />
      <Route path="/bmdashboard" element={<p>building dashboard</p>} />
      <Route path="/bmdashboard/projects/:projectId" element={<p>project page</p>} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/communityportal" element={<p>community portal</p>} />
      <Route path="/forcePasswordUpdate/:userId" element={<p>forced change</p>} />
      <Route path="/security/setup" element={<p>second factor set-up</p>} />
    </Routes>,
    { route: { pathname: path, state } },
  );
}

async function fillIn(address: string, secret: string) {
  await userEvent.type(email(), address);
  await userEvent.type(password(), secret);
}

describe('portal sign-in page', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('keeps the button disabled until both fields are filled', async () => {
    renderPortalLogin();
    expect(screen.getByRole('heading', { name: 'Building Portal Login' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.type(email(), 'owner@example.org');
    expect(submit()).toBeDisabled();
    await userEvent.type(password(), 'x');
    expect(submit()).toBeEnabled();
  });

  it('asks for a password of at least eight characters without calling the server', async () => {
    const { fetchMock } = stubServer({});
    renderPortalLogin();
    await fillIn('owner@example.org', 'Short1!');
    await userEvent.click(submit());
    expect(await screen.findByText(authMessages.portalPasswordTooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a mismatched e-mail or password next to that field in the server’s words', async () => {
    await startSession(makeToken());
    stubServer({
      'POST /api/bm/login': () =>
        answer(422, {
          label: 'email',
          message: authMessages.portalEmailMismatch,
          code: 'PORTAL_EMAIL_MISMATCH',
        }),
    });
    renderPortalLogin();
    await fillIn('someone@example.org', 'Demo!2026');
    await userEvent.click(submit());
    expect(await screen.findByText(authMessages.portalEmailMismatch)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    stubServer({
      'POST /api/bm/login': () =>
        answer(422, {
          label: 'password',
          message: authMessages.portalPasswordMismatch,
          code: 'PORTAL_PASSWORD_MISMATCH',
        }),
    });
    await userEvent.click(submit());
    expect(await screen.findByText(authMessages.portalPasswordMismatch)).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows another refusal above the form', async () => {
    await startSession(makeToken());
    stubServer({
      'POST /api/bm/login': () => answer(429, { message: 'Too many attempts.', code: 'RATE_LIMITED' }),
    });
    renderPortalLogin();
    await fillIn('owner@example.org', 'Demo!2026');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('sends the e-mail, password and portal, keeps the new token and opens the page first asked for', async () => {
    await startSession(makeToken());
    const opened = makeToken({ access: { canAccessBMPortal: true } });
    const { bodiesOf } = stubServer({ 'POST /api/bm/login': () => answer(200, { token: opened }) });
    renderPortalLogin({ from: { pathname: '/bmdashboard/projects/p-1' } });
    await fillIn(' Owner@Example.org ', 'Demo!2026');
    await userEvent.click(submit());
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/login')).toEqual([
      { email: 'owner@example.org', password: 'Demo!2026', portal: 'bm' },
    ]);
    await waitFor(() => expect(getSession()?.token).toBe(opened));
    expect(getSession()?.claims.access.canAccessBMPortal).toBe(true);
  });

  it('names the community portal, and opens it when no page was asked for', async () => {
    await startSession(makeToken());
    const { bodiesOf } = stubServer({
      'POST /api/bm/login': () =>
        answer(200, { token: makeToken({ access: { canAccessBMPortal: true, canAccessCPPortal: true } }) }),
    });
    renderPortalLogin(null, '/communityportal/login');
    expect(screen.getByRole('heading', { name: 'Community Portal Login' })).toBeInTheDocument();
    await fillIn('owner@example.org', 'Demo!2026');
    await userEvent.click(submit());
    expect(await screen.findByText('community portal')).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/login')).toEqual([
      { email: 'owner@example.org', password: 'Demo!2026', portal: 'cp' },
    ]);
  });

  describe('signed out', () => {
    it('signs in as the sign-in page does, then opens the portal with the new session', async () => {
      const signedIn = makeToken();
      const opened = makeToken({ access: { canAccessBMPortal: true, canAccessCPPortal: true } });
      const { bodiesOf, fetchMock } = stubServer({
        'POST /api/login': () => answer(200, { token: signedIn }),
        'POST /api/bm/login': () => answer(200, { token: opened }),
      });
      renderPortalLogin(null, '/communityportal/login');
      await fillIn('Owner@Example.org', 'Demo!2026');
      await userEvent.click(submit());
      expect(await screen.findByText('community portal')).toBeInTheDocument();
      const credentials = { email: 'owner@example.org', password: 'Demo!2026' };
      expect(bodiesOf('POST /api/login')).toEqual([credentials]);
      expect(bodiesOf('POST /api/bm/login')).toEqual([{ ...credentials, portal: 'cp' }]);
      const portalCall = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/api/bm/login'));
      expect(new Headers(portalCall?.[1]?.headers).get('authorization')).toBe(`Bearer ${signedIn}`);
      await waitFor(() => expect(getSession()?.token).toBe(opened));
    });

    it('shows a refused sign-in where the sign-in page does, opening nothing', async () => {
      const { bodiesOf } = stubServer({
        'POST /api/login': () =>
          answer(404, { message: authMessages.invalidPassword, code: 'INVALID_PASSWORD' }),
      });
      renderPortalLogin();
      await fillIn('owner@example.org', 'Wrong!2026');
      await userEvent.click(submit());
      expect(await screen.findByText(authMessages.invalidPassword)).toBeInTheDocument();
      expect(password()).toHaveAttribute('aria-invalid', 'true');
      expect(bodiesOf('POST /api/bm/login')).toEqual([]);
      expect(getSession()).toBeNull();
    });

    it('asks a two-step account for its code, then opens the portal with the session that starts', async () => {
      const signedIn = makeToken();
      const opened = makeToken({ access: { canAccessBMPortal: true } });
      const { bodiesOf } = stubServer({
        'POST /api/login': () => answer(200, { twoFactorRequired: true, challenge: 'ch-9' }),
        'POST /api/login/2fa': () => answer(200, { token: signedIn }),
        'POST /api/bm/login': () => answer(200, { token: opened }),
      });
      renderPortalLogin();
      await fillIn('owner@example.org', 'Demo!2026');
      await userEvent.click(submit());
      await userEvent.type(await screen.findByLabelText(/^code/i, {}, { timeout: 5000 }), '123456');
      expect(bodiesOf('POST /api/bm/login')).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('building dashboard')).toBeInTheDocument();
      expect(bodiesOf('POST /api/login/2fa')).toEqual([{ challenge: 'ch-9', code: '123456' }]);
      expect(bodiesOf('POST /api/bm/login')).toEqual([
        { email: 'owner@example.org', password: 'Demo!2026', portal: 'bm' },
      ]);
      await waitFor(() => expect(getSession()?.token).toBe(opened));
    });

    it('sends an account whose role requires a second factor to its set-up, without a session', async () => {
      stubServer({
        'POST /api/login': () => answer(200, { twoFactorSetupRequired: true, token: 'setup-1' }),
      });
      renderPortalLogin();
      await fillIn('owner@example.org', 'Demo!2026');
      await userEvent.click(submit());
      expect(await screen.findByText('second factor set-up')).toBeInTheDocument();
      expect(getSession()).toBeNull();
    });

    it('sends a first sign-in to the change of its temporary password', async () => {
      stubServer({
        'POST /api/login': () => answer(200, { new: true, userId: 'u-7', resetToken: 'reset-7' }),
      });
      renderPortalLogin();
      await fillIn('new@example.org', 'Temp!2026');
      await userEvent.click(submit());
      expect(await screen.findByText('forced change')).toBeInTheDocument();
      expect(getSession()).toBeNull();
    });
  });
});
