import type { ProjectRefJson } from '@hgn/domain/users';

export const presentProjectRef = (row: { id: string; name: string; category: string }): ProjectRefJson => ({
  _id: row.id,
  projectName: row.name,
  category: row.category,
});
