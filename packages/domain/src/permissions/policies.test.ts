import { describe, expect, it } from 'vitest';
import type { Actor } from './can';
import {
  canChangePasswordOf,
  canGiveRole,
  canManageAccount,
  canRemoveAccount,
} from './policies';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from './roles';

const actor = (role: Role, userId = role.toLowerCase()): Actor => ({
  userId,
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});

const admin = actor('Administrator');
const owner = actor('Owner');

describe('canManageAccount', () => {
  it('lets an Administrator manage volunteers but not Owners or protected accounts', () => {
    expect(canManageAccount(admin, { role: 'Volunteer', isProtected: false })).toBe(true);
    expect(canManageAccount(admin, { role: 'Owner', isProtected: false })).toBe(false);
    expect(canManageAccount(admin, { role: 'Volunteer', isProtected: true })).toBe(false);
  });

  it('lets an Owner manage Owners and protected accounts', () => {
    expect(canManageAccount(owner, { role: 'Owner', isProtected: true })).toBe(true);
  });

  it('needs addDeleteEditOwners for an Owner even when the actor is an Owner', () => {
    const limitedOwner: Actor = { ...owner, permissions: new Set(DEFAULT_ROLE_PERMISSIONS.Administrator) };
    expect(canManageAccount(limitedOwner, { role: 'Owner', isProtected: false })).toBe(false);
  });
});

describe('canRemoveAccount', () => {
  it('removes accounts one may manage, never one’s own', () => {
    expect(canRemoveAccount(admin, 'someone', { role: 'Volunteer', isProtected: false })).toBe(true);
    expect(canRemoveAccount(admin, 'someone', { role: 'Owner', isProtected: false })).toBe(false);
    expect(canRemoveAccount(owner, 'OWNER', { role: 'Owner', isProtected: false })).toBe(false);
  });
});

describe('canGiveRole', () => {
  it('gives the Owner role only with addDeleteEditOwners', () => {
    expect(canGiveRole(admin, 'Manager')).toBe(true);
    expect(canGiveRole(admin, 'Owner')).toBe(false);
    expect(canGiveRole(owner, 'Owner')).toBe(true);
  });
});

describe('canChangePasswordOf', () => {
  it('lets only the user themselves change their password, ignoring the id’s case', () => {
    expect(canChangePasswordOf(actor('Volunteer', 'ABC'), 'abc')).toBe(true);
    expect(canChangePasswordOf(owner, 'abc')).toBe(false);
  });
});
