import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import {
  canUseReportFilters,
  canWriteWeeklySummariesOf,
  mayReadSummariesReport,
  mayWriteWeeklySummaries,
} from './policies';

const actor = (role: Role, userId = role.toLowerCase()): Actor => ({
  userId,
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});
const person = (role: string, isProtected = false) => ({ userId: 'someone', role, isProtected });
const pathOf = (userId: string) => ({ params: { userId }, query: {}, body: undefined });

const admin = actor('Administrator');
const owner = actor('Owner');
const manager = actor('Manager');
const volunteer = actor('Volunteer', 'Vol-1');

describe('canWriteWeeklySummariesOf', () => {
  it('lets everyone write their own, whatever their role or account', () => {
    expect(
      canWriteWeeklySummariesOf(volunteer, { userId: 'VOL-1', role: 'Volunteer', isProtected: true }),
    ).toBe(true);
    expect(canWriteWeeklySummariesOf(owner, { userId: 'owner', role: 'Owner', isProtected: false })).toBe(
      true,
    );
  });

  it("lets holders of putUserProfileImportantInfo write another's, an Owner's by an Owner only", () => {
    expect(canWriteWeeklySummariesOf(admin, person('Volunteer'))).toBe(true);
    expect(canWriteWeeklySummariesOf(admin, person('Owner'))).toBe(false);
    expect(canWriteWeeklySummariesOf(owner, person('Owner'))).toBe(true);
    expect(canWriteWeeklySummariesOf(manager, person('Volunteer'))).toBe(false);
    expect(canWriteWeeklySummariesOf(volunteer, person('Volunteer'))).toBe(false);
    const granted = { ...volunteer, permissions: new Set(['putUserProfileImportantInfo']) };
    expect(canWriteWeeklySummariesOf(granted, person('Volunteer'))).toBe(true);
  });

  it("keeps a protected account's summaries to its user and Owners", () => {
    expect(canWriteWeeklySummariesOf(admin, person('Volunteer', true))).toBe(false);
    expect(canWriteWeeklySummariesOf(owner, person('Volunteer', true))).toBe(true);
  });
});

describe('mayWriteWeeklySummaries', () => {
  it('lets the path’s own user through before anything is loaded', () => {
    expect(mayWriteWeeklySummaries(volunteer, pathOf('vol-1'))).toBe(true);
    expect(mayWriteWeeklySummaries(volunteer, pathOf('someone'))).toBe(false);
  });

  it('decides on the loaded person, letting an unknown one through to holders to be told so', () => {
    expect(mayWriteWeeklySummaries(admin, pathOf('someone'), person('Owner'))).toBe(false);
    expect(mayWriteWeeklySummaries(admin, pathOf('someone'), person('Manager'))).toBe(true);
    expect(mayWriteWeeklySummaries(admin, pathOf('nobody'))).toBe(true);
    expect(mayWriteWeeklySummaries(manager, pathOf('nobody'))).toBe(false);
  });
});

describe('the weekly summaries report', () => {
  it('is read by those its page admits: getWeeklySummaries or the roles the route names', () => {
    const readers = (['Administrator', 'Manager', 'Core Team', 'Owner', 'Mentor'] as const).map((role) =>
      actor(role),
    );
    for (const reader of readers) expect(mayReadSummariesReport(reader), reader.role).toBe(true);
    expect(mayReadSummariesReport(volunteer)).toBe(false);
    const granted = { ...volunteer, permissions: new Set(['getWeeklySummaries']) };
    expect(mayReadSummariesReport(granted)).toBe(true);
  });

  it('is filtered by team and colour, and coloured, by Administrators, Owners, Managers and Mentors', () => {
    for (const role of ['Administrator', 'Owner', 'Manager', 'Mentor'] as const)
      expect(canUseReportFilters(actor(role)), role).toBe(true);
    for (const role of ['Core Team', 'Volunteer'] as const)
      expect(canUseReportFilters(actor(role)), role).toBe(false);
  });
});
