// Who may change whose permissions. The server enforces these; the web uses them to disable controls.
import { can, type Actor } from './can';
import { canManageAccount } from '../userManagement/policies';

export type PermissionTarget = { readonly role: string; readonly isProtected: boolean };

/**
 * An Owner's permissions need Manage owners as well; a protected account is changed only by an Owner
 * (server rules, sections 1 and 2).
 */
export const canEditUserPermissions = (actor: Actor, target: PermissionTarget): boolean =>
  can(actor, 'putUserProfilePermissions') && canManageAccount(actor, target);

/**
 * Only an Owner hands out a permission they do not hold: otherwise an Administrator could grant
 * themselves or a friend role editing or Manage owners, which their role deliberately lacks.
 */
export const canGrantPermission = (actor: Actor, permission: string): boolean =>
  actor.role === 'Owner' || actor.permissions.has(permission);
