/** A project as a profile lists it. */
export type ProjectRefJson = { _id: string; projectName: string; category: string };

export const presentProjectRef = (row: { id: string; name: string; category: string }): ProjectRefJson => ({
  _id: row.id,
  projectName: row.name,
  category: row.category,
});
