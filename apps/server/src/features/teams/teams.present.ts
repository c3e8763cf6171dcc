/** A team as a profile lists it. */
export type TeamRefJson = { _id: string; teamName: string };

export const presentTeamRef = (row: { id: string; name: string }): TeamRefJson => ({
  _id: row.id,
  teamName: row.name,
});
