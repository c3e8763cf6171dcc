import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import {
  canSeeGroupReport,
  canSeePeopleReportOf,
  mayReadGroupReport,
  mayReadGroupReports,
  mayReadPeopleReport,
  mayReadPeopleReports,
} from './policies';

const actor = (role: Role, userId = role.toLowerCase()): Actor => ({
  userId,
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});
const pathOf = (params: Record<string, string>) => ({ params, query: {}, body: undefined });

const coreTeam = actor('Core Team');
const manager = actor('Manager');
const volunteer = actor('Volunteer', 'Vol-1');

describe('people reports', () => {
  it("lets everyone read their own, ids compared without case, and getReports anyone's", () => {
    expect(canSeePeopleReportOf(volunteer, 'vol-1')).toBe(true);
    expect(canSeePeopleReportOf(volunteer, 'someone')).toBe(false);
    expect(canSeePeopleReportOf(manager, 'someone')).toBe(false);
    expect(canSeePeopleReportOf(coreTeam, 'someone')).toBe(true);
    expect(mayReadPeopleReport(volunteer, pathOf({ userId: 'VOL-1' }))).toBe(true);
    expect(mayReadPeopleReport(volunteer, pathOf({ userId: 'someone' }))).toBe(false);
    expect(mayReadPeopleReport(coreTeam, pathOf({ userId: 'someone' }))).toBe(true);
  });
});

describe('team and project reports', () => {
  const group = { memberIds: ['VOL-1', 'other'] };

  it('lets their members and holders of getReports read them', () => {
    expect(canSeeGroupReport(volunteer, group)).toBe(true);
    expect(canSeeGroupReport(manager, group)).toBe(false);
    expect(canSeeGroupReport(coreTeam, { memberIds: [] })).toBe(true);
    expect(mayReadGroupReport(volunteer, pathOf({ teamId: 't' }), group)).toBe(true);
    expect(mayReadGroupReport(manager, pathOf({ teamId: 't' }), group)).toBe(false);
  });

  it('lets only holders of getReports on to be told that nothing has the id', () => {
    expect(mayReadGroupReport(coreTeam, pathOf({ teamId: 'none' }))).toBe(true);
    expect(mayReadGroupReport(volunteer, pathOf({ teamId: 'none' }))).toBe(false);
  });
});

describe("several people's entries", () => {
  const bodyOf = (users: unknown) => ({ params: {}, query: {}, body: { users } });

  it("admits one's own, and anyone's with getReports", () => {
    expect(mayReadPeopleReports(actor('Volunteer'), bodyOf(['volunteer']))).toBe(true);
    expect(mayReadPeopleReports(actor('Volunteer'), bodyOf(['volunteer', 'mentor']))).toBe(false);
    expect(mayReadPeopleReports(actor('Administrator'), bodyOf(['volunteer', 'mentor']))).toBe(true);
  });

  it('admits no one without getReports when the body names no list', () => {
    expect(mayReadPeopleReports(actor('Volunteer'), bodyOf('volunteer'))).toBe(false);
    expect(mayReadPeopleReports(actor('Volunteer'), bodyOf([42]))).toBe(false);
  });
});

describe('several teams', () => {
  const none = { params: {}, query: {}, body: undefined };
  const teamOf = (...memberIds: string[]) => ({ memberIds });

  it('admits a member of every team, or a holder of getReports', () => {
    const volunteer = actor('Volunteer');
    expect(mayReadGroupReports(volunteer, none, [teamOf('volunteer'), teamOf('mentor', 'volunteer')])).toBe(
      true,
    );
    expect(mayReadGroupReports(volunteer, none, [teamOf('volunteer'), teamOf('mentor')])).toBe(false);
    expect(mayReadGroupReports(volunteer, none, [teamOf('volunteer'), undefined])).toBe(false);
    expect(mayReadGroupReports(volunteer, none, undefined)).toBe(false);
    expect(mayReadGroupReports(actor('Administrator'), none, [teamOf('mentor'), undefined])).toBe(true);
  });
});
