import type { TeamJson, TeamListItemJson, TeamListMemberJson, TeamMemberJson } from '@hgn/domain/teams';
import type { TeamRefJson } from '@hgn/domain/users';
import type { TeamListMemberRow, TeamMemberRow, TeamRow } from './teams.repo.js';

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

export const presentTeamListItem = (row: TeamRow, members: TeamListMemberJson[]): TeamListItemJson => ({
  ...presentTeamFields(row),
  members,
  memberCount: members.length,
});

/** A member of a listed team; an e-mail the member keeps private only for those who may see it. */
export const presentTeamListMember = (
  row: TeamListMemberRow,
  options: { canSeePrivate: boolean },
): TeamListMemberJson => ({
  _id: row.userId,
  name: `${row.firstName} ${row.lastName}`,
  email: options.canSeePrivate || row.isEmailPublic ? row.email : '',
  teamCode: row.teamCode,
  addDateTime: row.addedAt.toISOString(),
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
