// The original client's people calls beside the profile's own endpoints (users.contract.ts): lookups
// by a single name, by team and by project, the bulk team-code change, the picture calls that name the
// person in the body, and the password check that unlocks the weekly summaries' recipients.
import { z } from 'zod';
import type { AuthErrorCode } from '../auth/auth.errors';
import { defineContract, errorCodes, guard } from '../contracts';
import { ROUTE_PERMISSION_SETS } from '../permissions/routeGuards';
import { canManageSummaryRecipients } from '../weeklySummaries/policies';
import {
  pictureFromWebsiteInput,
  pictureMessageJson,
  projectIdsOfPeopleJson,
  profileEditsInput,
  profileEditsSavedJson,
  pictureOfPersonInput,
  projectPersonJson,
  summariesUnlockedJson,
  summariesUnlockInput,
  teamCodeChangedJson,
  teamCodeChangeInput,
  teamMatesJson,
} from './people.schema';
import { mayCallProfileEditingOfBody, mayCallProfileEditingOfList } from './policies';
import { userNameJson } from './userProfileJson';
import type { UsersErrorCode } from './users.errors';

const refusals = errorCodes<UsersErrorCode | AuthErrorCode>();

/** The person named by the body's `user_id`, or an editor of profiles; the service applies the full rule. */
const pictureEditors = guard.policy('editProfileInBody', mayCallProfileEditingOfBody);

export const peopleContract = {
  /** Several people's properties at once, each under the rules of PATCH /userprofile/:id/property; all or none. */
  updateMany: defineContract({
    method: 'PATCH',
    path: '/userprofile/update',
    changesSessions: true,
    guard: guard.policy('editProfilesInBody', mayCallProfileEditingOfList),
    errors: refusals(
      'NOT_A_VALID_USER',
      'FIELD_FORBIDDEN',
      'EMAIL_TAKEN',
      'TEAM_NOT_FOUND',
      'PROJECT_NOT_FOUND',
    ),
    body: profileEditsInput,
    response: profileEditsSavedJson,
  }),
  bySingleName: defineContract({
    method: 'GET',
    path: '/userprofile/singleName/:name',
    summary: 'People whose first or last name is the text, ignoring case and accents',
    guard: guard.signedIn,
    errors: refusals(),
    params: z.object({ name: z.string().max(200) }),
    response: z.array(userNameJson),
  }),
  teamMates: defineContract({
    method: 'GET',
    path: '/userprofile/teammembers/:userId',
    summary: "The other members of the person's teams",
    guard: guard.signedIn,
    errors: refusals('NOT_A_VALID_USER'),
    params: z.object({ userId: z.string() }),
    response: teamMatesJson,
  }),
  projectPeople: defineContract({
    method: 'GET',
    path: '/userprofile/project/:projectId',
    summary: 'The people on a project',
    guard: guard.permission(...ROUTE_PERMISSION_SETS.projectMembers),
    errors: refusals('PROJECT_NOT_FOUND'),
    params: z.object({ projectId: z.string() }),
    response: z.array(projectPersonJson),
  }),
  /** The projects of the people whose name matches the text, as the original's project search asked. */
  projectsOfPeople: defineContract({
    method: 'GET',
    path: '/userprofile/projects/:searchName',
    guard: guard.signedIn,
    errors: refusals('PROJECT_NOT_FOUND'),
    params: z.object({ searchName: z.string().max(200) }),
    response: projectIdsOfPeopleJson,
  }),
  changeTeamCodes: defineContract({
    method: 'PATCH',
    path: '/AllTeamCodeChanges',
    summary: 'Gives the people one team code',
    guard: guard.permission('editTeamCode'),
    errors: refusals('NOT_A_VALID_USER'),
    body: teamCodeChangeInput,
    response: teamCodeChangedJson,
  }),
  removePicture: defineContract({
    method: 'PUT',
    path: '/userProfile/profileImage/remove',
    guard: pictureEditors,
    errors: refusals('NOT_A_VALID_USER'),
    body: pictureOfPersonInput,
    response: pictureMessageJson,
  }),
  pictureFromWebsite: defineContract({
    method: 'PUT',
    path: '/userProfile/profileImage/imagefromwebsite',
    summary: "Makes one of the person's suggested pictures their profile picture",
    guard: pictureEditors,
    errors: refusals('NOT_A_VALID_USER', 'PICTURE_NOT_SUGGESTED'),
    body: pictureFromWebsiteInput,
    response: pictureMessageJson,
  }),
  unlockSummaryRecipients: defineContract({
    method: 'POST',
    path: '/userProfile/authorizeUser/weeeklySummaries',
    summary: "Checks the caller's password before the weekly summaries' recipients are edited",
    guard: guard.policy('summaryRecipientsManager', canManageSummaryRecipients),
    errors: refusals('INCORRECT_PASSWORD', 'RATE_LIMITED'),
    body: summariesUnlockInput,
    response: summariesUnlockedJson,
  }),
};
