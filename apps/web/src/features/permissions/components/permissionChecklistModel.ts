// What the permission checklists show: the catalogue by group, narrowed by a search, and how a tick
// on a user's list turns into their granted and removed permissions.
import {
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  type PermissionEntry,
  type PermissionGroup,
} from '@hgn/domain/permissions';

export type ChecklistGroup = {
  group: PermissionGroup;
  entries: PermissionEntry[];
  /** Ticked permissions of the whole group, whatever the search shows. */
  checkedCount: number;
  total: number;
};

/** Lower case without accents, so "resumen" finds "Resúmen" and "ROLES" finds "roles". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const matches = (entry: PermissionEntry, words: readonly string[]): boolean => {
  const haystack = foldText(`${entry.label} ${entry.key} ${entry.description} ${entry.group}`);
  return words.every((word) => haystack.includes(word));
};

/** The groups holding a permission that matches every word of the search, in catalogue order. */
export function checklistGroups(
  isChecked: (key: string) => boolean,
  search: string,
  catalogue: readonly PermissionEntry[] = PERMISSION_CATALOGUE,
): ChecklistGroup[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return PERMISSION_GROUPS.flatMap((group) => {
    const inGroup = catalogue.filter((entry) => entry.group === group);
    const entries = inGroup.filter((entry) => matches(entry, words));
    if (entries.length === 0) return [];
    const checkedCount = inGroup.filter((entry) => isChecked(entry.key)).length;
    return [{ group, entries, checkedCount, total: inGroup.length }];
  });
}

/** A user's own changes to their role: permissions granted on top, and role permissions taken away. */
export type UserPermissionDraft = { frontPermissions: string[]; removedDefaultPermissions: string[] };

export type PermissionSource = 'role' | 'granted' | 'removedFromRole' | 'none';

export function permissionSource(
  key: string,
  rolePermissions: readonly string[],
  draft: UserPermissionDraft,
): PermissionSource {
  if (draft.frontPermissions.includes(key)) return 'granted';
  if (!rolePermissions.includes(key)) return 'none';
  return draft.removedDefaultPermissions.includes(key) ? 'removedFromRole' : 'role';
}

export const isEffective = (source: PermissionSource): boolean => source === 'role' || source === 'granted';

const without = (list: readonly string[], key: string) => list.filter((item) => item !== key);

/**
 * Ticking grants the permission (or undoes its removal from the role); unticking takes it back
 * (or removes it from what the role gives this user).
 */
export function toggleUserPermission(
  rolePermissions: readonly string[],
  draft: UserPermissionDraft,
  key: string,
  checked: boolean,
): UserPermissionDraft {
  const inRole = rolePermissions.includes(key);
  const frontPermissions = without(draft.frontPermissions, key);
  const removedDefaultPermissions = without(draft.removedDefaultPermissions, key);
  if (checked && !inRole) frontPermissions.push(key);
  if (!checked && inRole) removedDefaultPermissions.push(key);
  return { frontPermissions, removedDefaultPermissions };
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export const isSameDraft = (a: UserPermissionDraft, b: UserPermissionDraft): boolean =>
  sameMembers(a.frontPermissions, b.frontPermissions) &&
  sameMembers(a.removedDefaultPermissions, b.removedDefaultPermissions);

/** A role's set with one permission ticked or unticked. */
export const toggleRolePermission = (
  permissions: readonly string[],
  key: string,
  checked: boolean,
): string[] => (checked ? [...without(permissions, key), key] : without(permissions, key));

export const isSameSet = sameMembers;

export const permissionCount = (count: number): string =>
  `${count} ${count === 1 ? 'permission' : 'permissions'}`;
