// One permission check for the whole product: the server guards with it and the web hides with it.
import type { Permission } from './permissionCatalogue';
import type { PortalAccess } from './portals';

/** Who is acting: their id, their role name, their effective permission set and the portals their session opened (none when absent). */
export type Actor = {
  readonly userId: string;
  readonly role: string;
  readonly permissions: ReadonlySet<string>;
  readonly portals?: PortalAccess;
};

export type PermissionSources = {
  /** The permissions of the user's role as stored (roles are editable). */
  readonly rolePermissions: Iterable<string>;
  /** Permissions granted to this user on top of the role. */
  readonly frontPermissions?: Iterable<string>;
  /** Role permissions taken away from this user. */
  readonly removedDefaultPermissions?: Iterable<string>;
};

/** (role permissions minus the user's removed ones) plus the user's own. */
export function effectivePermissions({
  rolePermissions,
  frontPermissions = [],
  removedDefaultPermissions = [],
}: PermissionSources): ReadonlySet<string> {
  const removed = new Set(removedDefaultPermissions);
  const granted = new Set<string>();
  for (const permission of rolePermissions) if (!removed.has(permission)) granted.add(permission);
  for (const permission of frontPermissions) granted.add(permission);
  return granted;
}

export const can = (actor: Actor, permission: Permission): boolean => actor.permissions.has(permission);

/** True when the actor holds at least one of the permissions. */
export const canAny = (actor: Actor, permissions: readonly Permission[]): boolean =>
  permissions.some((permission) => actor.permissions.has(permission));
