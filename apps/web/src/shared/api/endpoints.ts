// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of every endpoint (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { maySeeBadgeCountOf } from '@hgn/domain/badges';
import { canReadOutbox } from '@hgn/domain/emails';
import { maySetFollowUp } from '@hgn/domain/followUps';
import { canEditInfoContent } from '@hgn/domain/infoCollections';
import { maySuggestTaskEdit } from '@hgn/domain/taskEditSuggestions';
import {
  mayClearOwnTaskNotices,
  mayNoticeTaskChange,
  mayReadTaskNotice,
} from '@hgn/domain/taskNotifications';
import {
  mayChangeReviewStatus,
  mayChangeTaskCompletion,
  mayRequestReview,
  mayUpdateTaskStatus,
} from '@hgn/domain/tasks';
import { mayViewTeamTasks } from '@hgn/domain/teamTasks';
import { mayManageTimeOffRequest, mayRequestTimeOffFor } from '@hgn/domain/timeOff';
import { canChangeUserStatus } from '@hgn/domain/userManagement';
import { isProfileOwnerInPath, mayCallBioStatusChange, mayCallProfileEditing } from '@hgn/domain/users';

export const teamsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['teams']['list']>({
    method: 'GET',
    path: '/team',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['teams']['create']>({
    method: 'POST',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['postTeam'] },
    errors: ['TEAM_NAME_TAKEN'],
  }),
  setMemberVisibility: /* @__PURE__ */ endpoint<C['teams']['setMemberVisibility']>({
    method: 'PUT',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['putTeam', 'assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'NOT_A_MEMBER', 'VISIBILITY_FIXED'],
  }),
  get: /* @__PURE__ */ endpoint<C['teams']['get']>({
    method: 'GET',
    path: '/team/:teamId',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['teams']['update']>({
    method: 'PUT',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['putTeam'] },
    errors: ['TEAM_NOT_FOUND', 'TEAM_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['teams']['remove']>({
    method: 'DELETE',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['deleteTeam'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
  members: /* @__PURE__ */ endpoint<C['teams']['members']>({
    method: 'GET',
    path: '/team/:teamId/users',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  assignMember: /* @__PURE__ */ endpoint<C['teams']['assignMember']>({
    method: 'POST',
    path: '/team/:teamId/users',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'USER_NOT_FOUND', 'NOT_A_MEMBER', 'ALREADY_A_MEMBER'],
  }),
  candidates: /* @__PURE__ */ endpoint<C['teams']['candidates']>({
    method: 'GET',
    path: '/team/:teamId/candidates',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
};

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
    errors: ['USER_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['users']['update']>({
    method: 'PUT',
    path: '/userprofile/:userId',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: [
      'USER_NOT_FOUND',
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
      'USER_NOT_FOUND',
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
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchRehireable: /* @__PURE__ */ endpoint<C['users']['patchRehireable']>({
    method: 'PATCH',
    path: '/userprofile/:userId/rehireable',
    guard: { kind: 'permission', anyOf: ['changeUserRehireableStatus'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  setVisibility: /* @__PURE__ */ endpoint<C['users']['setVisibility']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchVisibility: /* @__PURE__ */ endpoint<C['users']['patchVisibility']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  setBioStatus: /* @__PURE__ */ endpoint<C['users']['setBioStatus']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchBioStatus: /* @__PURE__ */ endpoint<C['users']['patchBioStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  edits: /* @__PURE__ */ endpoint<C['users']['edits']>({
    method: 'GET',
    path: '/userprofile/:userId/edits',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['USER_NOT_FOUND'],
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
    errors: ['USER_NOT_FOUND', 'PICTURE_TYPE_NOT_PERMITTED', 'PICTURE_TOO_LARGE'],
  }),
  removePicture: /* @__PURE__ */ endpoint<C['users']['removePicture']>({
    method: 'DELETE',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['USER_NOT_FOUND'],
  }),
  setPreferences: /* @__PURE__ */ endpoint<C['users']['setPreferences']>({
    method: 'PUT',
    path: '/userprofile/:userId/preferences',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const permissionsEndpoints = {
  listRoles: /* @__PURE__ */ endpoint<C['permissions']['listRoles']>({
    method: 'GET',
    path: '/roles',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  getRole: /* @__PURE__ */ endpoint<C['permissions']['getRole']>({
    method: 'GET',
    path: '/roles/:roleId',
    guard: { kind: 'signedIn' },
    errors: ['ROLE_NOT_FOUND'],
  }),
  createRole: /* @__PURE__ */ endpoint<C['permissions']['createRole']>({
    method: 'POST',
    path: '/roles',
    guard: { kind: 'permission', anyOf: ['postRole'] },
    errors: ['ROLE_NAME_TAKEN'],
  }),
  setRolePermissions: /* @__PURE__ */ endpoint<C['permissions']['setRolePermissions']>({
    method: 'PATCH',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND'],
  }),
  deleteRole: /* @__PURE__ */ endpoint<C['permissions']['deleteRole']>({
    method: 'DELETE',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['deleteRole'] },
    errors: ['ROLE_NOT_FOUND', 'ROLE_UNDELETABLE'],
  }),
  listPresets: /* @__PURE__ */ endpoint<C['permissions']['listPresets']>({
    method: 'GET',
    path: '/rolePreset/:roleName',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: [],
  }),
  createPreset: /* @__PURE__ */ endpoint<C['permissions']['createPreset']>({
    method: 'POST',
    path: '/rolePreset',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN', 'PRESET_RESERVED'],
  }),
  updatePreset: /* @__PURE__ */ endpoint<C['permissions']['updatePreset']>({
    method: 'PUT',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED', 'ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN'],
  }),
  deletePreset: /* @__PURE__ */ endpoint<C['permissions']['deletePreset']>({
    method: 'DELETE',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED'],
  }),
  roleSummaries: /* @__PURE__ */ endpoint<C['permissions']['roleSummaries']>({
    method: 'GET',
    path: '/permission-management/roles',
    guard: { kind: 'permission', anyOf: ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] },
    errors: [],
  }),
  searchUsers: /* @__PURE__ */ endpoint<C['permissions']['searchUsers']>({
    method: 'GET',
    path: '/permission-management/users',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: [],
  }),
  userPermissions: /* @__PURE__ */ endpoint<C['permissions']['userPermissions']>({
    method: 'GET',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  setUserPermissions: /* @__PURE__ */ endpoint<C['permissions']['setUserPermissions']>({
    method: 'PATCH',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  changeLog: /* @__PURE__ */ endpoint<C['permissions']['changeLog']>({
    method: 'GET',
    path: '/permissionChangeLogs/:userId',
    guard: { kind: 'permission', anyOf: ['putRole', 'putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const userManagementEndpoints = {
  page: /* @__PURE__ */ endpoint<C['userManagement']['page']>({
    method: 'GET',
    path: '/userprofile/page',
    guard: { kind: 'permission', anyOf: ['getUserProfiles', 'interactWithPauseUserButton'] },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['userManagement']['create']>({
    method: 'POST',
    path: '/userprofile',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_TAKEN', 'NAME_TAKEN'],
  }),
  changeStatus: /* @__PURE__ */ endpoint<C['userManagement']['changeStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId',
    guard: { kind: 'policy', name: 'changeUserStatus', allows: canChangeUserStatus },
    errors: ['USER_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['userManagement']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId',
    guard: { kind: 'permission', anyOf: ['deleteUserProfile'] },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const badgesEndpoints = {
  list: /* @__PURE__ */ endpoint<C['badges']['list']>({
    method: 'GET',
    path: '/badge',
    guard: {
      kind: 'permission',
      anyOf: ['seeBadges', 'assignBadges', 'createBadges', 'updateBadges', 'deleteBadges'],
    },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['badges']['create']>({
    method: 'POST',
    path: '/badge',
    guard: { kind: 'permission', anyOf: ['createBadges'] },
    errors: ['BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['badges']['update']>({
    method: 'PUT',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['updateBadges'] },
    errors: ['BADGE_NOT_FOUND', 'BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['badges']['remove']>({
    method: 'DELETE',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['deleteBadges'] },
    errors: ['BADGE_NOT_FOUND'],
  }),
  assign: /* @__PURE__ */ endpoint<C['badges']['assign']>({
    method: 'PUT',
    path: '/badge/assign/:userId',
    guard: { kind: 'permission', anyOf: ['assignBadges'] },
    errors: ['USER_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  badgeCount: /* @__PURE__ */ endpoint<C['badges']['badgeCount']>({
    method: 'GET',
    path: '/badge/badgecount/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
  resetBadgeCount: /* @__PURE__ */ endpoint<C['badges']['resetBadgeCount']>({
    method: 'PUT',
    path: '/badge/badgecount/reset/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const blueSquaresEndpoints = {
  add: /* @__PURE__ */ endpoint<C['blueSquares']['add']>({
    method: 'POST',
    path: '/userprofile/:userId/addInfringement',
    guard: { kind: 'permission', anyOf: ['addInfringements'] },
    errors: ['USER_NOT_FOUND'],
  }),
  edit: /* @__PURE__ */ endpoint<C['blueSquares']['edit']>({
    method: 'PUT',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['editInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['blueSquares']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['deleteInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
};

export const timeOffEndpoints = {
  list: /* @__PURE__ */ endpoint<C['timeOff']['list']>({
    method: 'GET',
    path: '/getTimeOffRequests',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['timeOff']['create']>({
    method: 'POST',
    path: '/setTimeOffRequest',
    guard: { kind: 'policy', name: 'timeOffRequester', allows: mayRequestTimeOffFor },
    errors: ['USER_NOT_FOUND', 'TIME_OFF_END_BEFORE_START', 'TIME_OFF_START_IN_PAST', 'TIME_OFF_OVERLAP'],
  }),
  get: /* @__PURE__ */ endpoint<C['timeOff']['get']>({
    method: 'GET',
    path: '/getTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['timeOff']['update']>({
    method: 'POST',
    path: '/updateTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: [
      'TIME_OFF_REQUEST_NOT_FOUND',
      'TIME_OFF_END_BEFORE_START',
      'TIME_OFF_START_IN_PAST',
      'TIME_OFF_OVERLAP',
    ],
  }),
  remove: /* @__PURE__ */ endpoint<C['timeOff']['remove']>({
    method: 'DELETE',
    path: '/deleteTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
};

export const authEndpoints = {
  signIn: /* @__PURE__ */ endpoint<C['auth']['signIn']>({
    method: 'POST',
    path: '/login',
    guard: { kind: 'public' },
    errors: ['USERNAME_NOT_FOUND', 'ACCOUNT_INACTIVE', 'INVALID_PASSWORD', 'RATE_LIMITED'],
  }),
  signOut: /* @__PURE__ */ endpoint<C['auth']['signOut']>({
    method: 'POST',
    path: '/logout',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  refreshToken: /* @__PURE__ */ endpoint<C['auth']['refreshToken']>({
    method: 'GET',
    path: '/refreshToken/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  changePassword: /* @__PURE__ */ endpoint<C['auth']['changePassword']>({
    method: 'PATCH',
    path: '/userProfile/:userId/updatePassword',
    guard: { kind: 'signedIn' },
    errors: [
      'NOT_YOUR_PASSWORD',
      'PASSWORDS_DIFFER',
      'PASSWORD_UNCHANGED',
      'WEAK_PASSWORD',
      'INCORRECT_PASSWORD',
      'RATE_LIMITED',
    ],
  }),
  changePasswordByPost: /* @__PURE__ */ endpoint<C['auth']['changePasswordByPost']>({
    method: 'POST',
    path: '/userProfile/:userId/updatePassword',
    guard: { kind: 'signedIn' },
    errors: [
      'NOT_YOUR_PASSWORD',
      'PASSWORDS_DIFFER',
      'PASSWORD_UNCHANGED',
      'WEAK_PASSWORD',
      'INCORRECT_PASSWORD',
      'RATE_LIMITED',
    ],
  }),
  forcePasswordChange: /* @__PURE__ */ endpoint<C['auth']['forcePasswordChange']>({
    method: 'PATCH',
    path: '/forcepassword',
    guard: { kind: 'public' },
    errors: ['USER_NOT_FOUND', 'INVALID_RESET_TOKEN', 'WEAK_PASSWORD', 'DEFAULT_PASSWORD_REUSED'],
  }),
  forgotPassword: /* @__PURE__ */ endpoint<C['auth']['forgotPassword']>({
    method: 'POST',
    path: '/forgotpassword',
    guard: { kind: 'public' },
    errors: ['NO_VALID_USER', 'RATE_LIMITED'],
  }),
  resetPassword: /* @__PURE__ */ endpoint<C['auth']['resetPassword']>({
    method: 'PATCH',
    path: '/userProfile/:userId/resetPassword',
    guard: { kind: 'permission', anyOf: ['resetPassword'] },
    errors: ['USER_NOT_FOUND', 'PASSWORDS_DIFFER', 'WEAK_PASSWORD'],
  }),
};

export const invitationsEndpoints = {
  invite: /* @__PURE__ */ endpoint<C['invitations']['invite']>({
    method: 'POST',
    path: '/getInitialSetuptoken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  listOpen: /* @__PURE__ */ endpoint<C['invitations']['listOpen']>({
    method: 'GET',
    path: '/getSetupInvitation',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: [],
  }),
  cancel: /* @__PURE__ */ endpoint<C['invitations']['cancel']>({
    method: 'POST',
    path: '/cancelSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND'],
  }),
  refresh: /* @__PURE__ */ endpoint<C['invitations']['refresh']>({
    method: 'POST',
    path: '/refreshSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND', 'EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  validateToken: /* @__PURE__ */ endpoint<C['invitations']['validateToken']>({
    method: 'POST',
    path: '/validateToken',
    guard: { kind: 'public' },
    errors: ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED'],
  }),
  completeSetup: /* @__PURE__ */ endpoint<C['invitations']['completeSetup']>({
    method: 'POST',
    path: '/ProfileInitialSetup',
    guard: { kind: 'public' },
    errors: ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'EMAIL_IN_USE'],
  }),
};

export const locationsEndpoints = {
  lookup: /* @__PURE__ */ endpoint<C['locations']['lookup']>({
    method: 'GET',
    path: '/timezone/:location',
    guard: { kind: 'signedIn' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
  lookupForSetup: /* @__PURE__ */ endpoint<C['locations']['lookupForSetup']>({
    method: 'POST',
    path: '/timezone/:location',
    guard: { kind: 'public' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
};

export const systemEndpoints = {
  health: /* @__PURE__ */ endpoint<C['system']['health']>({
    method: 'GET',
    path: '/health',
    guard: { kind: 'public' },
    errors: [],
  }),
  ready: /* @__PURE__ */ endpoint<C['system']['ready']>({
    method: 'GET',
    path: '/ready',
    guard: { kind: 'public' },
    errors: ['NOT_READY'],
  }),
};

export const projectsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['projects']['list']>({
    method: 'GET',
    path: '/projects',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['projects']['create']>({
    method: 'POST',
    path: '/projects',
    guard: { kind: 'permission', anyOf: ['postProject'] },
    errors: ['PROJECT_NAME_TAKEN'],
  }),
  search: /* @__PURE__ */ endpoint<C['projects']['search']>({
    method: 'GET',
    path: '/projects/search',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  ofUser: /* @__PURE__ */ endpoint<C['projects']['ofUser']>({
    method: 'GET',
    path: '/projects/user/:userId',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['projects']['get']>({
    method: 'GET',
    path: '/project/:projectId',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['projects']['update']>({
    method: 'PUT',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['putProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['projects']['remove']>({
    method: 'DELETE',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['deleteProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_HAS_TIME_ENTRIES'],
  }),
  members: /* @__PURE__ */ endpoint<C['projects']['members']>({
    method: 'GET',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['getProjectMembers', 'assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  assignMembers: /* @__PURE__ */ endpoint<C['projects']['assignMembers']>({
    method: 'POST',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_ARCHIVED', 'USER_NOT_FOUND'],
  }),
  candidates: /* @__PURE__ */ endpoint<C['projects']['candidates']>({
    method: 'GET',
    path: '/project/:projectId/candidates',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
};

export const tasksEndpoints = {
  ofUser: /* @__PURE__ */ endpoint<C['tasks']['ofUser']>({
    method: 'GET',
    path: '/tasks/user/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['tasks']['create']>({
    method: 'POST',
    path: '/task/:wbsId',
    guard: { kind: 'permission', anyOf: ['postTask'] },
    errors: ['WBS_NOT_FOUND', 'MOTHER_NOT_FOUND', 'TOO_DEEP', 'USER_NOT_FOUND'],
  }),
  ofLevel: /* @__PURE__ */ endpoint<C['tasks']['ofLevel']>({
    method: 'GET',
    path: '/tasks/:wbsId/:level/:mother',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
  get: /* @__PURE__ */ endpoint<C['tasks']['get']>({
    method: 'GET',
    path: '/task/:taskId',
    guard: { kind: 'signedIn' },
    errors: ['TASK_NOT_FOUND'],
  }),
  ofWbs: /* @__PURE__ */ endpoint<C['tasks']['ofWbs']>({
    method: 'GET',
    path: '/task/wbs/:wbsId',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['tasks']['update']>({
    method: 'PUT',
    path: '/task/update/:taskId',
    guard: { kind: 'permission', anyOf: ['updateTask'] },
    errors: ['TASK_NOT_FOUND', 'STALE_WRITE', 'USER_NOT_FOUND'],
  }),
  updateStatus: /* @__PURE__ */ endpoint<C['tasks']['updateStatus']>({
    method: 'PUT',
    path: '/task/updateStatus/:taskId',
    guard: { kind: 'policy', name: 'taskStatusSetter', allows: mayUpdateTaskStatus },
    errors: ['TASK_NOT_FOUND', 'STALE_WRITE'],
  }),
  remove: /* @__PURE__ */ endpoint<C['tasks']['remove']>({
    method: 'POST',
    path: '/task/del/:taskId/:motherId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['TASK_NOT_FOUND'],
  }),
  move: /* @__PURE__ */ endpoint<C['tasks']['move']>({
    method: 'PUT',
    path: '/tasks/moveTasks/:wbsId',
    guard: { kind: 'permission', anyOf: ['updateTask', 'swapTask'] },
    errors: ['WBS_NOT_FOUND', 'MOVE_REFUSED'],
  }),
  updateNums: /* @__PURE__ */ endpoint<C['tasks']['updateNums']>({
    method: 'PUT',
    path: '/tasks/update/num',
    guard: { kind: 'permission', anyOf: ['updateNum'] },
    errors: ['TASK_NOT_FOUND', 'MOVE_REFUSED'],
  }),
  removeChildren: /* @__PURE__ */ endpoint<C['tasks']['removeChildren']>({
    method: 'POST',
    path: '/task/delete/children/:taskId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['TASK_NOT_FOUND'],
  }),
  removeOfWbs: /* @__PURE__ */ endpoint<C['tasks']['removeOfWbs']>({
    method: 'POST',
    path: '/task/wbs/del/:wbsId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['WBS_NOT_FOUND'],
  }),
  import: /* @__PURE__ */ endpoint<C['tasks']['import']>({
    method: 'POST',
    path: '/task/import/:wbsId',
    guard: { kind: 'permission', anyOf: ['importTask'] },
    errors: ['WBS_NOT_FOUND', 'IMPORT_REFUSED', 'USER_NOT_FOUND'],
  }),
};

export const taskReviewEndpoints = {
  setReviewStatus: /* @__PURE__ */ endpoint<C['taskReview']['setReviewStatus']>({
    method: 'PUT',
    path: '/task/:taskId/review',
    guard: { kind: 'policy', name: 'reviewStatusSetter', allows: mayChangeReviewStatus },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK', 'REVIEW_STEP_REFUSED'],
  }),
  requestReview: /* @__PURE__ */ endpoint<C['taskReview']['requestReview']>({
    method: 'POST',
    path: '/tasks/reviewreq/:userId',
    guard: { kind: 'policy', name: 'reviewRequester', allows: mayRequestReview },
    errors: ['USER_NOT_FOUND'],
  }),
  setCompletion: /* @__PURE__ */ endpoint<C['taskReview']['setCompletion']>({
    method: 'PUT',
    path: '/task/:taskId/completion',
    guard: { kind: 'policy', name: 'taskCompletionSetter', allows: mayChangeTaskCompletion },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK'],
  }),
  removeResource: /* @__PURE__ */ endpoint<C['taskReview']['removeResource']>({
    method: 'PUT',
    path: '/task/:taskId/resources/remove',
    guard: { kind: 'permission', anyOf: ['updateTask', 'removeUserFromTask'] },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK'],
  }),
};

export const wbsEndpoints = {
  ofProject: /* @__PURE__ */ endpoint<C['wbs']['ofProject']>({
    method: 'GET',
    path: '/wbs/:projectId',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['wbs']['create']>({
    method: 'POST',
    path: '/wbs/:projectId',
    guard: { kind: 'permission', anyOf: ['postWbs'] },
    errors: ['PROJECT_NOT_FOUND', 'WBS_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['wbs']['remove']>({
    method: 'DELETE',
    path: '/wbs/:projectId',
    guard: { kind: 'permission', anyOf: ['deleteWbs'] },
    errors: ['WBS_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['wbs']['update']>({
    method: 'PUT',
    path: '/wbsId/:wbsId',
    guard: { kind: 'permission', anyOf: ['postWbs'] },
    errors: ['WBS_NOT_FOUND', 'WBS_NAME_TAKEN'],
  }),
  get: /* @__PURE__ */ endpoint<C['wbs']['get']>({
    method: 'GET',
    path: '/wbsId/:wbsId',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
};

export const taskNotificationsEndpoints = {
  notify: /* @__PURE__ */ endpoint<C['taskNotifications']['notify']>({
    method: 'POST',
    path: '/task/:taskId/tasknotification',
    guard: { kind: 'policy', name: 'taskChangeNotifier', allows: mayNoticeTaskChange },
    errors: ['TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
  unread: /* @__PURE__ */ endpoint<C['taskNotifications']['unread']>({
    method: 'GET',
    path: '/tasknotification',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  markRead: /* @__PURE__ */ endpoint<C['taskNotifications']['markRead']>({
    method: 'DELETE',
    path: '/tasknotification/:id',
    guard: { kind: 'policy', name: 'taskNoticeRecipient', allows: mayReadTaskNotice },
    errors: ['TASK_NOTIFICATION_NOT_FOUND'],
  }),
  markReadOfTask: /* @__PURE__ */ endpoint<C['taskNotifications']['markReadOfTask']>({
    method: 'DELETE',
    path: '/tasknotification/:first/:second',
    guard: { kind: 'policy', name: 'ownTaskNotices', allows: mayClearOwnTaskNotices },
    errors: [],
  }),
};

export const followUpsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['followUps']['list']>({
    method: 'GET',
    path: '/followup',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  set: /* @__PURE__ */ endpoint<C['followUps']['set']>({
    method: 'POST',
    path: '/followup/:userId/:taskId',
    guard: { kind: 'policy', name: 'followUpSetter', allows: maySetFollowUp },
    errors: ['TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
};

export const taskEditSuggestionsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['list']>({
    method: 'GET',
    path: '/taskeditsuggestion',
    guard: { kind: 'permission', anyOf: ['updateTask', 'resolveTask'] },
    errors: [],
  }),
  suggest: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['suggest']>({
    method: 'POST',
    path: '/taskeditsuggestion',
    guard: { kind: 'policy', name: 'taskEditSuggester', allows: maySuggestTaskEdit },
    errors: ['TASK_NOT_FOUND'],
  }),
  reject: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['reject']>({
    method: 'DELETE',
    path: '/taskeditsuggestion/:id',
    guard: { kind: 'permission', anyOf: ['resolveTask'] },
    errors: ['SUGGESTION_NOT_FOUND'],
  }),
  approve: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['approve']>({
    method: 'POST',
    path: '/taskeditsuggestion/:id/approve',
    guard: { kind: 'permission', anyOf: ['resolveTask'] },
    errors: ['SUGGESTION_NOT_FOUND', 'TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
};

export const teamTasksEndpoints = {
  ofUser: /* @__PURE__ */ endpoint<C['teamTasks']['ofUser']>({
    method: 'GET',
    path: '/user/:userId/teams/tasks',
    guard: { kind: 'policy', name: 'teamTasksViewer', allows: mayViewTeamTasks },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const timeEntriesEndpoints = {
  ofUsers: /* @__PURE__ */ endpoint<C['timeEntries']['ofUsers']>({
    method: 'POST',
    path: '/TimeEntry/users',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
};

export const emailsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['emails']['list']>({
    method: 'GET',
    path: '/emailoutbox',
    guard: { kind: 'policy', name: 'owner', allows: canReadOutbox },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['emails']['get']>({
    method: 'GET',
    path: '/emailoutbox/:id',
    guard: { kind: 'policy', name: 'owner', allows: canReadOutbox },
    errors: ['EMAIL_NOT_FOUND'],
  }),
};

export const infoCollectionsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['infoCollections']['list']>({
    method: 'GET',
    path: '/informations',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['infoCollections']['create']>({
    method: 'POST',
    path: '/informations',
    guard: { kind: 'permission', anyOf: ['createPopup'] },
    errors: ['INFO_NAME_TAKEN'],
  }),
  update: /* @__PURE__ */ endpoint<C['infoCollections']['update']>({
    method: 'PUT',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: canEditInfoContent },
    errors: ['INFO_NOT_FOUND', 'INFO_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['infoCollections']['remove']>({
    method: 'DELETE',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: canEditInfoContent },
    errors: ['INFO_NOT_FOUND'],
  }),
};
