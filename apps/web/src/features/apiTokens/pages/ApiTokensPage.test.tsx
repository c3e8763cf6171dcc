import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import type { ApiTokenJson, CreatedApiTokenJson } from '@hgn/domain/apiTokens';
import { apiTokenMessages as msg } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { ApiTokensPage } from './ApiTokensPage';

const active: ApiTokenJson = {
  _id: '7a0c5b1e-1f2d-4c3b-9a8e-6d5c4b3a2f10',
  name: 'Nightly export',
  access: 'read',
  createdAt: '2026-11-01T17:00:00.000Z',
  expiresAt: '2027-01-01T17:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  expired: false,
};
const revoked: ApiTokenJson = {
  ...active,
  _id: '8b1d6c2f-2a3e-4d4c-8b9f-7e6d5c4b3a21',
  name: 'Old script',
  access: 'write',
  lastUsedAt: '2026-11-02T17:00:00.000Z',
  revokedAt: '2026-11-03T17:00:00.000Z',
};
const created: CreatedApiTokenJson = {
  _id: '9c2e7d3a-3b4f-4e5d-9cab-8f7e6d5c4b32',
  name: 'CI',
  access: 'write',
  token: 'hgn_pat_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  createdAt: '2026-11-04T17:00:00.000Z',
  expiresAt: '2026-11-11T17:00:00.000Z',
};

async function openPage(list: ApiTokenJson[], answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ userid: 'u-1', role: 'Volunteer' }));
  const server = stubServer({ 'GET /api/tokens': () => answer(200, list), ...answers });
  renderInApp(
    <ModalsProvider>
      <ApiTokensPage />
    </ModalsProvider>,
  );
  await screen.findByRole('heading', { name: 'API Tokens' });
  return server;
}

describe('ApiTokensPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so when there are no tokens', async () => {
    await openPage([]);
    expect(screen.getByText(msg.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each token with its access, dates and status; only a live one can be revoked', async () => {
    await openPage([active, revoked]);
    const [first, second] = screen.getAllByTestId('api-token-row');
    expect(within(first!).getByText('Nightly export')).toBeInTheDocument();
    expect(within(first!).getByText('Read only')).toBeInTheDocument();
    expect(within(first!).getByText('Never')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Revoke Nightly export' })).toBeInTheDocument();
    expect(within(second!).getByText('Read and write')).toBeInTheDocument();
    expect(within(second!).getByText('Revoked')).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks the form with the domain schema, then shows the new secret once with a copy button', async () => {
    const { bodiesOf } = await openPage([], { 'POST /api/tokens': () => answer(201, created) });
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(msg.nameRequired)).toBeInTheDocument();
    expect(bodiesOf('POST /api/tokens')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  CI  ');
    const days = within(dialog).getByRole('textbox', { name: /Expires in/ });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Access/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'write' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(within(shown).getByTestId('new-api-token')).toHaveTextContent(created.token);
    expect(within(shown).getByText(msg.shownOnce)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(bodiesOf('POST /api/tokens')).toEqual([{ name: 'CI', access: 'write', expiresInDays: 7 }]);

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(created.token)).not.toBeInTheDocument());
    // Opened again, the dialog asks afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const again = await screen.findByRole('dialog', { name: 'Create an API token' });
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('shows a refusal of the server in its words', async () => {
    const tooMany = msg.tooMany(20);
    await openPage([], {
      'POST /api/tokens': () =>
        answer(409, { error: tooMany, message: tooMany, code: 'TOO_MANY_API_TOKENS' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API token' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'One more');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(tooMany)).toBeInTheDocument();
  });

  it('revokes a token only once the revocation is confirmed', async () => {
    const revocation = `DELETE /api/tokens/${active._id}`;
    const { bodiesOf } = await openPage([active], {
      [revocation]: () => answer(200, { ...active, revokedAt: '2026-11-05T17:00:00.000Z' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    const first = await screen.findByRole('dialog', { name: 'Revoke “Nightly export”?' });
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(bodiesOf(revocation)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    const second = await screen.findByRole('dialog', { name: 'Revoke “Nightly export”?' });
    await userEvent.click(within(second).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(bodiesOf(revocation)).toHaveLength(1));
  });
});
