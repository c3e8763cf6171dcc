import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { notificationMessages } from '@hgn/domain/messages';
import type { NotificationJson } from '@hgn/domain/notifications';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { UnreadNotifications } from './UnreadNotifications';

const userId = 'u-1';
const unreadPath = `GET /api/notification/unread/user/${userId}`;

const notification = (id: string, overrides: Partial<NotificationJson> = {}): NotificationJson => ({
  _id: id,
  message: `<p>Message ${id}</p>`,
  sender: { firstName: 'Olive', lastName: 'Owner' },
  recipient: userId,
  isSystemGenerated: false,
  isRead: false,
  createdTimeStamps: '2026-11-30T18:30:00.000Z',
  ...overrides,
});

function renderUnread(listed: () => Response, marked: () => Response = () => answer(200, {})) {
  const server = stubServer({ [unreadPath]: listed, 'POST /api/notification/markRead/': marked });
  renderInApp(<UnreadNotifications userId={userId} />);
  return server;
}

const card = () => screen.findByRole('region', { name: /notification/ });

describe('unread notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows nothing when there is none unread', async () => {
    const { fetchMock } = renderUnread(() => answer(200, []));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
  });

  it('shows the newest first, with its sender, date and links, then the next once marked read', async () => {
    const { fetchMock } = renderUnread(() =>
      answer(200, [
        notification('n-2', {
          message: '<p>Read <a href="https://example.org/guide">the guide</a></p>',
        }),
        notification('n-1', { sender: null, isSystemGenerated: true, message: '<p>Welcome</p>' }),
      ]),
    );
    const first = await card();
    expect(within(first).getByText('New notification')).toBeInTheDocument();
    expect(within(first).getByText('1 of 2 unread')).toBeInTheDocument();
    expect(within(first).getByText('From Olive Owner, 11/30/2026 10:30 AM PT')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      'https://example.org/guide',
    );
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Mark as Read' }));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${urlOf(url)}`)).toContain(
      'POST /api/notification/markRead/n-2',
    );
    const next = await screen.findByRole('region', { name: 'System notification' });
    expect(within(next).getByText('Welcome')).toBeInTheDocument();
    expect(within(next).getByText(/^From the system,/)).toBeInTheDocument();
    expect(within(next).queryByText(/unread$/)).not.toBeInTheDocument();

    await userEvent.click(within(next).getByRole('button', { name: 'Mark as Read' }));
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('is marked read from the keyboard, the focus staying on the button for the next one', async () => {
    renderUnread(() => answer(200, [notification('n-2'), notification('n-1')]));
    await card();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Mark as Read' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Message n-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Read' })).toHaveFocus();
  });

  it.each([
    [401, notificationMessages.unauthorized],
    [403, notificationMessages.forbidden],
    [404, notificationMessages.notFound],
    [500, notificationMessages.serverError],
    [418, 'Fetch unread notifications: Unexpected Error.'],
  ])('says a failed fetch answered %i in the words of the spec', async (status, words) => {
    const show = vi.spyOn(notifications, 'show');
    renderUnread(() => answer(status, { code: 'X', message: 'server words' }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: words })));
    expect(show).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves a failure above 500 to the API client, which says it once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const show = vi.spyOn(notifications, 'show');
    renderUnread(() => answer(502, {}));
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls.map(([shown]) => shown.message)).toEqual(['Unexpected error']);
  });

  it('says a refused mark in the words of the spec and keeps the notification', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderUnread(
      () => answer(200, [notification('n-1')]),
      () => answer(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }),
    );
    await userEvent.click(within(await card()).getByRole('button', { name: 'Mark as Read' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: notificationMessages.forbidden })),
    );
    expect(await screen.findByText('Message n-1')).toBeInTheDocument();
  });
});
