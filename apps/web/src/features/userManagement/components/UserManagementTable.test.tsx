import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { DEFAULT_ROLE_PERMISSIONS, type Actor } from '@hgn/domain/permissions';
import { userManagementMessages as msg, type UserPageItemJson } from '@hgn/domain/userManagement';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { userPageItem } from '../../../test/users';
import { UserManagementTable } from './UserManagementTable';

const archived: UserPageItemJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001',
  isActive: false,
  firstName: 'Rhea',
  lastName: 'Archived',
  role: 'Volunteer',
  isProtected: false,
  jobTitle: '',
  email: 'rhea@example.org',
  weeklycommittedHours: 10,
  inactiveReason: 'Separated',
  reactivationDate: null,
  endDate: '2026-01-05T08:00:00.000Z',
  startDate: '2025-01-06T08:00:00.000Z',
  isSet: false,
  timeOffFrom: null,
  timeOffTill: null,
  hasTimeOffRequest: false,
  isArchived: true,
};

const actor: Actor = {
  userId: 'admin',
  role: 'Administrator',
  permissions: new Set(['getUserProfiles', 'changeUserStatus', 'setFinalDay', 'deleteUserProfile']),
};

/** A server holding one archived user until an ACTIVATE restores them. */
function archivedUserServer() {
  let isRestored = false;
  const statusChanges: unknown[] = [];
  const pageQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(input as string, 'http://localhost');
      if (init?.method === 'PATCH' && url.pathname === `/api/userprofile/${archived._id}`) {
        statusChanges.push(JSON.parse(init.body as string));
        isRestored = true;
        return Promise.resolve(answer(200, { message: msg.statusUpdated }));
      }
      if (url.pathname === '/api/userprofile/page') {
        pageQueries.push(url.searchParams);
        const items = url.searchParams.get('status') === 'archived' && !isRestored ? [archived] : [];
        return Promise.resolve(answer(200, { items, total: items.length, page: 1, pageSize: 10 }));
      }
      return Promise.resolve(answer(200, []));
    }),
  );
  return { statusChanges, pageQueries };
}

const ownerKeptAndVolunteer = [
  userPageItem({ _id: 'u-owner', firstName: 'Olive', lastName: 'Owner', role: 'Owner' }),
  userPageItem({ _id: 'u-kept', firstName: 'Kip', lastName: 'Kept', isProtected: true }),
  userPageItem({ _id: 'u-vol', firstName: 'Vera', lastName: 'Volunteer' }),
];

/** A server answering every page with these rows. */
const serveRows = (rows: UserPageItemJson[]) =>
  stubServer({
    'GET /api/userprofile/page': () =>
      answer(200, { items: rows, total: rows.length, page: 1, pageSize: 10 }),
    'GET /api/': () => answer(200, []),
  });

/** The row controls that act on the account of `name`. */
const rowControls = (name: string) => [
  `Deactivate ${name}`,
  `Pause ${name}`,
  `Set final day of ${name}`,
  `Reset the password of ${name}`,
  `Remove ${name}`,
];

// The whole table with its filters is rendered: on a busy machine a test takes more than five seconds,
// and the first page more than the one second a query waits by default.
const firstPage = { timeout: 5000 };
describe('UserManagementTable', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('restores an archived user from the archived filter', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = archivedUserServer();
    renderInApp(<UserManagementTable actor={actor} />);
    expect(await screen.findByText(msg.noUsersFound, {}, firstPage)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    const restore = await screen.findByRole('button', { name: 'Restore Rhea Archived' });
    expect(server.pageQueries.at(-1)?.get('status')).toBe('archived');
    const row = restore.closest('tr') as HTMLElement;
    expect(within(row).getByText('Archived', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    for (const control of [/^Activate /, /^Pause /, /^Set final day /])
      expect(within(row).queryByRole('button', { name: control })).not.toBeInTheDocument();

    await userEvent.click(restore);
    const dialog = screen.getByRole('dialog', { name: 'Restore user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: `Rhea Archived: ${msg.userRestored}` }),
      ),
    );
    expect(server.statusChanges).toEqual([{ action: 'ACTIVATE' }]);
    await waitFor(() => expect(screen.queryByText('Rhea')).not.toBeInTheDocument());
    expect(screen.getByText(msg.noUsersFound)).toBeInTheDocument();
  });

  it('offers an Administrator no action on an Owner’s or a protected row, as the server would refuse it', async () => {
    serveRows(ownerKeptAndVolunteer);
    const administrator: Actor = {
      userId: 'admin',
      role: 'Administrator',
      permissions: new Set(DEFAULT_ROLE_PERMISSIONS.Administrator),
    };
    renderInApp(<UserManagementTable actor={administrator} />);
    expect(
      await screen.findByRole('button', { name: 'Deactivate Vera Volunteer' }, firstPage),
    ).toBeInTheDocument();
    for (const name of rowControls('Vera Volunteer'))
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of [...rowControls('Olive Owner'), ...rowControls('Kip Kept')])
      expect(screen.queryByRole('button', { name }), name).not.toBeInTheDocument();
    expect(within(screen.getByText('Olive').closest('tr')!).getByText('Active')).toBeInTheDocument();
  });

  it('offers an Owner every action on an Owner’s and a protected row', async () => {
    serveRows(ownerKeptAndVolunteer);
    const owner: Actor = {
      userId: 'owner',
      role: 'Owner',
      permissions: new Set(DEFAULT_ROLE_PERMISSIONS.Owner),
    };
    renderInApp(<UserManagementTable actor={owner} />);
    expect(
      await screen.findByRole('button', { name: 'Deactivate Olive Owner' }, firstPage),
    ).toBeInTheDocument();
    for (const name of [...rowControls('Olive Owner'), ...rowControls('Kip Kept')])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('offers no removal and no status change on the caller’s own row, which the server refuses', async () => {
    const me = userPageItem({ _id: 'admin', firstName: 'Ada', lastName: 'Admin', role: 'Administrator' });
    serveRows([me, ...ownerKeptAndVolunteer]);
    renderInApp(<UserManagementTable actor={actor} />);
    expect(
      await screen.findByRole('button', { name: 'Remove Vera Volunteer' }, firstPage),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Vera Volunteer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Admin' })).not.toBeInTheDocument();
  });

  it('keeps the Actions column in view while the table scrolls', async () => {
    serveRows([userPageItem()]);
    renderInApp(<UserManagementTable actor={actor} />);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region.parentElement).toHaveAttribute('data-sticky-end');
    const headings = within(region).getAllByRole('columnheader');
    expect(headings.at(-1)).toHaveTextContent('Actions');
    expect(
      await within(region).findByRole('button', { name: 'Remove Vera Volunteer' }, firstPage),
    ).toBeInTheDocument();
  });
});
