import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PermissionChangesPageJson } from '@hgn/domain/permissions';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { PermissionChangeLog } from './PermissionChangeLog';

const page: PermissionChangesPageJson = {
  items: [
    {
      _id: 'c-1',
      // Sunday 02:30 UTC: Saturday evening in Los Angeles.
      changedAt: '2026-11-22T02:30:00.000Z',
      changedBy: { _id: 'u-owner', name: 'Olive Owner' },
      targetKind: 'role',
      roleName: 'Mentor',
      user: null,
      added: ['seeBadges'],
      removed: [],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('PermissionChangeLog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows when on the Pacific clock, whatever the browser’s zone, saying so once', async () => {
    stubServer({ 'GET /api/permission-management/changes': () => answer(200, page) });
    renderInApp(<PermissionChangeLog />);
    expect(await screen.findByRole('columnheader', { name: 'When (Pacific time)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '11/21/2026 6:30 PM' })).toBeInTheDocument();
    // The narrow layout has no heading, so the time carries its own label.
    expect(screen.getByText('11/21/2026 6:30 PM PT by Olive Owner')).toBeInTheDocument();
  });
});
