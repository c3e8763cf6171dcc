// Who may act on a volunteer's badges beyond a single permission.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** A volunteer's own badge count (the path's `userId`), or anyone's for those who assign badges. */
export function maySeeBadgeCountOf(actor: Actor, input: GuardInput): boolean {
  const { userId } = input.params;
  return (typeof userId === 'string' && isSameUser(actor, userId)) || can(actor, 'assignBadges');
}
