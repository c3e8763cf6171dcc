import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionChangeLogJson } from '@hgn/domain/permissions';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { PermissionChangeLog } from './PermissionChangeLog';

const requestor = {
  requestorId: 'u-owner',
  requestorName: 'Olive Owner',
  requestorRole: 'Owner',
  requestorEmail: 'olive@example.org',
};

const roleChange: PermissionChangeLogJson = {
  _id: 'c-1',
  // Sunday 02:30 UTC: Saturday evening in Los Angeles.
  logDateTime: '2026-11-22T02:30:00.000Z',
  name: 'Mentor',
  roleId: 'r-mentor',
  roleName: 'Mentor',
  permissions: ['seeBadges'],
  permissionsAdded: ['seeBadges'],
  permissionsRemoved: [],
  ...requestor,
};

/** A change of one person's permissions, a minute before the given one. */
const userChange = (minute: number): PermissionChangeLogJson => ({
  _id: `u-${minute}`,
  logDateTime: new Date(Date.UTC(2026, 10, 21, 12, 59 - minute)).toISOString(),
  name: `Person ${minute}`,
  userId: `p-${minute}`,
  individualName: `Person ${minute}`,
  permissions: ['getReports'],
  removedRolePermissions: [],
  permissionsAdded: ['getReports'],
  permissionsRemoved: [],
  reason: '',
  ...requestor,
});

describe('PermissionChangeLog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows when on the Pacific clock, whatever the browser’s zone, saying so once', async () => {
    stubServer({ 'GET /api/permissionChangeLogs/u-owner': () => answer(200, [roleChange]) });
    renderInApp(<PermissionChangeLog readerId="u-owner" />);
    expect(await screen.findByRole('columnheader', { name: 'When (Pacific time)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '11/21/2026 6:30 PM' })).toBeInTheDocument();
    // The narrow layout has no heading, so the time carries its own label.
    expect(screen.getByText('11/21/2026 6:30 PM PT by Olive Owner')).toBeInTheDocument();
  });

  it('reads the original log and shows it twenty changes a page, roles and people alike', async () => {
    const log = [roleChange, ...Array.from({ length: 20 }, (_, minute) => userChange(minute))];
    stubServer({ 'GET /api/permissionChangeLogs/u-owner': () => answer(200, log) });
    renderInApp(<PermissionChangeLog readerId="u-owner" />);
    expect(await screen.findByRole('cell', { name: 'Role Mentor' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Person 18' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Person 19' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Person 19' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Role Mentor' })).not.toBeInTheDocument();
  });
});
