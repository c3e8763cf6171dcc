import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '@hgn/domain/permissions';
import {
  checklistGroups,
  foldText,
  isSameDraft,
  permissionSource,
  toggleRolePermission,
  toggleUserPermission,
} from './permissionChecklistModel';

const none = () => false;

describe('checklist groups', () => {
  it('shows every permission of the catalogue once, by group, when nothing is searched', () => {
    const groups = checklistGroups(none, '');
    expect(groups.flatMap((g) => g.entries)).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(groups[0]?.group).toBe('Reports');
  });

  it('finds by label, key or description, ignoring case and accents, every word required', () => {
    expect(checklistGroups(none, 'SEE BADGES').flatMap((g) => g.entries.map((e) => e.key))).toEqual([
      'seeBadges',
    ]);
    expect(checklistGroups(none, 'putuserprofilepermissions')[0]?.entries.map((e) => e.key)).toEqual([
      'putUserProfilePermissions',
    ]);
    expect(checklistGroups(none, 'volunteers become').flatMap((g) => g.entries.map((e) => e.key))).toEqual([
      'deleteRole',
    ]);
    expect(checklistGroups(none, 'délete róles').flatMap((g) => g.entries.map((e) => e.key))).toContain(
      'deleteRole',
    );
    expect(checklistGroups(none, 'no such thing at all')).toEqual([]);
  });

  it('finds a whole group by its name', () => {
    const [inventory] = checklistGroups(none, 'inventory getInvTypeById');
    expect(inventory?.group).toBe('Inventory');
  });

  it('counts ticked permissions of the whole group even when the search hides some', () => {
    const ticked = new Set(['seeBadges', 'createBadges']);
    const [badges] = checklistGroups((key) => ticked.has(key), 'create badges');
    expect(badges).toMatchObject({ group: 'Badges', checkedCount: 2, total: 5 });
    expect(badges?.entries.map((e) => e.key)).toEqual(['createBadges']);
  });

  it('folds accents away', () => {
    expect(foldText('Domínguez ÅSA')).toBe('dominguez asa');
  });
});

describe('a user permissions draft', () => {
  const role = ['getReports', 'seeBadges'];
  const empty = { frontPermissions: [], removedDefaultPermissions: [] };

  it('tells where each permission comes from', () => {
    const draft = { frontPermissions: ['postTeam'], removedDefaultPermissions: ['seeBadges'] };
    expect(permissionSource('getReports', role, draft)).toBe('role');
    expect(permissionSource('seeBadges', role, draft)).toBe('removedFromRole');
    expect(permissionSource('postTeam', role, draft)).toBe('granted');
    expect(permissionSource('deleteTeam', role, draft)).toBe('none');
  });

  it('removes a role permission by unticking it and restores it by ticking it again', () => {
    const removed = toggleUserPermission(role, empty, 'seeBadges', false);
    expect(removed).toEqual({ frontPermissions: [], removedDefaultPermissions: ['seeBadges'] });
    expect(toggleUserPermission(role, removed, 'seeBadges', true)).toEqual(empty);
  });

  it('grants a permission outside the role and takes it back', () => {
    const granted = toggleUserPermission(role, empty, 'postTeam', true);
    expect(granted).toEqual({ frontPermissions: ['postTeam'], removedDefaultPermissions: [] });
    expect(toggleUserPermission(role, granted, 'postTeam', false)).toEqual(empty);
  });

  it('compares drafts ignoring order', () => {
    expect(
      isSameDraft(
        { frontPermissions: ['a', 'b'], removedDefaultPermissions: [] },
        { frontPermissions: ['b', 'a'], removedDefaultPermissions: [] },
      ),
    ).toBe(true);
    expect(isSameDraft(empty, { frontPermissions: ['a'], removedDefaultPermissions: [] })).toBe(false);
  });
});

describe('a role permissions draft', () => {
  it('adds and removes without repeats', () => {
    expect(toggleRolePermission(['a'], 'a', true)).toEqual(['a']);
    expect(toggleRolePermission(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleRolePermission(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
