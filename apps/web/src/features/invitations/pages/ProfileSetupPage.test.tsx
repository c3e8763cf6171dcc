import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { setupMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ProfileSetupPage } from './ProfileSetupPage';

vi.mock('../../../shared/session/session', () => ({
  startSession: vi.fn(() => Promise.resolve(true)),
  getToken: () => null,
  getSession: () => null,
  subscribeToSession: () => () => undefined,
}));

function renderPage() {
  renderInApp(
    <Routes>
      <Route path="/ProfileInitialSetup/:token" element={<ProfileSetupPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/security/setup" element={<p>second factor set-up</p>} />
    </Routes>,
    { route: '/ProfileInitialSetup/tok-1' },
  );
}

/** What the server says of the link of these tests. */
const validLink = {
  email: 'new@example.org',
  weeklyCommittedHours: 10,
  expiration: '2030-01-01',
  createdDate: '2029-12-01',
  isCancelled: false,
  isSetupCompleted: false,
};

/** Fills the form for a valid link and creates the account; the server answers `created`. */
async function createAccount(created: object) {
  stubServer({
    'POST /api/validateToken': () => answer(200, validLink),
    'POST /api/timezone/': () =>
      answer(200, {
        results: [
          {
            city: 'Lyon',
            province: '',
            country: 'France',
            iso2: 'FR',
            lat: 45.7,
            lng: 4.8,
            timeZone: 'Europe/Paris',
            label: 'Lyon, France',
          },
        ],
      }),
    'POST /api/ProfileInitialSetup': () => answer(200, created),
  });
  renderPage();
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  await screen.findByRole('form', { name: 'Profile setup' });
  await userEvent.type(field(/^first name/i), 'Chloé');
  await userEvent.type(field(/^last name/i), 'Martin');
  await userEvent.type(field(/^phone/i), '+33 6 55 55 01 99');
  await userEvent.type(field(/^password/i), 'Setup!pass1');
  await userEvent.type(field(/^confirm password/i), 'Setup!pass1');
  await userEvent.type(field(/^job title/i), 'Gardener');
  await userEvent.type(field(/^location/i), 'Lyon');
  await userEvent.click(screen.getByRole('button', { name: 'Get Time Zone' }));
  await waitFor(() => expect(field(/^time zone/i)).toHaveValue('Europe/Paris'));
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('profile setup page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the link first, showing a skeleton meanwhile', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/validateToken': () => answer(200, validLink),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Checking your invitation' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile setup' })).toBeInTheDocument();
    expect(bodiesOf('POST /api/validateToken')).toEqual([{ token: 'tok-1' }]);
  });

  it.each(['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'NOT_FOUND', 'SOMETHING_ELSE'])(
    'shows the invalid-link page for %s',
    async (reason) => {
      stubServer({
        'POST /api/validateToken': () =>
          answer(reason === 'NOT_FOUND' ? 404 : 400, { error: reason, code: reason }),
      });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.invalidLinkReason(reason));
      expect(screen.getByText(setupMessages.invalidLinkHelp)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('signs the new volunteer in and lands on the dashboard', async () => {
    const { startSession } = await import('../../../shared/session/session');
    await createAccount({ token: 'session-token' });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(startSession).toHaveBeenCalledWith('session-token');
  });

  it('takes a volunteer whose role requires a second factor to its set-up, starting no session', async () => {
    const { startSession } = await import('../../../shared/session/session');
    vi.mocked(startSession).mockClear();
    await createAccount({ twoFactorSetupRequired: true, token: 'setup-only' });
    expect(await screen.findByText('second factor set-up')).toBeInTheDocument();
    expect(startSession).not.toHaveBeenCalled();
  });
});
