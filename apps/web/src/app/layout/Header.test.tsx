import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeEntryMessages } from '@hgn/domain/messages';
import { Header } from './Header';
import { endSession, getSession, startSession } from '../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../test/actor';
import { renderInApp } from '../../test/render';
import { answer, stubServer, urlOf } from '../../test/server';
import { makeToken } from '../../test/tokens';
import { sampleProfile } from '../../test/users';
import { FakeWebSocket, installFakeWebSocket } from '../../test/webSocket';

const countPath = 'GET /api/taskeditsuggestion?count=true';

/** Signs in with these permissions alone (the role grants none) and renders the header. */
async function renderHeader(permissions: string[], route = '/') {
  installFakeWebSocket();
  await startSession(makeToken({ userid: 'u-1', role: 'Volunteer', frontPermissions: permissions }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/userprofile/u-1': () => answer(200, sampleProfile({ _id: 'u-1' })),
    'GET /api/projects/user/u-1': () => answer(200, []),
    'GET /api/tasks/user/u-1': () => answer(200, []),
    [countPath]: () => answer(200, { count: 4 }),
    'GET /api/ownerMessage': () => answer(200, { ownerMessage: { message: '', standardMessage: '' } }),
  });
  renderInApp(
    <>
      <Header session={getSession()!} />
      <ActorReadyMark />
    </>,
    { route },
  );
  await actorReady();
  // The header loads the owner's message lazily: wait for its read, so none is left for after the test.
  await vi.waitFor(() => expect(server.bodiesOf('GET /api/ownerMessage')).not.toHaveLength(0));
  return server;
}

describe('Header', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('opens the timer connection once the session is confirmed', async () => {
    await renderHeader([]);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  });

  it('opens no timer connection on /Logout, where the session is being revoked', async () => {
    await renderHeader([], '/Logout');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows holders of updateTask the suggestions link with the waiting count in a red bubble', async () => {
    await renderHeader(['updateTask']);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const link = within(nav).getByRole('link', { name: /Task Edit Suggestions/ });
    expect(link).toHaveAttribute('href', '/taskeditsuggestions');
    expect(await within(link).findByTestId('suggestion-count')).toHaveTextContent('4 waiting');
  });

  it("offers the person's notifications as a bell in the bar, and by name in the drawer", async () => {
    await renderHeader([]);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/timelog/u-1');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/timelog/u-1',
    );
  });

  it('shows neither the link nor the count to others, and does not ask for it', async () => {
    const { fetchMock } = await renderHeader(['resolveTask']);
    expect(screen.queryByRole('link', { name: /Task Edit Suggestions/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('taskeditsuggestion'))).toBe(false);
  });

  it(
    'opens the time entry form from the Timer origin with the time the header timer ran',
    { timeout: 30_000 },
    async () => {
      await renderHeader([]);
      const socket = FakeWebSocket.latest();
      act(() => socket.open());
      act(() =>
        socket.receive({
          _id: 't-1',
          userId: 'u-1',
          startAt: new Date(Date.now() - 25 * 60_000).toISOString(),
          time: 90 * 60_000,
          goal: 90 * 60_000,
          initialGoal: 900_000,
          chiming: false,
          paused: false,
          forcedPause: false,
          started: true,
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Stop timer and log time' }));
      expect(socket.sent.at(-1)).toEqual({ action: 'PAUSE_TIMER' });
      // The form loads with its first opening: as long as a busy machine needs.
      const form = await screen.findByRole(
        'dialog',
        { name: timeEntryMessages.formTitle },
        { timeout: 10_000 },
      );
      expect(await within(form).findByLabelText('Hours', {}, { timeout: 5_000 })).toHaveValue('0');
      expect(within(form).getByLabelText('Minutes')).toHaveValue('25');
    },
  );
});
