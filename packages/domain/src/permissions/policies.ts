// Named rules that need more than a single permission name.
import { can, type Actor } from './can';

export type ProfileTarget = { readonly userId: string; readonly role: string };

/** A profile is editable by its own user, or with putUserProfile; an Owner's also needs addDeleteEditOwners. */
export function canEditProfile(actor: Actor, target: ProfileTarget): boolean {
  if (actor.userId === target.userId) return true;
  if (target.role === 'Owner') return can(actor, 'addDeleteEditOwners');
  return can(actor, 'putUserProfile');
}

/** Whether the id names the actor, ids compared without regard to case. */
export const isSameUser = (actor: Pick<Actor, 'userId'>, userId: string): boolean =>
  actor.userId.toLowerCase() === userId.toLowerCase();

export type AccountTarget = { readonly role: string; readonly isProtected: boolean };

/**
 * Acting on another person's account (its status, final day, password reset, removal, role): a
 * protected account only as an Owner, an Owner's only with addDeleteEditOwners (server rules 2.4).
 */
export function canManageAccount(actor: Actor, target: AccountTarget): boolean {
  if (target.isProtected && actor.role !== 'Owner') return false;
  return target.role !== 'Owner' || can(actor, 'addDeleteEditOwners');
}

/** Removing (deleting or archiving) an account: anyone's one may manage, never one's own. */
export const canRemoveAccount = (actor: Actor, userId: string, target: AccountTarget): boolean =>
  !isSameUser(actor, userId) && canManageAccount(actor, target);

/** Giving someone the Owner role needs addDeleteEditOwners; any other role only the right to set roles. */
export const canGiveRole = (actor: Actor, role: string): boolean =>
  role !== 'Owner' || can(actor, 'addDeleteEditOwners');

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
