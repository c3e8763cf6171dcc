// Who reads and changes the warning tracker.
import type { GuardInput } from '../contracts/endpoint';
import { can, canAny, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** A person's warnings are read by that person and by those who see the tracking overview. */
export const canReadWarningsOf = (actor: Actor, userId: string): boolean =>
  isSameUser(actor, userId) || can(actor, 'viewTrackingOverview');

/** 'warningsReader': the path's `:userId` names someone whose warnings the caller may read. */
export const mayReadWarningsOf = (actor: Actor, { params }: GuardInput): boolean =>
  typeof params.userId === 'string' && canReadWarningsOf(actor, params.userId);

/** A red warning gives a blue square; any other is a warning. */
export const canIssueWarningOfColor = (actor: Actor, color: unknown): boolean =>
  can(actor, color === 'red' ? 'issueBlueSquare' : 'issueTrackingWarnings');

/** 'warningIssuer': yellow needs issueTrackingWarnings, red issueBlueSquare. */
export const mayIssueWarning = (actor: Actor, { body }: GuardInput): boolean =>
  canIssueWarningOfColor(
    actor,
    typeof body === 'object' && body !== null ? (body as { color?: unknown }).color : undefined,
  );

/**
 * 'warningDescriptionToggler': deactivating needs deactivateWarningTracker and reactivating
 * reactivateWarningTracker (`subject`: whether the description is active now); an unknown one is
 * let through to its 404 for those who hold either.
 */
export const mayToggleWarningDescription = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined
    ? canAny(actor, ['deactivateWarningTracker', 'reactivateWarningTracker'])
    : can(actor, subject === true ? 'deactivateWarningTracker' : 'reactivateWarningTracker');
