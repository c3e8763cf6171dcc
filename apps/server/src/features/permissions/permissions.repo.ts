import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rolePresets, roles } from './permissions.table.js';

export function createPermissionsRepo(db: Db) {
  return {
    listRoles: () => db.select().from(roles).orderBy(asc(roles.name)),

    /**
     * Creates missing roles and adds missing default permissions to existing ones; permissions an
     * Owner added are kept. The 'hard-coded default' preset of each role is reset to the defaults.
     */
    syncDefaults: (defaults: ReadonlyArray<{ name: string; permissions: readonly string[] }>) =>
      db.transaction(async (tx) => {
        for (const role of defaults) {
          const permissions = [...role.permissions];
          await tx
            .insert(roles)
            .values({ name: role.name, permissions })
            .onConflictDoUpdate({
              target: roles.name,
              set: {
                permissions: sql`array(select distinct p from unnest(${roles.permissions} || excluded.permissions) p order by p)`,
              },
            });
          await tx
            .insert(rolePresets)
            .values({ roleName: role.name, presetName: 'hard-coded default', permissions })
            .onConflictDoUpdate({ target: [rolePresets.roleName, rolePresets.presetName], set: { permissions } });
        }
      }),
  };
}
