import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import { canChangeUserStatus, canGiveRole, canManageAccount, canRemoveAccount } from './policies';

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

describe('canChangeUserStatus', () => {
  const change = (action: string) => ({ params: {}, query: {}, body: { action } });
  const volunteer = { role: 'Volunteer', isProtected: false, inactiveReason: null, isArchived: false };
  const paused = { ...volunteer, inactiveReason: 'Paused' };
  const pauser: Actor = { ...actor('Volunteer'), permissions: new Set(['interactWithPauseUserButton']) };

  it('needs the full status right or the pause button', () => {
    expect(canChangeUserStatus(admin, change('DEACTIVATE'))).toBe(true);
    expect(canChangeUserStatus(pauser, change('DEACTIVATE'))).toBe(true);
    expect(canChangeUserStatus(actor('Volunteer'), change('PAUSE'))).toBe(false);
  });

  it('with the account, allows only accounts one may manage, and the pause button only pauses and resumes', () => {
    expect(canChangeUserStatus(admin, change('DEACTIVATE'), volunteer)).toBe(true);
    expect(canChangeUserStatus(admin, change('DEACTIVATE'), { ...volunteer, role: 'Owner' })).toBe(false);
    expect(canChangeUserStatus(pauser, change('PAUSE'), volunteer)).toBe(true);
    expect(canChangeUserStatus(pauser, change('ACTIVATE'), paused)).toBe(true);
    expect(canChangeUserStatus(pauser, change('ACTIVATE'), { ...paused, isArchived: true })).toBe(false);
    expect(canChangeUserStatus(pauser, change('DEACTIVATE'), volunteer)).toBe(false);
  });

  it('never allows a change of one’s own account, an Owner’s included', () => {
    const ofUser = (userId: string) => ({ params: { userId }, query: {}, body: { action: 'DEACTIVATE' } });
    const self = { ...volunteer, role: 'Owner' };
    expect(canChangeUserStatus(owner, ofUser('OWNER'), self)).toBe(false);
    expect(canChangeUserStatus(admin, ofUser('administrator'), { ...volunteer, role: 'Administrator' })).toBe(
      false,
    );
    expect(canChangeUserStatus(owner, ofUser('someone-else'), self)).toBe(true);
  });
});
