// Who may write whose weekly summaries (spec 001 section 6): one's own, or anyone's with
// putUserProfileImportantInfo, which "controls summary and badge areas of another user's bar; an
// Owner's bar is restricted unless the viewer is Owner". The server's guard and the summary form
// decide with these same functions.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';
import { canEnterRoute, ROUTE_RULES } from '../permissions/routeGuards';
import { mayTouchTimeOf } from '../timeEntries/policies';
import { canManageAccount } from '../userManagement/policies';

/** The person whose summaries are written, as the server loads them. */
export type SummaryWriterTarget = {
  readonly userId: string;
  readonly role: string;
  readonly isProtected: boolean;
};

/**
 * One's own summaries; another's with putUserProfileImportantInfo, an Owner's by an Owner only (as
 * for their time) and on an account the actor may act on (a protected one as an Owner only).
 */
export const canWriteWeeklySummariesOf = (actor: Actor, target: SummaryWriterTarget): boolean =>
  isSameUser(actor, target.userId) ||
  (can(actor, 'putUserProfileImportantInfo') &&
    mayTouchTimeOf(actor, target.role) &&
    canManageAccount(actor, target));

/**
 * 'weeklySummaryWriter': the path's `:userId` is the caller, or the caller may write the summaries
 * of `subject`, the person the server loaded. Without a subject (nobody by that id) a holder of
 * putUserProfileImportantInfo passes on to be told the user is not valid.
 */
export function mayWriteWeeklySummaries(actor: Actor, input: GuardInput, subject?: unknown): boolean {
  const userId = input.params.userId;
  if (typeof userId === 'string' && isSameUser(actor, userId)) return true;
  const target = subject as SummaryWriterTarget | undefined;
  return target ? canWriteWeeklySummariesOf(actor, target) : can(actor, 'putUserProfileImportantInfo');
}

/**
 * 'summariesReader': the report's readers are those its page admits (getWeeklySummaries, or the
 * roles the route table names), so that a Manager or Mentor who may open the page sees its people.
 */
export const mayReadSummariesReport = (actor: Actor): boolean =>
  canEnterRoute(actor, ROUTE_RULES['/weeklysummariesreport']);

const REPORT_FILTER_ROLES: readonly string[] = ['Administrator', 'Owner', 'Manager', 'Mentor'];

/**
 * The report's Team, Team Code and Colour filters, and giving people their colour, are for
 * Administrators, Owners, Managers and Mentors (spec 001, the weekly summaries report).
 */
export const canUseReportFilters = (actor: Pick<Actor, 'role'>): boolean =>
  REPORT_FILTER_ROLES.includes(actor.role);

/** 'summaryRecipientsManager': Owners and Administrators choose who receives the weekly summaries e-mail. */
export const canManageSummaryRecipients = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';
