// Who may see and change what on a profile (spec 000 section 6, server rules section 8). The server
// refuses with these rules and the profile editor disables the same fields with them.
import { can, type Actor } from '../permissions/can';
import { canEditProfile } from './policies';
import { canManageAccount } from '../userManagement/policies';
import { isElevatedRole } from '../permissions/roles';

export type ProfileSubject = {
  readonly userId: string;
  readonly role: string;
  readonly isProtected: boolean;
};

const isSelf = (actor: Actor, target: Pick<ProfileSubject, 'userId'>): boolean =>
  actor.userId.toLowerCase() === target.userId.toLowerCase();

/**
 * The e-mail, phone numbers and blue squares a user made private are still shown to the user, to
 * whoever may edit profiles (putUserProfile) and to the elevated roles (Owner, Administrator, Manager,
 * Mentor, Core Team), who look after volunteers and need to reach them.
 */
export const canSeePrivateProfileFields = (viewer: Actor, target: Pick<ProfileSubject, 'userId'>): boolean =>
  isSelf(viewer, target) || can(viewer, 'putUserProfile') || isElevatedRole(viewer.role);

/**
 * Whether the actor may act on this account at all: their own always; an Owner's only with
 * addDeleteEditOwners; a protected account only when they are an Owner.
 */
export const mayActOnAccount = (actor: Actor, target: ProfileSubject): boolean =>
  isSelf(actor, target) || canManageAccount(actor, target);

/** The profile's own user, or putUserProfile, on an account the actor may act on. */
export const mayEditProfile = (actor: Actor, target: ProfileSubject): boolean =>
  mayActOnAccount(actor, target) &&
  canEditProfile(actor, { userId: target.userId.toLowerCase(), role: target.role });

/** Fields that need more than the right to edit the profile; every other field needs only that. */
export const RESTRICTED_PROFILE_FIELDS = [
  'role',
  'isActive',
  'email',
  'weeklycommittedHours',
  'startDate',
  'endDate',
  'teams',
  'projects',
  'missedHours',
  'teamCode',
  'adminLinks',
  'weeklySummaryOption',
  'weeklySummaryNotReq',
  'isVisible',
  'isRehireable',
  'bioPosted',
  'isProtected',
] as const;
export type RestrictedProfileField = (typeof RESTRICTED_PROFILE_FIELDS)[number];

const isOwnerOrAdministrator = (actor: Actor): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';

/** Whether the actor, who may edit the profile, may also change this restricted field of it. */
export function mayChangeProfileField(
  actor: Actor,
  target: Pick<ProfileSubject, 'userId'>,
  field: RestrictedProfileField,
): boolean {
  switch (field) {
    case 'teamCode':
      return isOwnerOrAdministrator(actor) || can(actor, 'editTeamCode');
    case 'adminLinks':
      return can(actor, 'manageAdminLinks');
    case 'weeklySummaryOption':
    case 'weeklySummaryNotReq':
      return can(actor, 'updateSummaryRequirements');
    case 'isVisible':
      return can(actor, 'toggleInvisibility');
    case 'isRehireable':
      return can(actor, 'changeUserRehireableStatus');
    case 'bioPosted':
      return isSelf(actor, target) || can(actor, 'requestBio');
    case 'isProtected':
      return actor.role === 'Owner';
    default:
      return can(actor, 'putUserProfileImportantInfo');
  }
}

export const isRestrictedProfileField = (key: string): key is RestrictedProfileField =>
  (RESTRICTED_PROFILE_FIELDS as readonly string[]).includes(key);
