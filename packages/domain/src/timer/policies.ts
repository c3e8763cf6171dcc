// Whose timer a caller may use beyond a single permission name.
import type { GuardInput } from '../contracts/endpoint';
import type { Actor } from '../permissions/can';
import { canActForViewedUser, isSameUser } from '../permissions/policies';

/** One's own timer, or anyone's for an Owner or Administrator (the header acting for a viewed user). */
export const mayUseTimerOf = (actor: Pick<Actor, 'userId' | 'role'>, userId: string): boolean =>
  isSameUser(actor, userId) || canActForViewedUser(actor);

/** 'timerOfUser': the timer named by the path's userId is the caller's, or the caller is an Owner or Administrator. */
export const mayCallTimerOf = (actor: Actor, input: GuardInput): boolean =>
  typeof input.params.userId === 'string' && mayUseTimerOf(actor, input.params.userId);
