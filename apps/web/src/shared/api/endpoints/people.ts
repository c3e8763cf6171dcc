// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the people endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayCallProfileEditingOfBody, mayCallProfileEditingOfList } from '@hgn/domain/users';
import { canManageSummaryRecipients } from '@hgn/domain/weeklySummaries';

export const peopleEndpoints = {
  updateMany: /* @__PURE__ */ endpoint<C['people']['updateMany']>({
    method: 'PATCH',
    path: '/userprofile/update',
    guard: { kind: 'policy', name: 'editProfilesInBody', allows: mayCallProfileEditingOfList },
    errors: ['NOT_A_VALID_USER', 'FIELD_FORBIDDEN', 'EMAIL_TAKEN', 'TEAM_NOT_FOUND', 'PROJECT_NOT_FOUND'],
  }),
  bySingleName: /* @__PURE__ */ endpoint<C['people']['bySingleName']>({
    method: 'GET',
    path: '/userprofile/singleName/:name',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  teamMates: /* @__PURE__ */ endpoint<C['people']['teamMates']>({
    method: 'GET',
    path: '/userprofile/teammembers/:userId',
    guard: { kind: 'signedIn' },
    errors: ['NOT_A_VALID_USER'],
  }),
  projectPeople: /* @__PURE__ */ endpoint<C['people']['projectPeople']>({
    method: 'GET',
    path: '/userprofile/project/:projectId',
    guard: { kind: 'permission', anyOf: ['getProjectMembers', 'assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  projectsOfPeople: /* @__PURE__ */ endpoint<C['people']['projectsOfPeople']>({
    method: 'GET',
    path: '/userprofile/projects/:searchName',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  changeTeamCodes: /* @__PURE__ */ endpoint<C['people']['changeTeamCodes']>({
    method: 'PATCH',
    path: '/AllTeamCodeChanges',
    guard: { kind: 'permission', anyOf: ['editTeamCode'] },
    errors: ['NOT_A_VALID_USER'],
  }),
  removePicture: /* @__PURE__ */ endpoint<C['people']['removePicture']>({
    method: 'PUT',
    path: '/userProfile/profileImage/remove',
    guard: { kind: 'policy', name: 'editProfileInBody', allows: mayCallProfileEditingOfBody },
    errors: ['NOT_A_VALID_USER'],
  }),
  pictureFromWebsite: /* @__PURE__ */ endpoint<C['people']['pictureFromWebsite']>({
    method: 'PUT',
    path: '/userProfile/profileImage/imagefromwebsite',
    guard: { kind: 'policy', name: 'editProfileInBody', allows: mayCallProfileEditingOfBody },
    errors: ['NOT_A_VALID_USER', 'PICTURE_NOT_SUGGESTED'],
  }),
  unlockSummaryRecipients: /* @__PURE__ */ endpoint<C['people']['unlockSummaryRecipients']>({
    method: 'POST',
    path: '/userProfile/authorizeUser/weeeklySummaries',
    guard: { kind: 'policy', name: 'summaryRecipientsManager', allows: canManageSummaryRecipients },
    errors: ['INCORRECT_PASSWORD', 'RATE_LIMITED'],
  }),
};
