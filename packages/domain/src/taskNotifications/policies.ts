// Who may post or clear task change notices.
import type { GuardInput } from '../contracts/endpoint';
import { canAny, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/**
 * A change notice for a task is posted by someone who may update tasks or by one of the task's own
 * people (`subject`: the ids of its resources); a task that does not exist is let through to its 404.
 */
export const mayNoticeTaskChange = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined ||
  canAny(actor, ['updateTask']) ||
  (Array.isArray(subject) && subject.some((id) => typeof id === 'string' && isSameUser(actor, id)));

/** A notice is marked read only by the person notified (`subject`: that person's id). */
export const mayReadTaskNotice = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined || (typeof subject === 'string' && isSameUser(actor, subject));

/**
 * `DELETE /tasknotification/:firstId/:secondId`: the original client sends userId/taskId and the
 * original server read taskId/userId, so either segment may name the person; it must be the caller.
 */
export const mayClearOwnTaskNotices = (actor: Actor, { params }: GuardInput): boolean =>
  [params.firstId, params.secondId].some((id) => typeof id === 'string' && isSameUser(actor, id));
