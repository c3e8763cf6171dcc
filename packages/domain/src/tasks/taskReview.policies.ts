// Who may move a task through its review and completion steps.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isTaskReviewer, TASK_DONE_ROLES } from './taskReview';

const sameId = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

const bodyField = (input: GuardInput, field: string): unknown =>
  typeof input.body === 'object' && input.body !== null
    ? (input.body as Record<string, unknown>)[field]
    : undefined;

/**
 * Submitting is for the assignee themself (`userId` is the caller); 'Reviewed' and 'Unsubmitted'
 * are a reviewer's decisions. Whether the step follows from the current status is the service's.
 */
export function mayChangeReviewStatus(actor: Actor, input: GuardInput): boolean {
  const status = bodyField(input, 'reviewStatus');
  if (status === 'Submitted') return sameId(bodyField(input, 'userId'), actor.userId);
  return isTaskReviewer(actor);
}

/**
 * Marking a person's task done, and undoing it, is for Administrators and Owners (spec 001 section
 * 6) whose permissions let them update tasks, as the original's whole-task update required.
 */
export const mayChangeTaskCompletion = (actor: Actor): boolean =>
  TASK_DONE_ROLES.includes(actor.role) && can(actor, 'updateTask');

/** A review request is sent by the person whose work it is, or for them by those who update tasks. */
export function mayRequestReview(actor: Actor, input: GuardInput): boolean {
  return sameId(input.params.userId, actor.userId) || can(actor, 'updateTask');
}
