import type { FeatureDeps } from './feature.js';
import { createEmailsService } from './features/emails/emails.service.js';
import { createInvitationsService } from './features/invitations/invitations.service.js';
import { createLocationsService } from './features/locations/locations.service.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createApiTokensService } from './features/apiTokens/apiTokens.service.js';
import { createTwoFactorService } from './features/twoFactor/twoFactor.service.js';
import { createSessionsService } from './features/auth/sessions.service.js';
import { createAuditService } from './features/audit/audit.service.js';
import { createPermissionsService } from './features/permissions/permissions.service.js';
import { createBadgesService } from './features/badges/badges.service.js';
import { createBlueSquaresService } from './features/blueSquares/blueSquares.service.js';
import { createEmailCopiesService } from './features/blueSquares/emailCopies.service.js';
import { createScheduledReasonsService } from './features/blueSquares/scheduledReasons.service.js';
import { createProjectsService, projectHasTimeEntries } from './features/projects/projects.service.js';
import { createTeamsService } from './features/teams/teams.service.js';
import { createTimeOffService } from './features/timeOff/timeOff.service.js';
import { createInfoCollectionsService } from './features/infoCollections/infoCollections.service.js';
import { createTitlesService } from './features/titles/titles.service.js';
import { createPopupEditorsService } from './features/popupEditors/popupEditors.service.js';
import { createTasksService, taskHasTimeEntries } from './features/tasks/tasks.service.js';
import { createTaskReviewService } from './features/tasks/tasks.review.service.js';
import { createTeamTasksService } from './features/teamTasks/teamTasks.service.js';
import { createDashboardService } from './features/dashboard/dashboard.service.js';
import { createTaskNotificationsService } from './features/taskNotifications/taskNotifications.service.js';
import { createFollowUpsService } from './features/followUps/followUps.service.js';
import { createTaskEditSuggestionsService } from './features/taskEditSuggestions/taskEditSuggestions.service.js';
import { createTimeEntriesService } from './features/timeEntries/timeEntries.service.js';
import { createTimerService } from './features/timer/timer.service.js';
import { createUsersService } from './features/users/users.service.js';
import { createProfilesService } from './features/profiles/profiles.service.js';
import { createUserManagementService } from './features/userManagement/userManagement.service.js';
import { createWbsService, wbsHasTimeEntries } from './features/wbs/wbs.service.js';
import { createWeeklySummariesService } from './features/weeklySummaries/weeklySummaries.service.js';
import { createWeekCloseService } from './features/weekClose/weekClose.service.js';
import { createFeedbackService } from './features/feedback/feedback.service.js';
import { createOrgSummaryService } from './features/orgSummary/orgSummary.service.js';
import { createReportsService } from './features/reports/reports.service.js';
import { createNotificationsService } from './features/notifications/notifications.service.js';
import { createOwnerMessageService } from './features/ownerMessage/ownerMessage.service.js';
import { createWarningsService } from './features/warnings/warnings.service.js';
import { createMapLocationsService } from './features/mapLocations/mapLocations.service.js';
import { createAnnouncementsService } from './features/announcements/announcements.service.js';
import { createBuildingProjectsService } from './features/buildingManagement/buildingProjects.service.js';
import { createStoredFilesService } from './features/buildingManagement/storedFiles.service.js';
import { createJobListingsService } from './features/jobListings/jobListings.service.js';
import { createJobFormsService } from './features/jobForms/jobForms.service.js';
import { createProjectSummaryService } from './features/buildingManagement/projectSummary.service.js';
import { createSiteRecordsService } from './features/buildingManagement/siteRecords.service.js';
import { createCommunityPortalService } from './features/communityPortal/communityPortal.service.js';
import { createRentalsService } from './features/rentals/rentals.service.js';
import { createToolsService } from './features/buildingManagement/tools.service.js';
import { createLessonsService } from './features/buildingManagement/lessons.service.js';
import { createStockService } from './features/buildingManagement/stock.service.js';
import { createPurchasedItems } from './features/buildingManagement/purchasedItems.js';
import { createInventoryTypesService } from './features/buildingManagement/inventoryTypes.service.js';

/** Every feature's service, built once; features reach each other only through these. */
export function createServices(deps: FeatureDeps) {
  // People stand below every other area: they are built first and handed to those that use them.
  const users = createUsersService(deps);
  const permissions = createPermissionsService(deps, users);
  const auth = createAuthService(deps, users);
  // The second factor registers its step of the sign-in with auth.
  const twoFactor = createTwoFactorService(deps, { auth });
  // A personal API token acts as its owner, as the auth area finds them.
  const apiTokens = createApiTokensService(deps, { people: auth });
  const teams = createTeamsService(deps, users);
  const projects = createProjectsService(deps, { people: users });
  const invitations = createInvitationsService(deps, { auth, people: users, projectsOf: projects });
  const locations = createLocationsService();
  const wbs = createWbsService(deps, projects);
  const tasks = createTasksService(deps, users, wbs);
  // A person taken off a task loses their follow-up mark on it.
  const followUps = createFollowUpsService(deps);
  tasks.onPeopleRemoved((tx, taskId, userIds) => followUps.removeOfPeopleOffTask(tx, taskId, userIds));
  const badges = createBadgesService(deps, users);
  const blueSquares = createBlueSquaresService(deps);
  const timeOff = createTimeOffService(deps);
  const timeEntries = createTimeEntriesService(deps, { users, tasks, blueSquares });
  // Logged time keeps its tasks and WBS from deletion.
  tasks.onTasksDeleting(async (tx, taskIds) => {
    if (await timeEntries.hasEntriesOfTasks(tx, taskIds)) throw taskHasTimeEntries();
  });
  wbs.onWbsDeleting(async (tx, wbsId) => {
    if (await timeEntries.hasEntriesOfWbs(tx, wbsId)) throw wbsHasTimeEntries();
  });
  // A project's WBS, their tasks and its time entries follow it; logged time keeps it from deletion.
  projects.onProjectArchived((tx, projectId, isActive) => wbs.setActiveOfProject(tx, projectId, isActive));
  projects.onProjectArchived((tx, projectId, isActive) => tasks.setActiveOfProject(tx, projectId, isActive));
  projects.onProjectArchived((tx, projectId, isActive) =>
    timeEntries.setActiveOfProject(tx, projectId, isActive),
  );
  projects.onProjectDeleting(async (tx, projectId) => {
    if (await timeEntries.hasEntriesOfProject(tx, projectId)) throw projectHasTimeEntries();
  });
  // A summary is saved with the profile's media link.
  const weeklySummaries = createWeeklySummariesService(deps, { users });
  const feedback = createFeedbackService(deps);
  // The profile gathers what each area keeps of a person, and saves across them.
  const profiles = createProfilesService(deps, {
    users,
    teams,
    projects,
    badges,
    blueSquares,
    timeOff,
    timeEntries,
    weeklySummaries,
    feedback,
    permissions,
  });
  const taskNotifications = createTaskNotificationsService(deps);
  // The team tasks table shows each member's task notices, this week's hours and time off.
  const teamTasks = createTeamTasksService(deps, { tasks, taskNotifications, timeEntries, timeOff });
  const userManagement = createUserManagementService(deps, { users, profiles, permissions });
  const timer = createTimerService(deps, {
    heartbeatMs: deps.config.timerHeartbeatMs,
    reconnectGraceMs: deps.config.timerReconnectGraceMs,
  });
  // Logging the timer's time stops it in the entry's transaction; a timer not running refuses the entry.
  timeEntries.onTimerStop((tx, personId) => timer.stopForLoggedEntry(tx, personId));
  const notifications = createNotificationsService(deps);
  // Sunday midnight closes the week with what every other feature keeps.
  const weekClose = createWeekCloseService(deps, {
    users,
    badges,
    blueSquares,
    timeOff,
    timeEntries,
    weeklySummaries,
    notifications,
  });
  // Job forms e-mail each application to its job's CC list.
  const jobListings = createJobListingsService(deps, createStoredFilesService(deps));
  const reports = createReportsService(deps);
  return {
    weekClose,
    feedback,
    permissions,
    auth,
    twoFactor,
    apiTokens,
    sessions: createSessionsService(deps),
    audit: createAuditService(deps),
    invitations,
    locations,
    teams,
    projects,
    badges,
    blueSquares,
    emailCopies: createEmailCopiesService(deps),
    scheduledReasons: createScheduledReasonsService(deps),
    timeOff,
    users,
    profiles,
    userManagement,
    infoCollections: createInfoCollectionsService(deps),
    titles: createTitlesService(deps, { teams }),
    popupEditors: createPopupEditorsService(deps),
    emails: createEmailsService(deps),
    wbs,
    tasks,
    taskReview: createTaskReviewService(deps, tasks),
    timeEntries,
    taskNotifications,
    teamTasks,
    dashboard: createDashboardService(deps, {
      teamTasks,
      people: profiles,
      reports,
    }),
    followUps,
    taskEditSuggestions: createTaskEditSuggestionsService(deps, tasks),
    timer,
    weeklySummaries,
    orgSummary: createOrgSummaryService(deps),
    buildingProjects: createBuildingProjectsService(deps, users),
    storedFiles: createStoredFilesService(deps),
    projectSummary: createProjectSummaryService(deps),
    siteRecords: createSiteRecordsService(deps),
    communityPortal: createCommunityPortalService(deps),
    rentals: createRentalsService(deps, auth),
    tools: createToolsService(deps, createStoredFilesService(deps)),
    lessons: createLessonsService(deps, createStoredFilesService(deps)),
    stock: createStockService(deps, createPurchasedItems),
    inventoryTypes: createInventoryTypesService(deps, createStoredFilesService(deps)),
    reports,
    mapLocations: createMapLocationsService(deps, { users }),
    notifications,
    ownerMessage: createOwnerMessageService(deps, createStoredFilesService(deps)),
    jobListings,
    jobForms: createJobFormsService(deps, jobListings),
    announcements: createAnnouncementsService(deps, { people: users }),
    warnings: createWarningsService(deps, { blueSquares }),
  };
}

export type Services = ReturnType<typeof createServices>;
