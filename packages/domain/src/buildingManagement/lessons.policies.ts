// Who changes a lesson: its author only (spec 002, 6), whatever their role. Who deletes a tag: the
// person who added it, or one who manages the building projects the lessons are learned on.
import type { GuardInput } from '../contracts/endpoint';
import { canAny, type Actor } from '../permissions/can';
import type { Permission } from '../permissions/permissionCatalogue';
import { isSameUser } from '../permissions/policies';

/**
 * 'lessonAuthor': a lesson is edited, deleted by its author only (`subject`: the author's id); one
 * that does not exist is let through to its 404.
 */
export const mayChangeLesson = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined || (typeof subject === 'string' && isSameUser(actor, subject));

/** The building area's permission over its projects, which the lessons and their tags belong to. */
export const TAG_MANAGER_PERMISSIONS: readonly Permission[] = ['putProject'];

/** Whether the actor deletes any tag, whoever added it (the web offers tag deletion to them). */
export const mayManageTags = (actor: Actor): boolean => canAny(actor, TAG_MANAGER_PERMISSIONS);

/**
 * 'tagAuthorOrManager': tags are deleted by a tag manager, or by the person who added every one of
 * them (`subject`: the ids of the tags' authors, null for a tag nobody is known to have added); tags
 * that do not exist are let through to their 404.
 */
export const mayDeleteTags = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  !Array.isArray(subject) ||
  subject.length === 0 ||
  mayManageTags(actor) ||
  subject.every((authorId) => typeof authorId === 'string' && isSameUser(actor, authorId));
