import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import { mayStartTimeOffOn, periodsOverlap } from './timeOffRules';

const actor = (role: Role, extra: string[] = []): Actor => ({
  userId: role.toLowerCase(),
  role,
  permissions: new Set([...DEFAULT_ROLE_PERMISSIONS[role], ...extra]),
});

describe('periodsOverlap', () => {
  const august = { startingDate: '2026-08-02', endingDate: '2026-08-15' };

  it('sees a shared first or last day, a period inside and one around', () => {
    expect(periodsOverlap(august, { startingDate: '2026-08-15', endingDate: '2026-08-21' })).toBe(true);
    expect(periodsOverlap(august, { startingDate: '2026-07-26', endingDate: '2026-08-02' })).toBe(true);
    expect(periodsOverlap(august, { startingDate: '2026-08-09', endingDate: '2026-08-09' })).toBe(true);
    expect(periodsOverlap(august, { startingDate: '2026-07-01', endingDate: '2026-09-01' })).toBe(true);
  });

  it('lets periods run back to back', () => {
    expect(periodsOverlap(august, { startingDate: '2026-08-16', endingDate: '2026-08-22' })).toBe(false);
    expect(periodsOverlap(august, { startingDate: '2026-07-26', endingDate: '2026-08-01' })).toBe(false);
  });
});

describe('mayStartTimeOffOn', () => {
  // 23:30 on Saturday 2026-11-21 in Los Angeles is already Sunday in UTC.
  const now = new Date('2026-11-22T07:30:00Z');

  it('lets anyone start today or later on the Pacific calendar', () => {
    expect(mayStartTimeOffOn(actor('Volunteer'), '2026-11-21', now)).toBe(true);
    expect(mayStartTimeOffOn(actor('Volunteer'), '2026-11-22', now)).toBe(true);
  });

  it('keeps an earlier start for those who manage others’ time off', () => {
    expect(mayStartTimeOffOn(actor('Volunteer'), '2026-11-20', now)).toBe(false);
    expect(mayStartTimeOffOn(actor('Manager'), '2026-11-20', now)).toBe(false);
    expect(mayStartTimeOffOn(actor('Administrator'), '2026-11-20', now)).toBe(true);
    expect(mayStartTimeOffOn(actor('Owner'), '2026-11-20', now)).toBe(true);
    expect(mayStartTimeOffOn(actor('Volunteer', ['manageTimeOffRequests']), '2026-11-20', now)).toBe(true);
  });
});
