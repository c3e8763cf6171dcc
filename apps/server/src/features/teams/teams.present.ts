import type { TeamRefJson } from '@hgn/domain/users';

export const presentTeamRef = (row: { id: string; name: string }): TeamRefJson => ({
  _id: row.id,
  teamName: row.name,
});
