// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the users endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isProfileOwnerInPath, mayCallBioStatusChange, mayCallProfileEditing } from '@hgn/domain/users';

export const usersEndpoints = {
  list: /* @__PURE__ */ endpoint<C['users']['list']>({
    method: 'GET',
    path: '/userprofile',
    guard: { kind: 'permission', anyOf: ['getUserProfiles', 'interactWithPauseUserButton'] },
    errors: [],
  }),
  basicInfo: /* @__PURE__ */ endpoint<C['users']['basicInfo']>({
    method: 'GET',
    path: '/userprofile/basicInfo',
    guard: { kind: 'permission', anyOf: ['getUserProfiles'] },
    errors: [],
  }),
  teamCodes: /* @__PURE__ */ endpoint<C['users']['teamCodes']>({
    method: 'GET',
    path: '/userprofile/teamCode/list',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  autocomplete: /* @__PURE__ */ endpoint<C['users']['autocomplete']>({
    method: 'GET',
    path: '/userprofile/autocomplete/:searchText',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  byName: /* @__PURE__ */ endpoint<C['users']['byName']>({
    method: 'GET',
    path: '/userprofile/name/:name',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  byFullName: /* @__PURE__ */ endpoint<C['users']['byFullName']>({
    method: 'GET',
    path: '/userprofile/fullName/:name',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['users']['get']>({
    method: 'GET',
    path: '/userprofile/:userId',
    guard: { kind: 'signedIn' },
    errors: ['NOT_A_VALID_USER'],
  }),
  update: /* @__PURE__ */ endpoint<C['users']['update']>({
    method: 'PUT',
    path: '/userprofile/:userId',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: [
      'NOT_A_VALID_USER',
      'FIELD_FORBIDDEN',
      'STALE_WRITE',
      'EMAIL_TAKEN',
      'TEAM_NOT_FOUND',
      'PROJECT_NOT_FOUND',
    ],
  }),
  updateProperty: /* @__PURE__ */ endpoint<C['users']['updateProperty']>({
    method: 'PATCH',
    path: '/userprofile/:userId/property',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: [
      'NOT_A_VALID_USER',
      'FIELD_FORBIDDEN',
      'STALE_WRITE',
      'EMAIL_TAKEN',
      'TEAM_NOT_FOUND',
      'PROJECT_NOT_FOUND',
    ],
  }),
  setRehireable: /* @__PURE__ */ endpoint<C['users']['setRehireable']>({
    method: 'PUT',
    path: '/userprofile/:userId/rehireable',
    guard: { kind: 'permission', anyOf: ['changeUserRehireableStatus'] },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  patchRehireable: /* @__PURE__ */ endpoint<C['users']['patchRehireable']>({
    method: 'PATCH',
    path: '/userprofile/:userId/rehireable',
    guard: { kind: 'permission', anyOf: ['changeUserRehireableStatus'] },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  setVisibility: /* @__PURE__ */ endpoint<C['users']['setVisibility']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  patchVisibility: /* @__PURE__ */ endpoint<C['users']['patchVisibility']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  setBioStatus: /* @__PURE__ */ endpoint<C['users']['setBioStatus']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  patchBioStatus: /* @__PURE__ */ endpoint<C['users']['patchBioStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN'],
  }),
  edits: /* @__PURE__ */ endpoint<C['users']['edits']>({
    method: 'GET',
    path: '/userprofile/:userId/edits',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['NOT_A_VALID_USER'],
  }),
  picture: /* @__PURE__ */ endpoint<C['users']['picture']>({
    method: 'GET',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'public' },
    errors: [],
  }),
  uploadPicture: /* @__PURE__ */ endpoint<C['users']['uploadPicture']>({
    method: 'PUT',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['NOT_A_VALID_USER', 'PICTURE_TYPE_NOT_PERMITTED', 'PICTURE_TOO_LARGE'],
  }),
  removePicture: /* @__PURE__ */ endpoint<C['users']['removePicture']>({
    method: 'DELETE',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['NOT_A_VALID_USER'],
  }),
  setPreferences: /* @__PURE__ */ endpoint<C['users']['setPreferences']>({
    method: 'PUT',
    path: '/userprofile/:userId/preferences',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: ['NOT_A_VALID_USER'],
  }),
};
