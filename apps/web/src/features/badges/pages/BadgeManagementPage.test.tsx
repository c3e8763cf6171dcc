import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { BadgeDefinitionJson } from '@hgn/domain/badges';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp, renderWithProviders } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { badgeKeys } from '../api/badgesApi';
import { BadgeManagementPage } from './BadgeManagementPage';

const badge: BadgeDefinitionJson = {
  _id: '7a0c5b1e-1f2d-4c3b-9a8e-6d5c4b3a2f10',
  badgeName: 'Garden Hero',
  type: 'Custom',
  category: 'Unspecified',
  imageUrl: '',
  description: 'Kept the garden going.',
  ranking: 1,
  showReport: false,
  project: null,
};

const everyBadgePermission = ['seeBadges', 'assignBadges', 'createBadges', 'updateBadges', 'deleteBadges'];

/** Signs in as a Manager whose role grants the given permissions, with one badge on the server. */
async function openPageWith(permissions: string[], answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ userid: 'u-manager', role: 'Manager' }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, [{ _id: 'r-manager', roleName: 'Manager', permissions }]),
    'GET /api/badge': () => answer(200, [badge]),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <BadgeManagementPage />
    </ModalsProvider>,
  );
  await screen.findByRole('heading', { name: 'Badge Management' });
  return server;
}

describe('BadgeManagementPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows someone who may only see badges the list, without assigning or changing them', async () => {
    await openPageWith(['seeBadges']);
    expect(screen.queryByRole('tab', { name: 'Assign Badges' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Badge Development' })).toHaveAttribute('aria-selected', 'true');
    const row = screen.getByTestId('badge-row');
    expect(within(row).getByText(badge.badgeName)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Badge' })).not.toBeInTheDocument();
  });

  it('opens on assigning for someone who may assign, and opens the create and edit dialogs', async () => {
    await openPageWith(everyBadgePermission);
    expect(screen.getByRole('tab', { name: 'Assign Badges' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Volunteer' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Badge Development' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create New Badge' }));
    const create = screen.getByRole('dialog', { name: 'Create a badge' });
    expect(within(create).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: `Edit ${badge.badgeName}` }));
    const edit = screen.getByRole('dialog', { name: `Edit ${badge.badgeName}` });
    expect(within(edit).getByRole('textbox', { name: 'Name' })).toHaveValue(badge.badgeName);
  });

  it('chooses the first tab only once the permissions have arrived, even after the badges', async () => {
    await startSession(makeToken({ userid: 'u-manager', role: 'Manager' }));
    let releaseRoles = (): void => undefined;
    const rolesArrive = new Promise<void>((resolve) => (releaseRoles = resolve));
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (!urlOf(input).startsWith('/api/roles')) return answer(200, [badge]);
      await rolesArrive;
      return answer(200, [{ _id: 'r-manager', roleName: 'Manager', permissions: everyBadgePermission }]);
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(<BadgeManagementPage />, { queryClient });

    await waitFor(() => expect(queryClient.getQueryState(badgeKeys.all)?.status).toBe('success'));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    releaseRoles();
    expect(await screen.findByRole('tab', { name: 'Assign Badges' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('deletes a badge only once the deletion is confirmed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const deletion = `DELETE /api/badge/${badge._id}`;
    const { bodiesOf } = await openPageWith(everyBadgePermission, {
      [deletion]: () => answer(200, { message: 'Badge deleted' }),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Badge Development' }));

    await userEvent.click(screen.getByRole('button', { name: `Delete ${badge.badgeName}` }));
    const first = await screen.findByRole('dialog', { name: `Delete ${badge.badgeName}?` });
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(bodiesOf(deletion)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${badge.badgeName}` }));
    const second = await screen.findByRole('dialog', { name: `Delete ${badge.badgeName}?` });
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' })));
    expect(bodiesOf(deletion)).toHaveLength(1);
  });
});
