// Who may call the profile endpoints, decided before the request is read: the named policies of
// `users.contract.ts`. The services then apply the full rules with the stored profile (profileAccess.ts).
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';

export type ProfileTarget = { readonly userId: string; readonly role: string };

/** A profile is editable by its own user, or with putUserProfile; an Owner's also needs addDeleteEditOwners. */
export function canEditProfile(actor: Actor, target: ProfileTarget): boolean {
  if (actor.userId === target.userId) return true;
  if (target.role === 'Owner') return can(actor, 'addDeleteEditOwners');
  return can(actor, 'putUserProfile');
}

/** The path's `:userId` is the caller: ids compare ignoring case, as a uuid may be written either way. */
export function isProfileOwnerInPath(actor: Actor, input: GuardInput): boolean {
  const userId = input.params.userId;
  return typeof userId === 'string' && userId.toLowerCase() === actor.userId.toLowerCase();
}

/**
 * 'editProfile': the profile's own user or someone who may edit profiles (putUserProfile,
 * addDeleteEditOwners for Owners' profiles). The service then applies the full rule with the target's role.
 */
export function mayCallProfileEditing(actor: Actor, input: GuardInput): boolean {
  return isProfileOwnerInPath(actor, input) || mayEditOthersProfiles(actor);
}

const mayEditOthersProfiles = (actor: Actor): boolean =>
  can(actor, 'putUserProfile') || can(actor, 'addDeleteEditOwners');

/** 'editProfilesInBody': each change of the list names the caller, or the caller may edit others' profiles. */
export function mayCallProfileEditingOfList(actor: Actor, input: GuardInput): boolean {
  const names = (entry: unknown) =>
    typeof (entry as { user_id?: unknown } | null)?.user_id === 'string' &&
    (entry as { user_id: string }).user_id.toLowerCase() === actor.userId.toLowerCase();
  return (Array.isArray(input.body) && input.body.every(names)) || mayEditOthersProfiles(actor);
}

/** 'editProfileInBody': 'editProfile' for the calls that name the person in the body's `user_id`. */
export function mayCallProfileEditingOfBody(actor: Actor, input: GuardInput): boolean {
  const userId = (input.body as { user_id?: unknown } | undefined)?.user_id;
  const isSelf = typeof userId === 'string' && userId.toLowerCase() === actor.userId.toLowerCase();
  return isSelf || mayEditOthersProfiles(actor);
}

/** 'selfOrRequestBio': the bio status is the user's own, or set by those who request bios. */
export function mayCallBioStatusChange(actor: Actor, input: GuardInput): boolean {
  return isProfileOwnerInPath(actor, input) || can(actor, 'requestBio');
}
