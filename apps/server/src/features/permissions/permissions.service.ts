import { isUuid } from '@hgn/domain/ids';
import {
  canEditUserPermissions,
  canGrantPermission,
  DEFAULT_ROLE_PERMISSIONS,
  HARD_CODED_DEFAULT_PRESET,
  isUndeletableRole,
  PERMISSION_USER_SEARCH_LIMIT,
  permissionManagementMessages as msg,
  ROLES,
  type PermissionChangeLogJson,
  type PermissionUserJson,
  type PresetCreatedJson,
  type RoleJson,
  type RolePresetJson,
} from '@hgn/domain/permissions';
import type { z } from 'zod';
import type {
  presetCreateInput,
  presetUpdateInput,
  roleCreateInput,
  rolePermissionsInput,
  userPermissionsInput,
} from '@hgn/domain/permissions';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import {
  effectiveOf,
  presentChangeLog,
  presentOwnPermissions,
  presentPreset,
  presentRole,
  presentRoleSummary,
  presentUserPermissions,
} from './permissions.present.js';
import type { UsersService } from '../users/users.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createPermissionsRepo } from './permissions.repo.js';

/** Where the structured security events go: the request's logger. */
export type SecurityLog = { info(fields: object, message: string): void };

const roleNotFound = () => new AppError({ code: 'ROLE_NOT_FOUND', message: msg.roleNotFound });
const presetNotFound = () => new AppError({ code: 'PRESET_NOT_FOUND', message: msg.presetNotFound });
const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: msg.userNotFound });
const refused = (message: string) => new AppError({ code: 'FORBIDDEN', message });
const presetReserved = () =>
  new AppError({ code: 'PRESET_RESERVED', field: 'presetName', message: msg.presetReserved });

/** What was added and what was removed going from one set to the other, each sorted. */
export function diffPermissions(before: Iterable<string>, after: Iterable<string>) {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: [...next].filter((permission) => !old.has(permission)).sort(),
    removed: [...old].filter((permission) => !next.has(permission)).sort(),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const { added, removed } = diffPermissions(a, b);
  return added.length === 0 && removed.length === 0;
};

const actorName = (actor: SessionActor) => `${actor.firstName} ${actor.lastName}`.trim();

/** What permission management needs from the people feature: the people whose permissions to manage. */
export type PermissionPeople = Pick<UsersService, 'searchPeople' | 'moveUsersOfRole'>;

export function createPermissionsService({ db }: FeatureDeps, people: PermissionPeople) {
  const repo = createPermissionsRepo(db);

  const roleById = async (roleId: string) => {
    const row = isUuid(roleId) ? await repo.findRoleById(roleId.toLowerCase()) : undefined;
    if (!row) throw roleNotFound();
    return row;
  };

  const presetById = async (presetId: string) => {
    const row = isUuid(presetId) ? await repo.findPreset(presetId.toLowerCase()) : undefined;
    if (!row) throw presetNotFound();
    return row;
  };

  const userById = async (userId: string) => {
    const row = isUuid(userId) ? await repo.findUserPermissions(userId.toLowerCase()) : undefined;
    if (!row) throw userNotFound();
    return row;
  };

  const presetNameTaken = (presetName: string) =>
    new AppError({
      code: 'PRESET_NAME_TAKEN',
      field: 'presetName',
      message: msg.presetNameTaken(presetName),
    });

  const assertPresetNameFree = async (roleName: string, presetName: string, exceptId?: string) => {
    if (presetName.toLowerCase() === HARD_CODED_DEFAULT_PRESET) throw presetReserved();
    if (await repo.isPresetNameTaken(roleName, presetName, exceptId)) throw presetNameTaken(presetName);
  };

  return {
    /** Run at every start: the six roles always exist; defaults new to this version are added to them. */
    syncDefaultRoles: () =>
      repo.syncDefaults(ROLES.map((name) => ({ name, permissions: DEFAULT_ROLE_PERMISSIONS[name] }))),

    listRoles: async (): Promise<RoleJson[]> => (await repo.listRoles()).map(presentRole),

    listRolesWithUserCounts: async () =>
      (await repo.listRolesWithUserCounts()).map(({ role, userCount }) =>
        presentRoleSummary(role, userCount),
      ),

    getRole: async (roleId: string): Promise<RoleJson> => presentRole(await roleById(roleId)),

    async createRole(
      actor: SessionActor,
      input: z.output<typeof roleCreateInput>,
      log: SecurityLog,
    ): Promise<RoleJson> {
      const nameTaken = () =>
        new AppError({
          code: 'ROLE_NAME_TAKEN',
          field: 'roleName',
          message: msg.roleNameTaken(input.roleName),
        });
      if (await repo.isRoleNameTaken(input.roleName)) throw nameTaken();
      const row = await refusedAs(
        () =>
          repo.insertRole(input.roleName, input.permissions, {
            changedBy: actor.userId,
            changedByName: actorName(actor),
            targetKind: 'role',
            roleName: input.roleName,
            added: [...input.permissions].sort(),
            removed: [],
          }),
        isUniqueViolation,
        nameTaken,
      );
      log.info(
        {
          event: 'security.permission_changed',
          actorId: actor.userId,
          roleName: row.name,
          added: input.permissions,
          removed: [],
        },
        'role created',
      );
      return presentRole(row);
    },

    async replaceRolePermissions(
      actor: SessionActor,
      roleId: string,
      input: z.output<typeof rolePermissionsInput>,
      log: SecurityLog,
    ): Promise<RoleJson> {
      const role = await roleById(roleId);
      const { added, removed } = diffPermissions(role.permissions, input.permissions);
      const row = await repo.replaceRolePermissions(role.id, input.permissions, {
        changedBy: actor.userId,
        changedByName: actorName(actor),
        targetKind: 'role',
        roleName: role.name,
        added,
        removed,
      });
      log.info(
        { event: 'security.permission_changed', actorId: actor.userId, roleName: role.name, added, removed },
        'role permissions changed',
      );
      return presentRole(row);
    },

    async deleteRole(actor: SessionActor, roleId: string, log: SecurityLog): Promise<{ message: string }> {
      const role = await roleById(roleId);
      if (isUndeletableRole(role.name))
        throw new AppError({
          code: 'ROLE_UNDELETABLE',
          message: msg.roleUndeletable(role.name),
        });
      const movedUsers = await db.transaction(async (tx) => {
        const moved = await people.moveUsersOfRole(tx, role.name, 'Volunteer');
        await repo.deleteRole(tx, role.name, {
          changedBy: actor.userId,
          changedByName: actorName(actor),
          targetKind: 'role',
          roleName: role.name,
          added: [],
          removed: [...role.permissions].sort(),
        });
        return moved;
      });
      log.info(
        {
          event: 'security.permission_changed',
          actorId: actor.userId,
          roleName: role.name,
          deleted: true,
          movedUsers,
        },
        'role deleted',
      );
      return { message: msg.roleDeleted(role.name, movedUsers) };
    },

    listPresets: async (roleName: string): Promise<RolePresetJson[]> =>
      (await repo.listPresetsOfRole(roleName)).map(presentPreset),

    async createPreset(input: z.output<typeof presetCreateInput>): Promise<PresetCreatedJson> {
      if (!(await repo.findRoleByName(input.roleName))) throw roleNotFound();
      await assertPresetNameFree(input.roleName, input.presetName);
      const row = await refusedAs(
        () => repo.insertPreset({ ...input, permissions: [...input.permissions] }),
        isUniqueViolation,
        () => presetNameTaken(input.presetName),
      );
      return { newPreset: presentPreset(row), message: msg.presetCreated };
    },

    async updatePreset(presetId: string, input: z.output<typeof presetUpdateInput>): Promise<RolePresetJson> {
      const preset = await presetById(presetId);
      if (preset.presetName === HARD_CODED_DEFAULT_PRESET) throw presetReserved();
      const roleName = input.roleName ?? preset.roleName;
      if (input.roleName && !(await repo.findRoleByName(input.roleName))) throw roleNotFound();
      const presetName = input.presetName ?? preset.presetName;
      await assertPresetNameFree(roleName, presetName, preset.id);
      const row = await refusedAs(
        () =>
          repo.updatePreset(preset.id, {
            roleName,
            presetName,
            permissions: input.permissions ? [...input.permissions] : preset.permissions,
          }),
        isUniqueViolation,
        () => presetNameTaken(presetName),
      );
      if (!row) throw presetNotFound();
      return presentPreset(row);
    },

    async deletePreset(presetId: string): Promise<{ message: string }> {
      const preset = await presetById(presetId);
      if (preset.presetName === HARD_CODED_DEFAULT_PRESET) throw presetReserved();
      await repo.deletePreset(preset.id);
      return { message: msg.presetDeleted };
    },

    getUserPermissions: async (userId: string) => presentUserPermissions(await userById(userId)),

    /** The person's own permissions, as their profile shows them (the id is one the profile has checked). */
    ownPermissionsOf: async (userId: string) => presentOwnPermissions(await repo.findOwnPermissions(userId)),

    /**
     * Replaces the lists given (omitted ones are kept). An Owner's permissions need Manage owners, a
     * protected account an Owner, and only an Owner grants what they do not hold themselves.
     */
    async setUserPermissions(
      actor: SessionActor,
      userId: string,
      input: z.output<typeof userPermissionsInput>,
      log: SecurityLog,
      address: string,
    ) {
      const user = await userById(userId);
      if (!canEditUserPermissions(actor, user)) {
        log.info(
          { event: 'security.forbidden', actorId: actor.userId, userId: user.id, action: 'set_permissions' },
          'permission change refused',
        );
        throw refused(user.isProtected && actor.role !== 'Owner' ? msg.protectedTarget : msg.ownerTarget);
      }
      const { frontPermissions, removedDefaultPermissions, isAcknowledged } = input.permissions;
      const newGrants = (frontPermissions ?? []).filter(
        (permission) => !user.frontPermissions.includes(permission),
      );
      const notHeld = newGrants.find((permission) => !canGrantPermission(actor, permission));
      if (notHeld) throw refused(msg.grantNotHeld(notHeld));

      const next = {
        ...user,
        frontPermissions: frontPermissions ?? user.frontPermissions,
        removedDefaultPermissions: removedDefaultPermissions ?? user.removedDefaultPermissions,
      };
      const { added, removed } = diffPermissions(effectiveOf(user), effectiveOf(next));
      const listsChanged =
        !sameSet(user.frontPermissions, next.frontPermissions) ||
        !sameSet(user.removedDefaultPermissions, next.removedDefaultPermissions);
      // A user whose permissions changed is told so until they acknowledge it.
      const isPermissionsAcknowledged =
        isAcknowledged ?? (listsChanged ? false : user.isPermissionsAcknowledged);
      await db.transaction(async (tx) => {
        await repo.setUserPermissions(tx, user.id, {
          frontPermissions: next.frontPermissions,
          removedDefaultPermissions: next.removedDefaultPermissions,
          isAcknowledged: isPermissionsAcknowledged,
        });
        await repo.recordChange(tx, {
          changedBy: actor.userId,
          changedByName: actorName(actor),
          targetKind: 'user',
          userId: user.id,
          roleName: user.role,
          added,
          removed,
        });
        if (added.length > 0 || removed.length > 0)
          await recordAuditEvent(tx, {
            type: 'permissions.changed',
            actorId: actor.userId,
            userId: user.id,
            address,
            detail: { added, removed },
          });
      });
      log.info(
        { event: 'security.permission_changed', actorId: actor.userId, userId: user.id, added, removed },
        'user permissions changed',
      );
      return presentUserPermissions({ ...next, isPermissionsAcknowledged });
    },

    // Anyone's permissions can be managed, so inactive people are found too; no text lists the first ones.
    searchUsers: async (search: string): Promise<PermissionUserJson[]> =>
      people.searchPeople({
        text: search.trim(),
        limit: PERMISSION_USER_SEARCH_LIMIT,
        includeInactive: true,
      }),

    /** The organisation's whole log, newest first; the path names an existing user, as in the original. */
    async listChangeLog(userId: string): Promise<PermissionChangeLogJson[]> {
      await userById(userId);
      return (await repo.listAllChanges()).map(presentChangeLog);
    },
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
