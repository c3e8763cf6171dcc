// Every endpoint of user profiles, declared once: the server registers these, the tests parse their
// answers with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { isProfileOwnerInPath, mayCallBioStatusChange, mayCallProfileEditing } from './policies';
import {
  invisibilityInput,
  pictureUploadInput,
  preferencesInput,
  profilePropertyInput,
  profileUpdateInput,
  rehireableInput,
  toggleBioInput,
} from './profile.schema';
import {
  bioStatusSavedJson,
  preferencesJson,
  profileEditJson,
  profilePictureSavedJson,
  profilePropertySavedJson,
  profileSavedJson,
  rehireableSavedJson,
  userBasicInfoJson,
  userListItemJson,
  userNameJson,
  userProfileJson,
  visibilitySavedJson,
} from './userProfileJson';
import type { UsersErrorCode } from './users.errors';

const refusals = errorCodes<UsersErrorCode>();
const userIdParams = z.object({ userId: z.string() });
const searchParams = z.object({ searchText: z.string().max(200) });
const nameParams = z.object({ name: z.string().max(200) });

/** Only the profile's own user. */
const self = guard.policy('self', isProfileOwnerInPath);
/** The profile's own user or an editor of profiles; the service applies the full rule. */
const profileEditors = guard.policy('editProfile', mayCallProfileEditing);
/** The bio status is the user's own, or set by those who request bios. */
const bioEditors = guard.policy('selfOrRequestBio', mayCallBioStatusChange);

const rehireable = {
  method: 'PUT',
  path: '/userprofile/:userId/rehireable',
  guard: guard.permission('changeUserRehireableStatus'),
  errors: refusals('NOT_A_VALID_USER', 'FIELD_FORBIDDEN'),
  params: userIdParams,
  body: rehireableInput,
  response: rehireableSavedJson,
} as const;
const visibility = {
  method: 'PUT',
  path: '/userprofile/:userId/toggleInvisibility',
  guard: guard.permission('toggleInvisibility'),
  errors: refusals('NOT_A_VALID_USER', 'FIELD_FORBIDDEN'),
  params: userIdParams,
  body: invisibilityInput,
  response: visibilitySavedJson,
} as const;
const bioStatus = {
  method: 'PUT',
  path: '/userprofile/:userId/toggleBio',
  guard: bioEditors,
  errors: refusals('NOT_A_VALID_USER', 'FIELD_FORBIDDEN'),
  params: userIdParams,
  body: toggleBioInput,
  response: bioStatusSavedJson,
} as const;

/** What a profile save may be refused for, by a full save or a single property. */
const profileSaveRefusals = refusals(
  'NOT_A_VALID_USER',
  'FIELD_FORBIDDEN',
  'STALE_WRITE',
  'EMAIL_TAKEN',
  'TEAM_NOT_FOUND',
  'PROJECT_NOT_FOUND',
);

export const usersContract = {
  /** Every user, latest start first; its serialisation time is measured (bench `serialise`). */
  list: defineContract({
    method: 'GET',
    path: '/userprofile',
    summary: 'Every user with their blue-square count, latest start first',
    guard: guard.permission('getUserProfiles', 'interactWithPauseUserButton'),
    errors: refusals(),
    response: z.array(userListItemJson),
  }),
  // As in the original: whoever may list all profiles.
  basicInfo: defineContract({
    method: 'GET',
    path: '/userprofile/basicInfo',
    guard: guard.permission('getUserProfiles'),
    errors: refusals(),
    response: z.array(userBasicInfoJson),
  }),
  teamCodes: defineContract({
    method: 'GET',
    path: '/userprofile/teamCode/list',
    summary: 'Every team code in use, in order',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(z.string()),
  }),
  autocomplete: defineContract({
    method: 'GET',
    path: '/userprofile/autocomplete/:searchText',
    guard: guard.signedIn,
    errors: refusals(),
    params: searchParams,
    response: z.array(userNameJson),
  }),
  byName: defineContract({
    method: 'GET',
    path: '/userprofile/name/:name',
    guard: guard.signedIn,
    errors: refusals(),
    params: nameParams,
    response: z.array(userNameJson),
  }),
  byFullName: defineContract({
    method: 'GET',
    path: '/userprofile/fullName/:name',
    guard: guard.signedIn,
    errors: refusals(),
    params: nameParams,
    response: z.array(userNameJson),
  }),
  get: defineContract({
    method: 'GET',
    path: '/userprofile/:userId',
    guard: guard.signedIn,
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    response: userProfileJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/userprofile/:userId',
    changesSessions: true,
    guard: profileEditors,
    errors: profileSaveRefusals,
    params: userIdParams,
    body: profileUpdateInput,
    response: profileSavedJson,
  }),
  updateProperty: defineContract({
    method: 'PATCH',
    path: '/userprofile/:userId/property',
    changesSessions: true,
    guard: profileEditors,
    errors: profileSaveRefusals,
    params: userIdParams,
    body: profilePropertyInput,
    response: profilePropertySavedJson,
  }),
  // The three toggles, each accepted as PUT and PATCH as the original client sends both.
  setRehireable: defineContract(rehireable),
  patchRehireable: defineContract({ ...rehireable, method: 'PATCH' }),
  setVisibility: defineContract(visibility),
  patchVisibility: defineContract({ ...visibility, method: 'PATCH' }),
  setBioStatus: defineContract(bioStatus),
  patchBioStatus: defineContract({ ...bioStatus, method: 'PATCH' }),
  edits: defineContract({
    method: 'GET',
    path: '/userprofile/:userId/edits',
    summary: 'Who changed which important field of the profile, newest first',
    guard: profileEditors,
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    response: z.array(profileEditJson),
  }),
  // Public: an <img> cannot send the session token. The id is unguessable and the URL carries the
  // picture's version, so it is cached for good. The answer is the picture's bytes, not JSON.
  picture: defineContract({
    method: 'GET',
    path: '/userprofile/:userId/picture',
    summary: "The profile picture's bytes (image/png or image/jpeg)",
    guard: guard.public,
    errors: refusals(),
    params: userIdParams,
    response: z.unknown(),
  }),
  uploadPicture: defineContract({
    method: 'PUT',
    path: '/userprofile/:userId/picture',
    guard: profileEditors,
    errors: refusals('NOT_A_VALID_USER', 'PICTURE_TYPE_NOT_PERMITTED', 'PICTURE_TOO_LARGE'),
    params: userIdParams,
    body: pictureUploadInput,
    response: profilePictureSavedJson,
  }),
  removePicture: defineContract({
    method: 'DELETE',
    path: '/userprofile/:userId/picture',
    guard: profileEditors,
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    response: profilePictureSavedJson,
  }),
  setPreferences: defineContract({
    method: 'PUT',
    path: '/userprofile/:userId/preferences',
    guard: self,
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    body: preferencesInput,
    response: preferencesJson,
  }),
};
