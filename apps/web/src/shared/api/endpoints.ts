// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of every endpoint (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { maySeeBadgeCountOf } from '@hgn/domain/badges';
import { canReadOutbox } from '@hgn/domain/emails';
import { canEditInfoContent } from '@hgn/domain/infoCollections';
import { mayManageTimeOffRequest, mayRequestTimeOffFor } from '@hgn/domain/timeOff';
import { canChangeUserStatus } from '@hgn/domain/userManagement';
import { isProfileOwnerInPath, mayCallBioStatusChange, mayCallProfileEditing } from '@hgn/domain/users';

export const teamsEndpoints = {
  list: endpoint<C['teams']['list']>({
    method: 'GET',
    path: '/team',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: endpoint<C['teams']['create']>({
    method: 'POST',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['postTeam'] },
    errors: ['TEAM_NAME_TAKEN'],
  }),
  setMemberVisibility: endpoint<C['teams']['setMemberVisibility']>({
    method: 'PUT',
    path: '/team',
    guard: { kind: 'permission', anyOf: ['putTeam', 'assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'NOT_A_MEMBER', 'VISIBILITY_FIXED'],
  }),
  get: endpoint<C['teams']['get']>({
    method: 'GET',
    path: '/team/:teamId',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  update: endpoint<C['teams']['update']>({
    method: 'PUT',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['putTeam'] },
    errors: ['TEAM_NOT_FOUND', 'TEAM_NAME_TAKEN'],
  }),
  remove: endpoint<C['teams']['remove']>({
    method: 'DELETE',
    path: '/team/:teamId',
    guard: { kind: 'permission', anyOf: ['deleteTeam'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
  members: endpoint<C['teams']['members']>({
    method: 'GET',
    path: '/team/:teamId/users',
    guard: { kind: 'signedIn' },
    errors: ['TEAM_NOT_FOUND'],
  }),
  assignMember: endpoint<C['teams']['assignMember']>({
    method: 'POST',
    path: '/team/:teamId/users',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND', 'USER_NOT_FOUND', 'NOT_A_MEMBER', 'ALREADY_A_MEMBER'],
  }),
  candidates: endpoint<C['teams']['candidates']>({
    method: 'GET',
    path: '/team/:teamId/candidates',
    guard: { kind: 'permission', anyOf: ['assignTeamToUsers'] },
    errors: ['TEAM_NOT_FOUND'],
  }),
};

export const usersEndpoints = {
  list: endpoint<C['users']['list']>({
    method: 'GET',
    path: '/userprofile',
    guard: { kind: 'permission', anyOf: ['getUserProfiles', 'interactWithPauseUserButton'] },
    errors: [],
  }),
  basicInfo: endpoint<C['users']['basicInfo']>({
    method: 'GET',
    path: '/userprofile/basicInfo',
    guard: { kind: 'permission', anyOf: ['getUserProfiles'] },
    errors: [],
  }),
  teamCodes: endpoint<C['users']['teamCodes']>({
    method: 'GET',
    path: '/userprofile/teamCode/list',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  autocomplete: endpoint<C['users']['autocomplete']>({
    method: 'GET',
    path: '/userprofile/autocomplete/:searchText',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  byName: endpoint<C['users']['byName']>({
    method: 'GET',
    path: '/userprofile/name/:name',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  byFullName: endpoint<C['users']['byFullName']>({
    method: 'GET',
    path: '/userprofile/fullName/:name',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  get: endpoint<C['users']['get']>({
    method: 'GET',
    path: '/userprofile/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  update: endpoint<C['users']['update']>({
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
  updateProperty: endpoint<C['users']['updateProperty']>({
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
  setRehireable: endpoint<C['users']['setRehireable']>({
    method: 'PUT',
    path: '/userprofile/:userId/rehireable',
    guard: { kind: 'permission', anyOf: ['changeUserRehireableStatus'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchRehireable: endpoint<C['users']['patchRehireable']>({
    method: 'PATCH',
    path: '/userprofile/:userId/rehireable',
    guard: { kind: 'permission', anyOf: ['changeUserRehireableStatus'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  setVisibility: endpoint<C['users']['setVisibility']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchVisibility: endpoint<C['users']['patchVisibility']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleInvisibility',
    guard: { kind: 'permission', anyOf: ['toggleInvisibility'] },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  setBioStatus: endpoint<C['users']['setBioStatus']>({
    method: 'PUT',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  patchBioStatus: endpoint<C['users']['patchBioStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId/toggleBio',
    guard: { kind: 'policy', name: 'selfOrRequestBio', allows: mayCallBioStatusChange },
    errors: ['USER_NOT_FOUND', 'FIELD_FORBIDDEN'],
  }),
  edits: endpoint<C['users']['edits']>({
    method: 'GET',
    path: '/userprofile/:userId/edits',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['USER_NOT_FOUND'],
  }),
  picture: endpoint<C['users']['picture']>({
    method: 'GET',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'public' },
    errors: [],
  }),
  uploadPicture: endpoint<C['users']['uploadPicture']>({
    method: 'PUT',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['USER_NOT_FOUND', 'PICTURE_TYPE_NOT_PERMITTED', 'PICTURE_TOO_LARGE'],
  }),
  removePicture: endpoint<C['users']['removePicture']>({
    method: 'DELETE',
    path: '/userprofile/:userId/picture',
    guard: { kind: 'policy', name: 'editProfile', allows: mayCallProfileEditing },
    errors: ['USER_NOT_FOUND'],
  }),
  setPreferences: endpoint<C['users']['setPreferences']>({
    method: 'PUT',
    path: '/userprofile/:userId/preferences',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const permissionsEndpoints = {
  listRoles: endpoint<C['permissions']['listRoles']>({
    method: 'GET',
    path: '/roles',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  getRole: endpoint<C['permissions']['getRole']>({
    method: 'GET',
    path: '/roles/:roleId',
    guard: { kind: 'signedIn' },
    errors: ['ROLE_NOT_FOUND'],
  }),
  createRole: endpoint<C['permissions']['createRole']>({
    method: 'POST',
    path: '/roles',
    guard: { kind: 'permission', anyOf: ['postRole'] },
    errors: ['ROLE_NAME_TAKEN'],
  }),
  setRolePermissions: endpoint<C['permissions']['setRolePermissions']>({
    method: 'PATCH',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND'],
  }),
  deleteRole: endpoint<C['permissions']['deleteRole']>({
    method: 'DELETE',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['deleteRole'] },
    errors: ['ROLE_NOT_FOUND', 'ROLE_UNDELETABLE'],
  }),
  listPresets: endpoint<C['permissions']['listPresets']>({
    method: 'GET',
    path: '/rolePreset/:roleName',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: [],
  }),
  createPreset: endpoint<C['permissions']['createPreset']>({
    method: 'POST',
    path: '/rolePreset',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN', 'PRESET_RESERVED'],
  }),
  updatePreset: endpoint<C['permissions']['updatePreset']>({
    method: 'PUT',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED', 'ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN'],
  }),
  deletePreset: endpoint<C['permissions']['deletePreset']>({
    method: 'DELETE',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED'],
  }),
  roleSummaries: endpoint<C['permissions']['roleSummaries']>({
    method: 'GET',
    path: '/permission-management/roles',
    guard: { kind: 'permission', anyOf: ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] },
    errors: [],
  }),
  searchUsers: endpoint<C['permissions']['searchUsers']>({
    method: 'GET',
    path: '/permission-management/users',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: [],
  }),
  userPermissions: endpoint<C['permissions']['userPermissions']>({
    method: 'GET',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  setUserPermissions: endpoint<C['permissions']['setUserPermissions']>({
    method: 'PATCH',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  changeLog: endpoint<C['permissions']['changeLog']>({
    method: 'GET',
    path: '/permissionChangeLogs/:userId',
    guard: { kind: 'permission', anyOf: ['putRole', 'putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const userManagementEndpoints = {
  page: endpoint<C['userManagement']['page']>({
    method: 'GET',
    path: '/userprofile/page',
    guard: { kind: 'permission', anyOf: ['getUserProfiles', 'interactWithPauseUserButton'] },
    errors: [],
  }),
  create: endpoint<C['userManagement']['create']>({
    method: 'POST',
    path: '/userprofile',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_TAKEN', 'NAME_TAKEN'],
  }),
  changeStatus: endpoint<C['userManagement']['changeStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId',
    guard: { kind: 'policy', name: 'changeUserStatus', allows: canChangeUserStatus },
    errors: ['USER_NOT_FOUND'],
  }),
  remove: endpoint<C['userManagement']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId',
    guard: { kind: 'permission', anyOf: ['deleteUserProfile'] },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const badgesEndpoints = {
  list: endpoint<C['badges']['list']>({
    method: 'GET',
    path: '/badge',
    guard: {
      kind: 'permission',
      anyOf: ['seeBadges', 'assignBadges', 'createBadges', 'updateBadges', 'deleteBadges'],
    },
    errors: [],
  }),
  create: endpoint<C['badges']['create']>({
    method: 'POST',
    path: '/badge',
    guard: { kind: 'permission', anyOf: ['createBadges'] },
    errors: ['BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  update: endpoint<C['badges']['update']>({
    method: 'PUT',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['updateBadges'] },
    errors: ['BADGE_NOT_FOUND', 'BADGE_NAME_TAKEN', 'PROJECT_NOT_FOUND'],
  }),
  remove: endpoint<C['badges']['remove']>({
    method: 'DELETE',
    path: '/badge/:badgeId',
    guard: { kind: 'permission', anyOf: ['deleteBadges'] },
    errors: ['BADGE_NOT_FOUND'],
  }),
  assign: endpoint<C['badges']['assign']>({
    method: 'PUT',
    path: '/badge/assign/:userId',
    guard: { kind: 'permission', anyOf: ['assignBadges'] },
    errors: ['USER_NOT_FOUND', 'BADGE_NOT_FOUND'],
  }),
  badgeCount: endpoint<C['badges']['badgeCount']>({
    method: 'GET',
    path: '/badge/badgecount/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
  resetBadgeCount: endpoint<C['badges']['resetBadgeCount']>({
    method: 'PUT',
    path: '/badge/badgecount/reset/:userId',
    guard: { kind: 'policy', name: 'selfOrAssignBadges', allows: maySeeBadgeCountOf },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const blueSquaresEndpoints = {
  add: endpoint<C['blueSquares']['add']>({
    method: 'POST',
    path: '/userprofile/:userId/addInfringement',
    guard: { kind: 'permission', anyOf: ['addInfringements'] },
    errors: ['USER_NOT_FOUND'],
  }),
  edit: endpoint<C['blueSquares']['edit']>({
    method: 'PUT',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['editInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
  remove: endpoint<C['blueSquares']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['deleteInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
};

export const timeOffEndpoints = {
  list: endpoint<C['timeOff']['list']>({
    method: 'GET',
    path: '/getTimeOffRequests',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: endpoint<C['timeOff']['create']>({
    method: 'POST',
    path: '/setTimeOffRequest',
    guard: { kind: 'policy', name: 'timeOffRequester', allows: mayRequestTimeOffFor },
    errors: ['USER_NOT_FOUND', 'TIME_OFF_END_BEFORE_START', 'TIME_OFF_START_IN_PAST', 'TIME_OFF_OVERLAP'],
  }),
  get: endpoint<C['timeOff']['get']>({
    method: 'GET',
    path: '/getTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
  update: endpoint<C['timeOff']['update']>({
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
  remove: endpoint<C['timeOff']['remove']>({
    method: 'DELETE',
    path: '/deleteTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
};

export const authEndpoints = {
  signIn: endpoint<C['auth']['signIn']>({
    method: 'POST',
    path: '/login',
    guard: { kind: 'public' },
    errors: ['USERNAME_NOT_FOUND', 'ACCOUNT_INACTIVE', 'INVALID_PASSWORD', 'RATE_LIMITED'],
  }),
  signOut: endpoint<C['auth']['signOut']>({
    method: 'POST',
    path: '/logout',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  refreshToken: endpoint<C['auth']['refreshToken']>({
    method: 'GET',
    path: '/refreshToken/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  changePassword: endpoint<C['auth']['changePassword']>({
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
  changePasswordByPost: endpoint<C['auth']['changePasswordByPost']>({
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
  forcePasswordChange: endpoint<C['auth']['forcePasswordChange']>({
    method: 'PATCH',
    path: '/forcepassword',
    guard: { kind: 'public' },
    errors: ['USER_NOT_FOUND', 'INVALID_RESET_TOKEN', 'WEAK_PASSWORD', 'DEFAULT_PASSWORD_REUSED'],
  }),
  forgotPassword: endpoint<C['auth']['forgotPassword']>({
    method: 'POST',
    path: '/forgotpassword',
    guard: { kind: 'public' },
    errors: ['NO_VALID_USER', 'RATE_LIMITED'],
  }),
  resetPassword: endpoint<C['auth']['resetPassword']>({
    method: 'PATCH',
    path: '/userProfile/:userId/resetPassword',
    guard: { kind: 'permission', anyOf: ['resetPassword'] },
    errors: ['USER_NOT_FOUND', 'PASSWORDS_DIFFER', 'WEAK_PASSWORD'],
  }),
};

export const invitationsEndpoints = {
  invite: endpoint<C['invitations']['invite']>({
    method: 'POST',
    path: '/getInitialSetuptoken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  listOpen: endpoint<C['invitations']['listOpen']>({
    method: 'GET',
    path: '/getSetupInvitation',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: [],
  }),
  cancel: endpoint<C['invitations']['cancel']>({
    method: 'POST',
    path: '/cancelSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND'],
  }),
  refresh: endpoint<C['invitations']['refresh']>({
    method: 'POST',
    path: '/refreshSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND', 'EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  validateToken: endpoint<C['invitations']['validateToken']>({
    method: 'POST',
    path: '/validateToken',
    guard: { kind: 'public' },
    errors: ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED'],
  }),
  completeSetup: endpoint<C['invitations']['completeSetup']>({
    method: 'POST',
    path: '/ProfileInitialSetup',
    guard: { kind: 'public' },
    errors: ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'EMAIL_IN_USE'],
  }),
};

export const locationsEndpoints = {
  lookup: endpoint<C['locations']['lookup']>({
    method: 'GET',
    path: '/timezone/:location',
    guard: { kind: 'signedIn' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
  lookupForSetup: endpoint<C['locations']['lookupForSetup']>({
    method: 'POST',
    path: '/timezone/:location',
    guard: { kind: 'public' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
};

export const systemEndpoints = {
  health: endpoint<C['system']['health']>({
    method: 'GET',
    path: '/health',
    guard: { kind: 'public' },
    errors: [],
  }),
  ready: endpoint<C['system']['ready']>({
    method: 'GET',
    path: '/ready',
    guard: { kind: 'public' },
    errors: ['NOT_READY'],
  }),
};

export const projectsEndpoints = {
  list: endpoint<C['projects']['list']>({
    method: 'GET',
    path: '/projects',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: endpoint<C['projects']['create']>({
    method: 'POST',
    path: '/projects',
    guard: { kind: 'permission', anyOf: ['postProject'] },
    errors: ['PROJECT_NAME_TAKEN'],
  }),
  search: endpoint<C['projects']['search']>({
    method: 'GET',
    path: '/projects/search',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  ofUser: endpoint<C['projects']['ofUser']>({
    method: 'GET',
    path: '/projects/user/:userId',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  get: endpoint<C['projects']['get']>({
    method: 'GET',
    path: '/project/:projectId',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  update: endpoint<C['projects']['update']>({
    method: 'PUT',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['putProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_NAME_TAKEN'],
  }),
  remove: endpoint<C['projects']['remove']>({
    method: 'DELETE',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['deleteProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_HAS_TIME_ENTRIES'],
  }),
  members: endpoint<C['projects']['members']>({
    method: 'GET',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['getProjectMembers', 'assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  assignMembers: endpoint<C['projects']['assignMembers']>({
    method: 'POST',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_ARCHIVED', 'USER_NOT_FOUND'],
  }),
  candidates: endpoint<C['projects']['candidates']>({
    method: 'GET',
    path: '/project/:projectId/candidates',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
};

export const tasksEndpoints = {
  ofUser: endpoint<C['tasks']['ofUser']>({
    method: 'GET',
    path: '/tasks/user/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
};

export const emailsEndpoints = {
  list: endpoint<C['emails']['list']>({
    method: 'GET',
    path: '/emailoutbox',
    guard: { kind: 'policy', name: 'owner', allows: canReadOutbox },
    errors: [],
  }),
  get: endpoint<C['emails']['get']>({
    method: 'GET',
    path: '/emailoutbox/:id',
    guard: { kind: 'policy', name: 'owner', allows: canReadOutbox },
    errors: ['EMAIL_NOT_FOUND'],
  }),
};

export const infoCollectionsEndpoints = {
  list: endpoint<C['infoCollections']['list']>({
    method: 'GET',
    path: '/informations',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: endpoint<C['infoCollections']['create']>({
    method: 'POST',
    path: '/informations',
    guard: { kind: 'permission', anyOf: ['createPopup'] },
    errors: ['INFO_NAME_TAKEN'],
  }),
  update: endpoint<C['infoCollections']['update']>({
    method: 'PUT',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: canEditInfoContent },
    errors: ['INFO_NOT_FOUND', 'INFO_NAME_TAKEN'],
  }),
  remove: endpoint<C['infoCollections']['remove']>({
    method: 'DELETE',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: canEditInfoContent },
    errors: ['INFO_NOT_FOUND'],
  }),
};
