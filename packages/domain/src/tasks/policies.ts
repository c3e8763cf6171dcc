// Who may change what of a task beyond a single permission name.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isTaskReviewer } from './taskReview';

/**
 * A task's status is set by those who may update tasks and by the people working on it (the
 * original checked nobody); `peopleIds` are the ids of the task's people.
 */
export const maySetTaskStatus = (actor: Actor, peopleIds: readonly string[]): boolean =>
  can(actor, 'updateTask') || peopleIds.some((id) => id.toLowerCase() === actor.userId.toLowerCase());

/**
 * PUT /api/task/updateStatus: those who may set the task's status, and reviewers, who move reviews
 * through it as the original client does (the service checks each step as the review endpoint
 * does, and a reviewer's status change as `maySetTaskStatus`). `subject` is the ids of the task's
 * people; with none loaded (an unknown task) the call goes through to be answered 404.
 */
export function mayUpdateTaskStatus(actor: Actor, _input: GuardInput, subject?: unknown): boolean {
  if (!Array.isArray(subject)) return true;
  return (
    isTaskReviewer(actor) ||
    maySetTaskStatus(
      actor,
      subject.filter((id): id is string => typeof id === 'string'),
    )
  );
}
