// Named rules that need more than a single permission name.
import type { Actor } from './can';

/** Whether the id names the actor, ids compared without regard to case. */
export const isSameUser = (actor: Pick<Actor, 'userId'>, userId: string): boolean =>
  actor.userId.toLowerCase() === userId.toLowerCase();

/** A password is changed with its current one by its own user only; others' are reset from user management. */
export const canChangePasswordOf = (actor: Pick<Actor, 'userId'>, userId: string): boolean =>
  isSameUser(actor, userId);

/** Only an Owner writes the content of info pop-ups. */
export const canEditInfoContent = (actor: Actor): boolean => actor.role === 'Owner';

/** Info pop-up visibility: 0 everyone (the default), 1 Administrators and Owners, 2 all but Volunteers. */
export const INFO_VISIBILITY = { everyone: 0, adminsAndOwners: 1, allButVolunteers: 2 } as const;
export type InfoVisibility = (typeof INFO_VISIBILITY)[keyof typeof INFO_VISIBILITY];

/** Who may read an info pop-up; an unknown visibility is treated as the narrowest. */
export function canReadInfo(actor: Pick<Actor, 'role'>, visibility: number): boolean {
  switch (visibility) {
    case INFO_VISIBILITY.everyone:
      return true;
    case INFO_VISIBILITY.allButVolunteers:
      return actor.role !== 'Volunteer';
    default:
      return actor.role === 'Owner' || actor.role === 'Administrator';
  }
}

/** The header and timer act for a viewed user only when the viewer is an Owner or Administrator. */
export const canActForViewedUser = (viewer: Pick<Actor, 'role'>): boolean =>
  viewer.role === 'Owner' || viewer.role === 'Administrator';
