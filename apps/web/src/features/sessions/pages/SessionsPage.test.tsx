import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SessionJson } from '@hgn/domain/sessions';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { SessionsPage } from './SessionsPage';

const session = (fields: Partial<SessionJson>): SessionJson => ({
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T17:00:00.000Z',
  lastSeenAt: '2026-11-22T18:30:00.000Z',
  current: true,
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  address: '203.0.113.5',
  ...fields,
});

const phone = session({
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  current: false,
  lastSeenAt: null,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  address: '198.51.100.20',
});

const open = () =>
  renderInApp(
    <ModalsProvider>
      <SessionsPage />
    </ModalsProvider>,
  );

describe('SessionsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists each session in plain words, marking this device, with Pacific times', async () => {
    stubServer({ 'GET /api/sessions': () => answer(200, [session({}), phone]) });
    open();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Signed in (Pacific time)');
    expect(rows[1]).toHaveTextContent('Chrome on Windows');
    expect(rows[1]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('203.0.113.5');
    expect(rows[1]).toHaveTextContent('11/20/2026');
    expect(rows[2]).toHaveTextContent('Safari on iPhone');
    expect(rows[2]).not.toHaveTextContent('This device');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when this is the only session, and offers no sign-out elsewhere', async () => {
    stubServer({ 'GET /api/sessions': () => answer(200, [session({})]) });
    open();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('ends one session only once it is confirmed, with the keyboard', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const ending = `DELETE /api/sessions/${phone._id}`;
    const { bodiesOf } = stubServer({
      'GET /api/sessions': () => answer(200, [session({}), phone]),
      [ending]: () => answer(200, { message: 'That session has been signed out.' }),
    });
    open();
    const button = await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ });
    button.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('dialog', { name: 'Sign out Safari on iPhone?' });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(bodiesOf(ending)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    const second = await screen.findByRole('dialog', { name: 'Sign out Safari on iPhone?' });
    await user.click(within(second).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'That session has been signed out.' }),
      ),
    );
    expect(bodiesOf(ending)).toHaveLength(1);
  });

  it('signs out everywhere else, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    let refuse = false;
    const { bodiesOf } = stubServer({
      'GET /api/sessions': () => answer(200, [session({}), phone]),
      'POST /api/sessions/revoke-others': () =>
        refuse
          ? answer(429, { error: 'Too many requests, try later.', code: 'TOO_MANY_REQUESTS' })
          : answer(200, { revoked: 1 }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('The other browser signed in');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'One other session has been signed out.' }),
      ),
    );
    expect(bodiesOf('POST /api/sessions/revoke-others')).toHaveLength(1);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Too many requests, try later.' }),
      ),
    );
  });
});
