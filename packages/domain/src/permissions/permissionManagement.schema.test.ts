import { describe, expect, it } from 'vitest';
import {
  permissionManagementMessages as msg,
  presetUpdateInput,
  roleCreateInput,
  userPermissionsInput,
} from './permissionManagement.schema';
import { canEditUserPermissions, canGrantPermission } from './userPermissionRules';
import type { Actor } from './can';

const actor = (role: string, permissions: string[]): Actor => ({
  userId: 'a',
  role,
  permissions: new Set(permissions),
});

describe('permission management bodies', () => {
  it('trims the role name and drops repeated permissions', () => {
    expect(roleCreateInput.parse({ roleName: '  Editor ', permissions: ['seeBadges', 'seeBadges'] })).toEqual(
      {
        roleName: 'Editor',
        permissions: ['seeBadges'],
      },
    );
  });

  it('refuses a name outside the catalogue, naming it', () => {
    const result = roleCreateInput.safeParse({
      roleName: 'Editor',
      permissions: ['seeBadges', 'flyToTheMoon'],
    });
    expect(result.error?.issues[0]?.message).toBe(msg.unknownPermission('flyToTheMoon'));
  });

  it('needs both the role name and the permissions', () => {
    expect(roleCreateInput.safeParse({ roleName: ' ', permissions: [] }).error?.issues[0]?.message).toBe(
      msg.roleNameRequired,
    );
    expect(roleCreateInput.safeParse({ roleName: 'Editor' }).error?.issues[0]?.message).toBe(
      msg.permissionsRequired,
    );
  });

  it('keeps omitted user lists omitted and ignores backPermissions', () => {
    const body = userPermissionsInput.parse({
      permissions: { frontPermissions: ['getReports'], backPermissions: [] },
    });
    expect(body).toEqual({ permissions: { frontPermissions: ['getReports'] } });
  });

  it('lets a preset update change any one field', () => {
    expect(presetUpdateInput.parse({ presetName: 'Lean' })).toEqual({ presetName: 'Lean' });
  });
});

describe('who changes whose permissions', () => {
  const admin = actor('Administrator', ['putUserProfilePermissions', 'getReports']);
  const owner = actor('Owner', ['putUserProfilePermissions', 'addDeleteEditOwners']);

  it('keeps Owners for holders of Manage owners and protected accounts for Owners', () => {
    expect(canEditUserPermissions(admin, { role: 'Volunteer', isProtected: false })).toBe(true);
    expect(canEditUserPermissions(admin, { role: 'Owner', isProtected: false })).toBe(false);
    expect(canEditUserPermissions(admin, { role: 'Volunteer', isProtected: true })).toBe(false);
    expect(canEditUserPermissions(owner, { role: 'Owner', isProtected: true })).toBe(true);
    expect(canEditUserPermissions(actor('Manager', []), { role: 'Volunteer', isProtected: false })).toBe(
      false,
    );
  });

  it('lets only Owners grant what they do not hold', () => {
    expect(canGrantPermission(admin, 'getReports')).toBe(true);
    expect(canGrantPermission(admin, 'postRole')).toBe(false);
    expect(canGrantPermission(owner, 'postRole')).toBe(true);
  });
});
