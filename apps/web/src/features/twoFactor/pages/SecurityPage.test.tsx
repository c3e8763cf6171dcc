import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { catchSavedFiles } from '../../../test/savedFiles';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { SecurityPage } from './SecurityPage';

const ROLES = ['Owner', 'Administrator', 'Volunteer'].map((roleName) => ({
  _id: roleName,
  roleName,
  permissions: [],
}));
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`);

async function open(role: string, state: object, answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ userid: 'me', role }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, ROLES),
    'GET /api/auth/2fa/policy': () => answer(200, { requiredRoles: ['Administrator'] }),
    'GET /api/auth/2fa': () => answer(200, state),
    ...answers,
  });
  renderInApp(
    <>
      <ActorReadyMark />
      <SecurityPage />
    </>,
  );
  await actorReady();
  return server;
}

describe('security page', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('sets two-step sign-in up: a QR code drawn in the page, the key as text, then the recovery codes once', async () => {
    const server = await open(
      'Volunteer',
      { enabled: false, recoveryCodesLeft: 0, requiredByPolicy: true },
      {
        'POST /api/auth/2fa/setup': () =>
          answer(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/HGN:me?secret=JBSWY3DPEHPK3PXP',
          }),
        'POST /api/auth/2fa/enable': () => answer(200, { recoveryCodes: CODES }),
      },
    );
    expect(await screen.findByText(/Your role requires two-step sign-in/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-step sign-in policy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Enter the 6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(server.bodiesOf('POST /api/auth/2fa/enable')).toEqual([{ code: '123456' }]);

    const saved = catchSavedFiles();
    await userEvent.click(screen.getByRole('button', { name: 'Download as .txt' }));
    expect(saved.names).toEqual(['recovery-codes.txt']);
    expect(await saved.contents()[0]!.text()).toContain(CODES[9]);
  });

  it('turns it off with the password and a code', async () => {
    const server = await open(
      'Volunteer',
      { enabled: true, recoveryCodesLeft: 7, requiredByPolicy: false },
      { 'POST /api/auth/2fa/disable': () => answer(200, { message: 'Two-step sign-in is off.' }) },
    );
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo!2026');
    await userEvent.type(screen.getByLabelText(/Code from your app/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await vi.waitFor(() =>
      expect(server.bodiesOf('POST /api/auth/2fa/disable')).toEqual([
        { password: 'Demo!2026', code: '654321' },
      ]),
    );
  });

  it('shows an Owner the policy and saves the roles chosen', async () => {
    const server = await open(
      'Owner',
      { enabled: true, recoveryCodesLeft: 10, requiredByPolicy: false },
      { 'PUT /api/auth/2fa/policy': () => answer(200, { requiredRoles: ['Administrator', 'Volunteer'] }) },
    );
    const policy = await screen.findByRole('region', { name: 'Two-step sign-in policy' });
    expect(await within(policy).findByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    await userEvent.click(within(policy).getByRole('checkbox', { name: 'Volunteer' }));
    await userEvent.click(within(policy).getByRole('button', { name: 'Save policy' }));
    await vi.waitFor(() =>
      expect(server.bodiesOf('PUT /api/auth/2fa/policy')).toEqual([
        { requiredRoles: ['Administrator', 'Volunteer'] },
      ]),
    );
  });
});
