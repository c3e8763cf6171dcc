import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { isProfileOwnerInPath, mayCallBioStatusChange, mayCallProfileEditing } from './policies';

const actor = (permissions: string[], userId = 'abc'): Actor => ({
  userId,
  role: 'Volunteer',
  permissions: new Set(permissions),
});
const path = (userId?: string) => ({ params: { userId }, query: {}, body: undefined });

describe('profile guards', () => {
  it('lets the profile’s own user through, whatever the case of the id', () => {
    expect(isProfileOwnerInPath(actor([]), path('ABC'))).toBe(true);
    expect(isProfileOwnerInPath(actor([]), path('other'))).toBe(false);
    expect(isProfileOwnerInPath(actor([]), path(undefined))).toBe(false);
  });

  it('lets editors of profiles call the profile editing, and bio requesters set the bio status', () => {
    expect(mayCallProfileEditing(actor([]), path('other'))).toBe(false);
    expect(mayCallProfileEditing(actor(['putUserProfile']), path('other'))).toBe(true);
    expect(mayCallProfileEditing(actor(['addDeleteEditOwners']), path('other'))).toBe(true);
    expect(mayCallBioStatusChange(actor([]), path('abc'))).toBe(true);
    expect(mayCallBioStatusChange(actor([]), path('other'))).toBe(false);
    expect(mayCallBioStatusChange(actor(['requestBio']), path('other'))).toBe(true);
  });
});
