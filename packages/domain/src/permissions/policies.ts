// Named rules that need more than a single permission name.
import type { Actor } from './can';

/** Whether the id names the actor, ids compared without regard to case. */
export const isSameUser = (actor: Pick<Actor, 'userId'>, userId: string): boolean =>
  actor.userId.toLowerCase() === userId.toLowerCase();

/** A password is changed with its current one by its own user only; others' are reset from user management. */
export const canChangePasswordOf = (actor: Pick<Actor, 'userId'>, userId: string): boolean =>
  isSameUser(actor, userId);

/** What only an Owner does: each such rule is named in its area's policies and is this one. */
export const isOwner = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'Owner';

/** The header and timer act for a viewed user only when the viewer is an Owner or Administrator. */
export const canActForViewedUser = (viewer: Pick<Actor, 'role'>): boolean =>
  viewer.role === 'Owner' || viewer.role === 'Administrator';
