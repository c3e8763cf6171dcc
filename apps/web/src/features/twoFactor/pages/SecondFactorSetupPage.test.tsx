import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { SecondFactorSetupPage } from './SecondFactorSetupPage';

function renderPage(state: unknown) {
  renderInApp(
    <Routes>
      <Route path="/security/setup" element={<SecondFactorSetupPage />} />
      <Route path="/login" element={<p>sign-in page</p>} />
    </Routes>,
    { route: { pathname: '/security/setup', state } },
  );
}

describe('the set-up a role requires', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sets it up with the sign-in's own token, then ends that sign-in and goes back to sign in", async () => {
    const { fetchMock } = stubServer({
      'POST /api/auth/2fa/setup': () =>
        answer(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' }),
      'POST /api/auth/2fa/enable': () => answer(200, { recoveryCodes: ['abcd-efgh-jkmn'] }),
      'POST /api/logout': () => answer(200, { message: 'Signed out' }),
    });
    renderPage({ setupToken: 'setup-token' });
    expect(screen.getByText(/Your role requires two-step sign-in/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await userEvent.type(await screen.findByLabelText(/Enter the 6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([url, init]) => [
      `${init?.method} ${urlOf(url)}`,
      (init?.headers as Record<string, string>).Authorization,
    ]);
    expect(calls).toEqual([
      ['POST /api/auth/2fa/setup', 'Bearer setup-token'],
      ['POST /api/auth/2fa/enable', 'Bearer setup-token'],
      ['POST /api/logout', 'Bearer setup-token'],
    ]);
    expect(getSession()).toBeNull();
  });

  it('sends a visit without the sign-in’s token to the sign-in page', async () => {
    stubServer({});
    renderPage(null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});
