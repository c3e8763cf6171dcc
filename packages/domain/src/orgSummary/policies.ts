// Who may read the Total Org Summary: the page's own rule (getWeeklySummaries, or one of the roles
// Administrator, Manager, Core Team, Owner, Mentor), so that the server answers everyone the page admits.
import type { Actor } from '../permissions/can';
import { canEnterRoute, ROUTE_RULES } from '../permissions/routeGuards';

/** 'orgSummaryReader': getWeeklySummaries, or a role the `/totalorgsummary` page admits. */
export const mayReadOrgSummary = (actor: Actor): boolean =>
  canEnterRoute(actor, ROUTE_RULES['/totalorgsummary']);
