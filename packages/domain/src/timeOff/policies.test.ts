import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import { canManageTimeOffOf, mayManageTimeOffRequest, mayRequestTimeOffFor } from './policies';

const actor = (role: Role, userId = role.toLowerCase()): Actor => ({
  userId,
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});

const admin = actor('Administrator');
const volunteer = actor('Volunteer', 'Vol-1');
const input = (body: unknown) => ({ params: {}, query: {}, body });

describe('canManageTimeOffOf', () => {
  it('is one’s own, or anyone’s for Owners, Administrators and time-off managers', () => {
    expect(canManageTimeOffOf(volunteer, 'vol-1')).toBe(true);
    expect(canManageTimeOffOf(volunteer, 'someone')).toBe(false);
    expect(canManageTimeOffOf(actor('Manager'), 'someone')).toBe(false);
    expect(canManageTimeOffOf(admin, 'someone')).toBe(true);
    expect(canManageTimeOffOf({ ...volunteer, permissions: new Set(['manageTimeOffRequests']) }, 'x')).toBe(
      true,
    );
  });
});

describe('mayRequestTimeOffFor', () => {
  it('reads the body’s requestFor, letting an unreadable body through to be refused as invalid', () => {
    expect(mayRequestTimeOffFor(volunteer, input({ requestFor: 'VOL-1' }))).toBe(true);
    expect(mayRequestTimeOffFor(volunteer, input({ requestFor: 'someone' }))).toBe(false);
    expect(mayRequestTimeOffFor(admin, input({ requestFor: 'someone' }))).toBe(true);
    expect(mayRequestTimeOffFor(volunteer, input(undefined))).toBe(true);
    expect(mayRequestTimeOffFor(volunteer, input('text'))).toBe(true);
    expect(mayRequestTimeOffFor(volunteer, input({ requestFor: 42 }))).toBe(true);
  });
});

describe('mayManageTimeOffRequest', () => {
  it('decides on the stored request’s requester, letting a missing request through to answer 404', () => {
    expect(mayManageTimeOffRequest(volunteer, input(undefined), 'vol-1')).toBe(true);
    expect(mayManageTimeOffRequest(volunteer, input(undefined), 'someone')).toBe(false);
    expect(mayManageTimeOffRequest(admin, input(undefined), 'someone')).toBe(true);
    expect(mayManageTimeOffRequest(volunteer, input(undefined), undefined)).toBe(true);
  });
});
