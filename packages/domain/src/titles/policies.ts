// Who may use the Quick Setup titles on a profile.
import { can, type Actor } from '../permissions/can';
import { mayChangeProfileField, mayEditProfile, type ProfileSubject } from '../users/profileAccess';

/** Who sees the titles on a profile: the original shows them to seeQSC holders. */
export const canSeeTitles = (actor: Actor): boolean => can(actor, 'seeQSC');

/**
 * Applying a title saves the profile with its job title, team code, team, project and media folder,
 * so it needs assignTitle and the right to change each of those fields of this profile, which the
 * profile's save checks again.
 */
export const canApplyTitle = (actor: Actor, target: ProfileSubject): boolean =>
  can(actor, 'assignTitle') &&
  mayEditProfile(actor, target) &&
  mayChangeProfileField(actor, target, 'teamCode') &&
  mayChangeProfileField(actor, target, 'teams') &&
  mayChangeProfileField(actor, target, 'projects');
