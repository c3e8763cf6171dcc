import { describe, expect, it } from 'vitest';
import { can, canAny, effectivePermissions, type Actor } from './can';
import { canEditProfile } from '../users/policies';
import { canActForViewedUser } from './policies';
import { DEFAULT_ROLE_PERMISSIONS } from './roles';

const actor = (role: string, permissions: Iterable<string>, userId = 'u1'): Actor => ({
  userId,
  role,
  permissions: new Set(permissions),
});

describe('effectivePermissions', () => {
  it('is the role set minus removed ones plus the user own', () => {
    const granted = effectivePermissions({
      rolePermissions: ['postTask', 'updateTask', 'suggestTask'],
      removedDefaultPermissions: ['updateTask'],
      frontPermissions: ['getReports'],
    });
    expect([...granted].sort()).toEqual(['getReports', 'postTask', 'suggestTask']);
  });

  it('keeps a removed permission the user was also given directly', () => {
    const granted = effectivePermissions({
      rolePermissions: ['postTask'],
      removedDefaultPermissions: ['postTask'],
      frontPermissions: ['postTask'],
    });
    expect(granted.has('postTask')).toBe(true);
  });

  it('defaults the user lists to empty', () => {
    expect(effectivePermissions({ rolePermissions: DEFAULT_ROLE_PERMISSIONS.Volunteer }).size).toBe(1);
  });
});

describe('can and canAny', () => {
  const manager = actor('Manager', DEFAULT_ROLE_PERMISSIONS.Manager);

  it('checks single and alternative permissions', () => {
    expect(can(manager, 'putTeam')).toBe(true);
    expect(can(manager, 'postTeam')).toBe(false);
    expect(canAny(manager, ['postTeam', 'putTeam'])).toBe(true);
    expect(canAny(manager, [])).toBe(false);
  });
});

describe('policies', () => {
  const admin = actor('Administrator', DEFAULT_ROLE_PERMISSIONS.Administrator, 'admin');
  const owner = actor('Owner', DEFAULT_ROLE_PERMISSIONS.Owner, 'owner');
  const volunteer = actor('Volunteer', DEFAULT_ROLE_PERMISSIONS.Volunteer, 'vol');

  it('lets users edit their own profile and editors edit others, Owners only with addDeleteEditOwners', () => {
    expect(canEditProfile(volunteer, { userId: 'vol', role: 'Volunteer' })).toBe(true);
    expect(canEditProfile(volunteer, { userId: 'other', role: 'Volunteer' })).toBe(false);
    expect(canEditProfile(admin, { userId: 'vol', role: 'Volunteer' })).toBe(true);
    expect(canEditProfile(admin, { userId: 'owner', role: 'Owner' })).toBe(false);
    expect(canEditProfile(owner, { userId: 'owner2', role: 'Owner' })).toBe(true);
  });

  it('lets only Owners and Administrators act for a viewed user', () => {
    expect(canActForViewedUser(admin)).toBe(true);
    expect(canActForViewedUser(actor('Core Team', []))).toBe(false);
  });
});
