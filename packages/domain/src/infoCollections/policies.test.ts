import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { isOwner } from '../permissions/policies';
import { canReadInfo } from './policies';

const actor = (role: string): Actor => ({ userId: 'u1', role, permissions: new Set<string>() });

describe('info pop-ups', () => {
  it('are read by visibility and written by Owners only', () => {
    const volunteer = actor('Volunteer');
    const admin = actor('Administrator');
    expect(canReadInfo(volunteer, 0)).toBe(true);
    expect(canReadInfo(volunteer, 1)).toBe(false);
    expect(canReadInfo(admin, 1)).toBe(true);
    expect(canReadInfo(volunteer, 2)).toBe(false);
    expect(canReadInfo(actor('Mentor'), 2)).toBe(true);
    expect(canReadInfo(actor('Manager'), 7)).toBe(false);
    expect(isOwner(actor('Owner'))).toBe(true);
    expect(isOwner(admin)).toBe(false);
  });
});
