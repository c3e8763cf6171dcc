// Who may keep the blue-square e-mail copies list and who may schedule a volunteer's blue-square
// reasons. The endpoints' guards name these, so the server and the screens decide alike.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { canManageTimeOffOf } from '../timeOff/policies';

/**
 * The list holds other people's addresses: it is kept by Owners and Administrators (the profile's
 * blue-square area of the original) and by those who manage the blue-square e-mails.
 */
export const canManageBlueSquareEmailCopies = (actor: Actor): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator' || can(actor, 'resendBlueSquareAndSummaryEmails');

/** A reason for a missed week is scheduled by the volunteer, or by those who manage others' time off. */
export const canScheduleReasonsOf: (actor: Actor, userId: string) => boolean = canManageTimeOffOf;

/** The reasons of the path's `userId`. */
export const mayScheduleReasonsOfPath = (actor: Actor, input: GuardInput): boolean =>
  canScheduleReasonsOf(actor, input.params.userId ?? '');

/**
 * Scheduling a reason for the body's `userId`. The body is not yet validated: one without a readable
 * `userId` passes on to answer 400.
 */
export function mayScheduleReasonFor(actor: Actor, input: GuardInput): boolean {
  const body = input.body;
  const userId =
    typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined;
  return typeof userId !== 'string' || canScheduleReasonsOf(actor, userId);
}
