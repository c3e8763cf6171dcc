import type { TeamListItemJson } from '@hgn/domain/teams';

/** An active team as the teams list sends it, changed by `overrides`. */
export const makeTeam = (overrides: Partial<TeamListItemJson> = {}): TeamListItemJson => ({
  _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f',
  teamName: 'Garden Crew',
  isActive: true,
  teamCode: '',
  createdDatetime: '2026-11-01T10:00:00.000Z',
  modifiedDatetime: '2026-11-01T10:00:00.000Z',
  members: [],
  memberCount: 0,
  ...overrides,
});
