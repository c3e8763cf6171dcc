import { HARD_CODED_DEFAULT_PRESET } from '@hgn/domain/permissions';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { permissionChanges } from './permissionChanges.table.js';
import { rolePresets, roles } from './permissions.table.js';
import { ownPermissionColumns, userPermissions } from './userPermissions.table.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One line of the change log, written in the same transaction as the change it records. */
export type ChangeRecord = {
  changedBy: string;
  changedByName: string;
  added: readonly string[];
  removed: readonly string[];
} & ({ targetKind: 'role'; roleName: string } | { targetKind: 'user'; userId: string; roleName: string });

/**
 * Runs after the change inside its transaction, so the permissions it reads are those the change left:
 * the role's (none once it is deleted) or the user's own and removed ones; the requestor's role and
 * e-mail are theirs at the time.
 */
async function recordChange(tx: Transaction, change: ChangeRecord) {
  if (change.added.length === 0 && change.removed.length === 0) return;
  const requestor = (column: typeof users.role | typeof users.email) =>
    sql`coalesce((select ${column} from ${users} where ${users.id} = ${change.changedBy}), '')`;
  const ofUser = (
    column: typeof userPermissions.frontPermissions | typeof userPermissions.removedDefaultPermissions,
  ) =>
    change.targetKind === 'user'
      ? sql`coalesce((select ${column} from ${userPermissions} where ${userPermissions.userId} = ${change.userId}), '{}'::text[])`
      : sql`'{}'::text[]`;
  await tx.insert(permissionChanges).values({
    changedBy: change.changedBy,
    changedByName: change.changedByName,
    targetKind: change.targetKind,
    roleName: change.roleName,
    userId: change.targetKind === 'user' ? change.userId : null,
    added: [...change.added],
    removed: [...change.removed],
    permissions:
      change.targetKind === 'role'
        ? sql`coalesce((select ${roles.permissions} from ${roles} where ${roles.name} = ${change.roleName}), '{}'::text[])`
        : ofUser(userPermissions.frontPermissions),
    removedRolePermissions: ofUser(userPermissions.removedDefaultPermissions),
    requestorRole: requestor(users.role),
    requestorEmail: requestor(users.email),
  });
}

export const userPermissionColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isProtected: users.isProtected,
  ...ownPermissionColumns,
  rolePermissions: roles.permissions,
};

export function createPermissionsRepo(db: DbOrTransaction) {
  return {
    listRoles: () => db.select().from(roles).orderBy(asc(roles.name)),

    listRolesWithUserCounts: () =>
      db
        .select({ role: roles, userCount: count(users.id) })
        .from(roles)
        .leftJoin(users, eq(users.role, roles.name))
        .groupBy(roles.id)
        .orderBy(asc(roles.name)),

    findRoleById: async (roleId: string) => {
      const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
      return row;
    },

    findRoleByName: async (name: string) => {
      const [row] = await db.select().from(roles).where(eq(roles.name, name));
      return row;
    },

    isRoleNameTaken: async (name: string) => {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(sql`lower(${roles.name})`, name.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    insertRole: (name: string, permissions: readonly string[], change: ChangeRecord) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({ name, permissions: [...permissions] })
          .returning();
        await recordChange(tx, change);
        return row!;
      }),

    replaceRolePermissions: (roleId: string, permissions: readonly string[], change: ChangeRecord) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(roles)
          .set({ permissions: [...permissions], updatedAt: new Date() })
          .where(eq(roles.id, roleId))
          .returning();
        await recordChange(tx, change);
        return row!;
      }),

    /** Deletes the role (its presets go with it) and records what it held; its users have moved already. */
    deleteRole: async (tx: Transaction, roleName: string, change: ChangeRecord) => {
      await tx.delete(roles).where(eq(roles.name, roleName));
      await recordChange(tx, change);
    },

    listPresetsOfRole: (roleName: string) =>
      db
        .select()
        .from(rolePresets)
        .where(eq(rolePresets.roleName, roleName))
        .orderBy(asc(rolePresets.createdAt), asc(rolePresets.presetName)),

    findPreset: async (presetId: string) => {
      const [row] = await db.select().from(rolePresets).where(eq(rolePresets.id, presetId));
      return row;
    },

    isPresetNameTaken: async (roleName: string, presetName: string, exceptId?: string) => {
      const rows = await db
        .select({ id: rolePresets.id })
        .from(rolePresets)
        .where(
          and(
            eq(rolePresets.roleName, roleName),
            eq(sql`lower(${rolePresets.presetName})`, presetName.toLowerCase()),
          ),
        );
      return rows.some((row) => row.id !== exceptId);
    },

    insertPreset: async (preset: typeof rolePresets.$inferInsert) => {
      const [row] = await db.insert(rolePresets).values(preset).returning();
      return row!;
    },

    updatePreset: async (presetId: string, fields: Partial<typeof rolePresets.$inferInsert>) => {
      const [row] = await db.update(rolePresets).set(fields).where(eq(rolePresets.id, presetId)).returning();
      return row;
    },

    deletePreset: (presetId: string) => db.delete(rolePresets).where(eq(rolePresets.id, presetId)),

    findUserPermissions: async (userId: string) => {
      const [row] = await db
        .select(userPermissionColumns)
        .from(users)
        .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
        .leftJoin(roles, eq(roles.name, users.role))
        .where(eq(users.id, userId));
      return row;
    },

    /** The person's own permissions as a profile shows them; none for a person without a row. */
    findOwnPermissions: async (userId: string) => {
      const [row] = await db
        .select(ownPermissionColumns)
        .from(users)
        .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    setUserPermissions: (
      tx: Transaction,
      userId: string,
      fields: Omit<typeof userPermissions.$inferInsert, 'userId'>,
    ) =>
      tx
        .insert(userPermissions)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: userPermissions.userId, set: fields }),

    recordChange,

    /** The whole log, newest first, with the changed user's name and the changed role's id while it exists. */
    listAllChanges: () => {
      const target = alias(users, 'target_user');
      return db
        .select({
          change: permissionChanges,
          targetFirstName: target.firstName,
          targetLastName: target.lastName,
          roleId: roles.id,
        })
        .from(permissionChanges)
        .leftJoin(target, eq(target.id, permissionChanges.userId))
        .leftJoin(
          roles,
          and(eq(permissionChanges.targetKind, 'role'), eq(roles.name, permissionChanges.roleName)),
        )
        .orderBy(desc(permissionChanges.changedAt), desc(permissionChanges.id));
    },

    /**
     * Creates missing roles with their defaults. An existing role receives only the defaults that are
     * new since the last start (the 'hard-coded default' preset remembers the previous defaults), so a
     * permission an Owner took away stays away across restarts; extras an Owner added are kept. The
     * preset is then rewritten to the current defaults.
     */
    syncDefaults: (defaults: ReadonlyArray<{ name: string; permissions: readonly string[] }>) =>
      db.transaction(async (tx) => {
        for (const role of defaults) {
          const permissions = [...role.permissions];
          const [previous] = await tx
            .select({ permissions: rolePresets.permissions })
            .from(rolePresets)
            .where(
              and(eq(rolePresets.roleName, role.name), eq(rolePresets.presetName, HARD_CODED_DEFAULT_PRESET)),
            );
          const known = new Set(previous?.permissions ?? []);
          const newDefaults = permissions.filter((permission) => !known.has(permission));
          await tx
            .insert(roles)
            .values({ name: role.name, permissions })
            .onConflictDoUpdate({
              target: roles.name,
              set: {
                permissions: sql`array(select distinct p from unnest(${roles.permissions} || ${sql.param(newDefaults)}::text[]) p order by p)`,
              },
            });
          await tx
            .insert(rolePresets)
            .values({ roleName: role.name, presetName: HARD_CODED_DEFAULT_PRESET, permissions })
            .onConflictDoUpdate({
              target: [rolePresets.roleName, rolePresets.presetName],
              set: { permissions },
            });
        }
      }),
  };
}
