import { describe, expect, it } from 'vitest';
import type { Actor } from './can';
import { canChangePasswordOf } from './policies';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from './roles';

const actor = (role: Role, userId = role.toLowerCase()): Actor => ({
  userId,
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});

const owner = actor('Owner');

describe('canChangePasswordOf', () => {
  it('lets only the user themselves change their password, ignoring the id’s case', () => {
    expect(canChangePasswordOf(actor('Volunteer', 'ABC'), 'abc')).toBe(true);
    expect(canChangePasswordOf(owner, 'abc')).toBe(false);
  });
});
