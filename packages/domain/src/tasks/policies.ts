// Who may change what of a task beyond a single permission name.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';

/**
 * A task's status is set by those who may update tasks and by the people working on it (the
 * original checked nobody). `subject` is the ids of the task's people; with none loaded (an unknown
 * task) the call goes through to be answered 404.
 */
export function mayUpdateTaskStatus(actor: Actor, _input: GuardInput, subject?: unknown): boolean {
  if (can(actor, 'updateTask')) return true;
  if (!Array.isArray(subject)) return true;
  return subject.some((id) => typeof id === 'string' && id.toLowerCase() === actor.userId.toLowerCase());
}
