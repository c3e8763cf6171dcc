import type { RoleRow } from './permissions.table.js';

export const presentRole = (row: RoleRow) => ({ _id: row.id, roleName: row.name, permissions: row.permissions });
