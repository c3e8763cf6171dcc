import { apiContracts } from '@hgn/domain/apiContracts';
import type { ContractSpec } from '@hgn/domain/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

/**
 * Who may call each endpoint, written by hand. A new route, or a changed guard, must be added here
 * on purpose: the registry of declared guards has to match this table exactly.
 */
const expectedGuards: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'signedIn',
  'GET /api/refreshToken/:userId': 'signedIn',
  'PATCH /api/userProfile/:userId/updatePassword': 'signedIn',
  'POST /api/userProfile/:userId/updatePassword': 'signedIn',
  'PATCH /api/forcepassword': 'public',
  'POST /api/forgotpassword': 'public',
  'PATCH /api/userProfile/:userId/resetPassword': 'permission:resetPassword',
  'POST /api/getInitialSetuptoken': 'permission:postUserProfile',
  'GET /api/getSetupInvitation': 'permission:postUserProfile',
  'POST /api/cancelSetupInvitationToken': 'permission:postUserProfile',
  'POST /api/refreshSetupInvitationToken': 'permission:postUserProfile',
  'POST /api/validateToken': 'public',
  'POST /api/ProfileInitialSetup': 'public',
  'GET /api/timezone/:location': 'signedIn',
  'POST /api/timezone/:location': 'public',
  'GET /api/roles': 'signedIn',
  'GET /api/roles/:roleId': 'signedIn',
  'POST /api/roles': 'permission:postRole',
  'PATCH /api/roles/:roleId': 'permission:putRole',
  'DELETE /api/roles/:roleId': 'permission:deleteRole',
  'GET /api/rolePreset/:roleName': 'permission:putRole',
  'POST /api/rolePreset': 'permission:putRole',
  'PUT /api/rolePreset/:presetId': 'permission:putRole',
  'DELETE /api/rolePreset/:presetId': 'permission:putRole',
  'GET /api/permission-management/roles': 'permission:postRole|putRole|deleteRole|putUserProfilePermissions',
  'GET /api/permission-management/users': 'permission:putUserProfilePermissions',
  'GET /api/permission-management/user/:userId': 'permission:putUserProfilePermissions',
  'PATCH /api/permission-management/user/:userId': 'permission:putUserProfilePermissions',
  'GET /api/permissionChangeLogs/:userId': 'permission:putRole|putUserProfilePermissions',
  'GET /api/userprofile/:userId': 'signedIn',
  'PUT /api/userprofile/:userId/preferences': 'policy:self',
  'GET /api/userprofile': 'permission:getUserProfiles|interactWithPauseUserButton',
  'GET /api/userprofile/basicInfo': 'permission:getUserProfiles',
  'GET /api/userprofile/teamCode/list': 'signedIn',
  'GET /api/userprofile/autocomplete/:searchText': 'signedIn',
  'GET /api/userprofile/name/:name': 'signedIn',
  'GET /api/userprofile/fullName/:name': 'signedIn',
  'PUT /api/userprofile/:userId': 'policy:editProfile',
  'PATCH /api/userprofile/:userId/property': 'policy:editProfile',
  'PUT /api/userprofile/:userId/rehireable': 'permission:changeUserRehireableStatus',
  'PATCH /api/userprofile/:userId/rehireable': 'permission:changeUserRehireableStatus',
  'PUT /api/userprofile/:userId/toggleInvisibility': 'permission:toggleInvisibility',
  'PATCH /api/userprofile/:userId/toggleInvisibility': 'permission:toggleInvisibility',
  'PUT /api/userprofile/:userId/toggleBio': 'policy:selfOrRequestBio',
  'PATCH /api/userprofile/:userId/toggleBio': 'policy:selfOrRequestBio',
  'GET /api/userprofile/:userId/edits': 'policy:editProfile',
  'GET /api/userprofile/:userId/picture': 'public',
  'PUT /api/userprofile/:userId/picture': 'policy:editProfile',
  'DELETE /api/userprofile/:userId/picture': 'policy:editProfile',
  'GET /api/userprofile/page': 'permission:getUserProfiles|interactWithPauseUserButton',
  'POST /api/userprofile': 'permission:postUserProfile',
  'PATCH /api/userprofile/:userId': 'policy:changeUserStatus',
  'DELETE /api/userprofile/:userId': 'permission:deleteUserProfile',
  'GET /api/team': 'signedIn',
  'POST /api/team': 'permission:postTeam',
  'PUT /api/team': 'permission:putTeam|assignTeamToUsers',
  'GET /api/team/:teamId': 'signedIn',
  'PUT /api/team/:teamId': 'permission:putTeam',
  'DELETE /api/team/:teamId': 'permission:deleteTeam',
  'GET /api/team/:teamId/users': 'signedIn',
  'POST /api/team/:teamId/users': 'permission:assignTeamToUsers',
  'GET /api/team/:teamId/candidates': 'permission:assignTeamToUsers',
  'GET /api/projects': 'signedIn',
  'POST /api/projects': 'permission:postProject',
  'GET /api/projects/search': 'signedIn',
  'GET /api/projects/user/:userId': 'signedIn',
  'GET /api/project/:projectId': 'signedIn',
  'PUT /api/project/:projectId': 'permission:putProject',
  'DELETE /api/project/:projectId': 'permission:deleteProject',
  'GET /api/project/:projectId/users': 'permission:getProjectMembers|assignProjectToUsers',
  'POST /api/project/:projectId/users': 'permission:assignProjectToUsers',
  'GET /api/project/:projectId/candidates': 'permission:assignProjectToUsers',
  'GET /api/tasks/user/:userId': 'signedIn',
  'GET /api/user/:userId/teams/tasks': 'policy:teamTasksViewer',
  'GET /api/dashboard/leaderboard/:userId': 'policy:leaderboardViewer',
  'GET /api/dashboard/leaderboard/org/data': 'signedIn',
  'GET /api/mouseoverText': 'signedIn',
  'POST /api/mouseoverText': 'policy:owner',
  'PUT /api/mouseoverText/:mouseoverTextId': 'policy:owner',
  'POST /api/TimeEntry/users': 'signedIn',
  'GET /api/TimeEntry/user/:userId/:fromDate/:toDate': 'signedIn',
  'POST /api/TimeEntry': 'signedIn',
  'PUT /api/TimeEntry/:timeEntryId': 'signedIn',
  'DELETE /api/TimeEntry/:timeEntryId': 'signedIn',
  'GET /api/timelogTracking/:userId': 'policy:timerOfUser',
  'POST /api/task/:wbsId': 'permission:postTask',
  'GET /api/tasks/:wbsId/:level/:mother': 'signedIn',
  'GET /api/task/:taskId': 'signedIn',
  'GET /api/task/wbs/:wbsId': 'signedIn',
  'PUT /api/task/update/:taskId': 'permission:updateTask',
  'PUT /api/task/updateStatus/:taskId': 'policy:taskStatusSetter',
  'PUT /api/task/:taskId/review': 'policy:reviewStatusSetter',
  'POST /api/tasks/reviewreq/:userId': 'policy:reviewRequester',
  'PUT /api/task/:taskId/completion': 'policy:taskCompletionSetter',
  'PUT /api/task/:taskId/resources/remove': 'permission:updateTask|removeUserFromTask',
  'POST /api/task/del/:taskId/:motherId': 'permission:deleteTask',
  'PUT /api/tasks/moveTasks/:wbsId': 'permission:updateTask|swapTask',
  'PUT /api/tasks/update/num': 'permission:updateNum',
  'POST /api/task/delete/children/:taskId': 'permission:deleteTask',
  'POST /api/task/import/:wbsId': 'permission:importTask',
  'POST /api/task/wbs/del/:wbsId': 'permission:deleteTask',
  'POST /api/task/:taskId/tasknotification': 'policy:taskChangeNotifier',
  'GET /api/tasknotification': 'signedIn',
  'DELETE /api/tasknotification/:id': 'policy:taskNoticeRecipient',
  'DELETE /api/tasknotification/:first/:second': 'policy:ownTaskNotices',
  'GET /api/followup': 'signedIn',
  'POST /api/followup/:userId/:taskId': 'policy:followUpSetter',
  'GET /api/taskeditsuggestion': 'permission:updateTask|resolveTask',
  'POST /api/taskeditsuggestion': 'policy:taskEditSuggester',
  'DELETE /api/taskeditsuggestion/:id': 'permission:resolveTask',
  'POST /api/taskeditsuggestion/:id/approve': 'permission:resolveTask',
  'GET /api/wbs/:projectId': 'signedIn',
  'POST /api/wbs/:projectId': 'permission:postWbs',
  'DELETE /api/wbs/:projectId': 'permission:deleteWbs',
  'GET /api/wbsId/:wbsId': 'signedIn',
  'PUT /api/wbsId/:wbsId': 'permission:postWbs',
  'GET /api/getTimeOffRequests': 'signedIn',
  'POST /api/setTimeOffRequest': 'policy:timeOffRequester',
  'GET /api/getTimeOffRequest/:id': 'policy:timeOffRequestOwner',
  'POST /api/updateTimeOffRequest/:id': 'policy:timeOffRequestOwner',
  'DELETE /api/deleteTimeOffRequest/:id': 'policy:timeOffRequestOwner',
  'GET /api/badge': 'permission:seeBadges|assignBadges|createBadges|updateBadges|deleteBadges',
  'POST /api/badge': 'permission:createBadges',
  'PUT /api/badge/:badgeId': 'permission:updateBadges',
  'DELETE /api/badge/:badgeId': 'permission:deleteBadges',
  'PUT /api/badge/assign/:userId': 'permission:assignBadges',
  'GET /api/badge/badgecount/:userId': 'policy:selfOrAssignBadges',
  'PUT /api/badge/badgecount/reset/:userId': 'policy:selfOrAssignBadges',
  'POST /api/userprofile/:userId/addInfringement': 'permission:addInfringements',
  'PUT /api/userprofile/:userId/infringements/:blueSquareId': 'permission:editInfringements',
  'DELETE /api/userprofile/:userId/infringements/:blueSquareId': 'permission:deleteInfringements',
  'GET /api/informations': 'signedIn',
  'POST /api/informations': 'permission:createPopup',
  'PUT /api/informations/:infoId': 'policy:owner',
  'DELETE /api/informations/:infoId': 'policy:owner',
  'GET /api/emailoutbox': 'policy:owner',
  'GET /api/emailoutbox/:id': 'policy:owner',
  'GET /api/jobruns': 'policy:owner',
  'POST /api/jobruns/:jobName': 'policy:owner',
  'GET /api/dashboard/suggestionoption/:userId': 'signedIn',
  'POST /api/dashboard/suggestionoption/:userId': 'policy:owner',
  'POST /api/dashboard/makesuggestion/:userId': 'policy:self',
  'POST /api/dashboard/bugreport/:userId': 'policy:self',
  'GET /api/dashboard/aiPrompt': 'signedIn',
  'PUT /api/dashboard/aiPrompt': 'policy:owner',
  'GET /api/dashboard/aiPrompt/copied/:userId': 'policy:self',
  'PUT /api/dashboard/aiPrompt/copied/:userId': 'policy:self',
  'PUT /api/userprofile/:userId/weeklySummaries': 'policy:weeklySummaryWriter',
  'POST /api/userprofile/:userId/weeklySummaries/move': 'policy:weeklySummaryWriter',
  'GET /api/reports/weeklysummaries': 'policy:summariesReader',
  'PUT /api/reports/weeklysummaries/:userId/filterColor': 'policy:reportFilters',
};

const { routes } = await createTestApp();

describe('the guard registry', () => {
  it('declares exactly the guards of the hand-written table', () => {
    const declared = Object.fromEntries(
      routes
        .filter((r) => !r.url.toLowerCase().startsWith('/api/docs'))
        .map((r) => [`${r.method} ${r.url}`, r.guard]),
    );
    expect(declared).toEqual(expectedGuards);
  });

  it('registers every route of the API from a contract, and every contract once', () => {
    const api = routes.filter((r) => !r.url.toLowerCase().startsWith('/api/docs'));
    expect(api.filter((r) => r.contractPath === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const declared = Object.values(apiContracts).flatMap((area) =>
      (Object.values(area) as ContractSpec[]).map((c) => `${c.method} /api${c.path}`),
    );
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(api.map((r) => `${r.method} ${r.url}`).sort());
  });

  it('leaves only the documentation public besides the table', () => {
    const docs = routes.filter((r) => r.url.toLowerCase().startsWith('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.guard === 'public' && r.method === 'GET')).toBe(true);
  });
});
