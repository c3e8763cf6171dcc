import type { TeamJson, TeamListItemJson, TeamMemberJson } from '@hgn/domain/teams';
import type { TeamRefJson } from '@hgn/domain/users';
import type { TeamMemberRow, TeamRow } from './teams.repo.js';

export const presentTeamRef = (row: { id: string; name: string }): TeamRefJson => ({
  _id: row.id,
  teamName: row.name,
});

const presentTeamFields = (row: TeamRow): Omit<TeamJson, 'members'> => ({
  _id: row.id,
  teamName: row.name,
  isActive: row.isActive,
  teamCode: row.teamCode,
  createdDatetime: row.createdAt.toISOString(),
  modifiedDatetime: row.updatedAt.toISOString(),
});

export const presentTeamListItem = (row: TeamRow & { memberCount: number }): TeamListItemJson => ({
  ...presentTeamFields(row),
  memberCount: row.memberCount,
});

export const presentTeam = (
  row: TeamRow,
  memberships: readonly { userId: string; addedAt: Date; visible: boolean }[],
): TeamJson => ({
  ...presentTeamFields(row),
  members: memberships.map((m) => ({
    userId: m.userId,
    addDateTime: m.addedAt.toISOString(),
    visible: m.visible,
  })),
});

export const presentTeamMember = (row: TeamMemberRow): TeamMemberJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isActive: row.isActive,
  addDateTime: row.addedAt.toISOString(),
  visible: row.visible,
});
