// Who changes a lesson: its author only (spec 002, 6), whatever their role.
import type { GuardInput } from '../contracts/endpoint';
import type { Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/**
 * 'lessonAuthor': a lesson is edited, deleted by its author only (`subject`: the author's id); one
 * that does not exist is let through to its 404.
 */
export const mayChangeLesson = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined || (typeof subject === 'string' && isSameUser(actor, subject));
