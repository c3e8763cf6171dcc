// Every endpoint of the API, by area. The server registers each of them (a test holds the two equal),
// `npm run contracts` writes the web app's zod-free table from them, and the union of their error
// codes is the type of every refusal the server makes.
import type { CommonErrorCode } from '../contracts';
import { teamsContract } from '../teams/teams.contract';
import { usersContract } from '../users/users.contract';
import { peopleContract } from '../users/people.contract';
import { permissionsContract } from '../permissions/permissions.contract';
import { userManagementContract } from '../userManagement/userManagement.contract';
import { badgesContract } from '../badges/badges.contract';
import { blueSquaresContract } from '../blueSquares/blueSquares.contract';
import {
  blueSquareEmailCopiesContract,
  scheduledReasonsContract,
} from '../blueSquares/blueSquareExtras.contract';
import { timeOffContract } from '../timeOff/timeOff.contract';
import { authContract } from '../auth/auth.contract';
import { twoFactorContract } from '../twoFactor/twoFactor.contract';
import { apiTokensContract } from '../apiTokens/apiTokens.contract';
import { sessionsContract } from '../sessions/sessions.contract';
import { auditContract } from '../audit/audit.contract';
import { invitationsContract } from '../invitations/invitations.contract';
import { locationsContract } from '../locations/locations.contract';
import { systemContract } from '../system/system.contract';
import { emailsContract } from '../emails/emails.contract';
import { infoCollectionsContract } from '../infoCollections/infoCollections.contract';
import { projectsContract } from '../projects/projects.contract';
import { tasksContract } from '../tasks/tasks.contract';
import { taskReviewContract } from '../tasks/taskReview.contract';
import { wbsContract } from '../wbs/wbs.contract';
import { taskNotificationsContract } from '../taskNotifications/taskNotifications.contract';
import { followUpsContract } from '../followUps/followUps.contract';
import { taskEditSuggestionsContract } from '../taskEditSuggestions/taskEditSuggestions.contract';
import { teamTasksContract } from '../teamTasks/teamTasks.contract';
import { timeEntriesContract } from '../timeEntries/timeEntries.contract';
import { timerContract } from '../timer/timer.contract';
import { dashboardContract } from '../dashboard/dashboard.contract';
import { weeklySummariesContract } from '../weeklySummaries/weeklySummaries.contract';
import { jobsContract } from '../jobs/jobs.contract';
import { jobListingsContract } from '../jobListings/jobListings.contract';
import { jobFormsContract } from '../jobForms/jobForms.contract';
import { feedbackContract } from '../feedback/feedback.contract';
import { orgSummaryContract } from '../orgSummary/orgSummary.contract';
import { reportsContract } from '../reports/reports.contract';
import { notificationsContract } from '../notifications/notifications.contract';
import { ownerMessageContract } from '../ownerMessage/ownerMessage.contract';
import { buildingProjectsContract } from '../buildingManagement/buildingProjects.contract';
import { storedFilesContract } from '../buildingManagement/storedFiles.contract';
import { projectSummaryContract } from '../buildingManagement/projectSummary.contract';
import { siteRecordsContract } from '../buildingManagement/siteRecords.contract';
import { communityPortalContract } from '../communityPortal/communityPortal.contract';
import { rentalsContract } from '../rentals/rentals.contract';
import { toolsContract } from '../buildingManagement/tools.contract';
import { lessonsContract } from '../buildingManagement/lessons.contract';
import { inventoryTypesContract } from '../buildingManagement/inventoryTypes.contract';
import { stockContract } from '../buildingManagement/stock.contract';
import { mapLocationsContract } from '../mapLocations/mapLocations.contract';
import { announcementsContract } from '../announcements/announcements.contract';
import { warningsContract } from '../warnings/warnings.contract';
import { titlesContract } from '../titles/titles.contract';
import { popupEditorsContract } from '../popupEditors/popupEditors.contract';

export const apiContracts = {
  teams: teamsContract,
  users: usersContract,
  people: peopleContract,
  permissions: permissionsContract,
  userManagement: userManagementContract,
  badges: badgesContract,
  blueSquares: blueSquaresContract,
  blueSquareEmailCopies: blueSquareEmailCopiesContract,
  scheduledReasons: scheduledReasonsContract,
  timeOff: timeOffContract,
  auth: authContract,
  twoFactor: twoFactorContract,
  apiTokens: apiTokensContract,
  sessions: sessionsContract,
  audit: auditContract,
  invitations: invitationsContract,
  locations: locationsContract,
  system: systemContract,
  projects: projectsContract,
  tasks: tasksContract,
  taskReview: taskReviewContract,
  wbs: wbsContract,
  taskNotifications: taskNotificationsContract,
  followUps: followUpsContract,
  taskEditSuggestions: taskEditSuggestionsContract,
  teamTasks: teamTasksContract,
  timeEntries: timeEntriesContract,
  timer: timerContract,
  dashboard: dashboardContract,
  emails: emailsContract,
  infoCollections: infoCollectionsContract,
  weeklySummaries: weeklySummariesContract,
  jobs: jobsContract,
  jobListings: jobListingsContract,
  jobForms: jobFormsContract,
  feedback: feedbackContract,
  orgSummary: orgSummaryContract,
  reports: reportsContract,
  notifications: notificationsContract,
  ownerMessage: ownerMessageContract,
  buildingProjects: buildingProjectsContract,
  storedFiles: storedFilesContract,
  projectSummary: projectSummaryContract,
  siteRecords: siteRecordsContract,
  communityPortal: communityPortalContract,
  rentals: rentalsContract,
  tools: toolsContract,
  lessons: lessonsContract,
  inventoryTypes: inventoryTypesContract,
  stock: stockContract,
  mapLocations: mapLocationsContract,
  announcements: announcementsContract,
  warnings: warningsContract,
  titles: titlesContract,
  popupEditors: popupEditorsContract,
};

export type ApiContracts = typeof apiContracts;
type ValueOf<T> = T[keyof T];
export type AnyApiContract = ValueOf<{ [Area in keyof ApiContracts]: ValueOf<ApiContracts[Area]> }>;

/** A code the server may answer with: an endpoint's own or a common one. */
export type ErrorCode = AnyApiContract['errors'][number] | CommonErrorCode;
export { errorStatus, errorTables } from './errorStatus';
