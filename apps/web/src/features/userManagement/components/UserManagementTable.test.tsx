import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Actor } from '@hgn/domain/permissions';
import { userManagementMessages as msg, type UserPageItemJson } from '@hgn/domain/userManagement';
import { renderInApp } from '../../../test/render';
import { answer } from '../../../test/server';
import { UserManagementTable } from './UserManagementTable';

const archived: UserPageItemJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001',
  isActive: false,
  firstName: 'Rhea',
  lastName: 'Archived',
  role: 'Volunteer',
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
      if (init?.method === 'PATCH' && url.pathname === `/api/userProfile/${archived._id}`) {
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

describe('UserManagementTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('restores an archived user from the archived filter', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = archivedUserServer();
    renderInApp(<UserManagementTable actor={actor} />);
    expect(await screen.findByText(msg.noUsersFound)).toBeInTheDocument();

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
});
