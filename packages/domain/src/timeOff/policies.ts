// Who may ask for, read, change and withdraw time off (server rules 4.8). The endpoints' guards name
// these, so the server and the screens that offer the controls decide alike.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** Anyone's time off is managed by an Owner, an Administrator or with manageTimeOffRequests. */
export const canManageOthersTimeOff = (actor: Actor): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator' || can(actor, 'manageTimeOffRequests');

/** One's own time off, or anyone's for those who manage others' time off. */
export const canManageTimeOffOf = (actor: Actor, userId: string): boolean =>
  isSameUser(actor, userId) || canManageOthersTimeOff(actor);

/**
 * Asking for time off for the body's `requestFor`. The body is not yet validated: one without a
 * readable `requestFor` passes on to answer 400.
 */
export function mayRequestTimeOffFor(actor: Actor, input: GuardInput): boolean {
  const body = input.body;
  const requestFor =
    typeof body === 'object' && body !== null ? (body as { requestFor?: unknown }).requestFor : undefined;
  return typeof requestFor !== 'string' || canManageTimeOffOf(actor, requestFor);
}

/**
 * Reading, changing or withdrawing a stored request: `subject` is its requester's id, as the server
 * loads it. A request that does not exist (no subject) passes on to answer 404.
 */
export function mayManageTimeOffRequest(actor: Actor, _input: GuardInput, subject?: unknown): boolean {
  return typeof subject !== 'string' || canManageTimeOffOf(actor, subject);
}
