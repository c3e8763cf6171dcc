// Who may see whose team tasks beyond a single permission name.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { maySeeFollowUpCount } from '../followUps/followUpDue';
import { canActForViewedUser, isSameUser } from '../permissions/policies';

/**
 * Someone else's dashboard, and the team tasks on it, is viewed by Owners and Administrators and by
 * holders of seeUsersInDashboard ("choose any user to view on the dashboard").
 */
export const canViewOthersDashboard = (actor: Actor): boolean =>
  canActForViewedUser(actor) || can(actor, 'seeUsersInDashboard');

/** 'teamTasksViewer': the tasks of one's own teams, or of a user whose dashboard one may view. */
export function mayViewTeamTasks(actor: Actor, input: GuardInput): boolean {
  const userId = input.params.userId;
  return (typeof userId === 'string' && isSameUser(actor, userId)) || canViewOthersDashboard(actor);
}

/** 'teamFollowUpsCounter': how many follow-ups the team tasks need, for the roles that see the count. */
export const mayCountTeamFollowUps = (actor: Actor, input: GuardInput): boolean =>
  maySeeFollowUpCount(actor) && mayViewTeamTasks(actor, input);
