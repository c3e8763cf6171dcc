// Who may read which report. getReports reads every report; without it a volunteer reads their own
// people report and the reports of the teams and projects they belong to (members already see each
// other's weekly hours on the team tasks table). The server's guards refuse with these functions and
// the screens use them to decide whether to link a report.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** The members of the team or project whose report is read, as the server loads them. */
export type ReportMembership = { readonly memberIds: readonly string[] };

const isMember = (actor: Actor, membership: ReportMembership): boolean =>
  membership.memberIds.some((memberId) => isSameUser(actor, memberId));

/** One's own people report, or anyone's with getReports. */
export const canSeePeopleReportOf = (actor: Actor, userId: string): boolean =>
  isSameUser(actor, userId) || can(actor, 'getReports');

/** A team's or project's report: its members', or anyone's with getReports. */
export const canSeeGroupReport = (actor: Actor, membership: ReportMembership): boolean =>
  can(actor, 'getReports') || isMember(actor, membership);

/** 'peopleReportReader': the path's `:userId` is the caller, or the caller holds getReports. */
export const mayReadPeopleReport = (actor: Actor, input: GuardInput): boolean => {
  const userId = input.params.userId;
  return can(actor, 'getReports') || (typeof userId === 'string' && isSameUser(actor, userId));
};

/**
 * 'peopleReportsReader': every person the body's `users` names is the caller, or the caller holds
 * getReports (the reports' lists of time entries of several people).
 */
export const mayReadPeopleReports = (actor: Actor, input: GuardInput): boolean => {
  const users = (input.body as { users?: unknown } | undefined)?.users;
  return (
    can(actor, 'getReports') ||
    (Array.isArray(users) && users.every((id) => typeof id === 'string' && isSameUser(actor, id)))
  );
};

/**
 * 'teamReportReader', 'projectReportReader': the caller holds getReports or is a member of `subject`,
 * the team or project the server loaded. Without a subject (nothing by that id) only a holder of
 * getReports passes on, to be told there is none.
 */
export function mayReadGroupReport(actor: Actor, _input: GuardInput, subject?: unknown): boolean {
  const membership = subject as ReportMembership | undefined;
  return membership ? canSeeGroupReport(actor, membership) : can(actor, 'getReports');
}

/**
 * 'teamsReportReader': the caller holds getReports, or is a member of every team of `subject`, the
 * teams the server loaded for the body's ids (undefined for an id that names none).
 */
export function mayReadGroupReports(actor: Actor, _input: GuardInput, subject?: unknown): boolean {
  if (can(actor, 'getReports')) return true;
  const memberships = subject as readonly (ReportMembership | undefined)[] | undefined;
  return (
    memberships !== undefined &&
    memberships.every((membership) => membership !== undefined && isMember(actor, membership))
  );
}
