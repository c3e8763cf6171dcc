// Who may see whose leaderboard beyond a single permission name.
import type { GuardInput } from '../contracts/endpoint';
import type { Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';
import { canViewOthersDashboard } from '../teamTasks/policies';

/** 'leaderboardViewer': one's own leaderboard, or that of a user whose dashboard one may view. */
export function mayViewLeaderboard(actor: Actor, input: GuardInput): boolean {
  const userId = input.params.userId;
  return (typeof userId === 'string' && isSameUser(actor, userId)) || canViewOthersDashboard(actor);
}
