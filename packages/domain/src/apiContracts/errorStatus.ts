// The status of every refusal, from the tables each area declares beside its codes. A code several
// areas answer is declared by each of them with the same status (`errorStatus.test.ts`).
import { COMMON_ERRORS, type RefusalStatus } from '../contracts';
import { ANNOUNCEMENTS_ERRORS } from '../announcements/announcements.errors';
import { API_TOKENS_ERRORS } from '../apiTokens/apiTokens.errors';
import { AUDIT_ERRORS } from '../audit/audit.errors';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { BADGES_ERRORS } from '../badges/badges.errors';
import { BLUE_SQUARES_ERRORS } from '../blueSquares/blueSquares.errors';
import { BUILDING_MANAGEMENT_ERRORS } from '../buildingManagement/buildingManagement.errors';
import { INVENTORY_TYPE_ERRORS } from '../buildingManagement/inventoryTypes.errors';
import { LESSONS_ERRORS } from '../buildingManagement/lessons.errors';
import { SITE_RECORDS_ERRORS } from '../buildingManagement/siteRecords.errors';
import { STOCK_ERRORS } from '../buildingManagement/stock.errors';
import { TOOLS_ERRORS } from '../buildingManagement/tools.errors';
import { COMMUNITY_PORTAL_ERRORS } from '../communityPortal/communityPortal.errors';
import { DASHBOARD_ERRORS } from '../dashboard/dashboard.errors';
import { EMAILS_ERRORS } from '../emails/emails.errors';
import { FEEDBACK_ERRORS } from '../feedback/feedback.errors';
import { FOLLOW_UPS_ERRORS } from '../followUps/followUps.errors';
import { INFO_COLLECTIONS_ERRORS } from '../infoCollections/infoCollections.errors';
import { INVITATIONS_ERRORS } from '../invitations/invitations.errors';
import { JOB_FORMS_ERRORS } from '../jobForms/jobForms.errors';
import { JOB_LISTINGS_ERRORS } from '../jobListings/jobListings.errors';
import { JOBS_ERRORS } from '../jobs/jobs.errors';
import { LOCATIONS_ERRORS } from '../locations/locations.errors';
import { MAP_LOCATIONS_ERRORS } from '../mapLocations/mapLocations.errors';
import { NOTIFICATIONS_ERRORS } from '../notifications/notifications.errors';
import { OWNER_MESSAGE_ERRORS } from '../ownerMessage/ownerMessage.errors';
import { PERMISSIONS_ERRORS } from '../permissions/permissions.errors';
import { POPUP_EDITORS_ERRORS } from '../popupEditors/popupEditors.errors';
import { PROJECTS_ERRORS } from '../projects/projects.errors';
import { RENTALS_ERRORS } from '../rentals/rentals.errors';
import { REPORTS_ERRORS } from '../reports/reports.errors';
import { SESSIONS_ERRORS } from '../sessions/sessions.errors';
import { SYSTEM_ERRORS } from '../system/system.errors';
import { TASK_EDIT_SUGGESTIONS_ERRORS } from '../taskEditSuggestions/taskEditSuggestions.errors';
import { TASK_NOTIFICATIONS_ERRORS } from '../taskNotifications/taskNotifications.errors';
import { TASK_REVIEW_ERRORS } from '../tasks/taskReview.errors';
import { TASKS_ERRORS } from '../tasks/tasks.errors';
import { TEAM_TASKS_ERRORS } from '../teamTasks/teamTasks.errors';
import { TEAMS_ERRORS } from '../teams/teams.errors';
import { TIME_ENTRIES_ERRORS } from '../timeEntries/timeEntries.errors';
import { TIME_OFF_ERRORS } from '../timeOff/timeOff.errors';
import { TIMER_ERRORS } from '../timer/timer.errors';
import { TITLES_ERRORS } from '../titles/titles.errors';
import { TWO_FACTOR_ERRORS } from '../twoFactor/twoFactor.errors';
import { USER_MANAGEMENT_ERRORS } from '../userManagement/userManagement.errors';
import { USERS_ERRORS } from '../users/users.errors';
import { WARNINGS_ERRORS } from '../warnings/warnings.errors';
import { WBS_ERRORS } from '../wbs/wbs.errors';
import { WEEKLY_SUMMARIES_ERRORS } from '../weeklySummaries/weeklySummaries.errors';
import type { ErrorCode } from './index';

/** Every area's table of codes and statuses, the common codes first. */
export const errorTables = [
  COMMON_ERRORS,
  ANNOUNCEMENTS_ERRORS,
  API_TOKENS_ERRORS,
  AUDIT_ERRORS,
  AUTH_ERRORS,
  BADGES_ERRORS,
  BLUE_SQUARES_ERRORS,
  BUILDING_MANAGEMENT_ERRORS,
  INVENTORY_TYPE_ERRORS,
  LESSONS_ERRORS,
  SITE_RECORDS_ERRORS,
  STOCK_ERRORS,
  TOOLS_ERRORS,
  COMMUNITY_PORTAL_ERRORS,
  DASHBOARD_ERRORS,
  EMAILS_ERRORS,
  FEEDBACK_ERRORS,
  FOLLOW_UPS_ERRORS,
  INFO_COLLECTIONS_ERRORS,
  INVITATIONS_ERRORS,
  JOB_FORMS_ERRORS,
  JOB_LISTINGS_ERRORS,
  JOBS_ERRORS,
  LOCATIONS_ERRORS,
  MAP_LOCATIONS_ERRORS,
  NOTIFICATIONS_ERRORS,
  OWNER_MESSAGE_ERRORS,
  PERMISSIONS_ERRORS,
  POPUP_EDITORS_ERRORS,
  PROJECTS_ERRORS,
  RENTALS_ERRORS,
  REPORTS_ERRORS,
  SESSIONS_ERRORS,
  SYSTEM_ERRORS,
  TASK_EDIT_SUGGESTIONS_ERRORS,
  TASK_NOTIFICATIONS_ERRORS,
  TASK_REVIEW_ERRORS,
  TASKS_ERRORS,
  TEAM_TASKS_ERRORS,
  TEAMS_ERRORS,
  TIME_ENTRIES_ERRORS,
  TIME_OFF_ERRORS,
  TIMER_ERRORS,
  TITLES_ERRORS,
  TWO_FACTOR_ERRORS,
  USER_MANAGEMENT_ERRORS,
  USERS_ERRORS,
  WARNINGS_ERRORS,
  WBS_ERRORS,
  WEEKLY_SUMMARIES_ERRORS,
] as const;

// Written tail-recursive (the result carried along), so the compiler follows it through every table.
type Merged<T extends readonly object[], Acc = unknown> = T extends readonly [
  infer H,
  ...infer R extends readonly object[],
]
  ? Merged<R, Acc & H>
  : Acc;

/** The status each code answers with; `AppError` takes it from here, so a throw names only its code. */
export const errorStatus: Readonly<Record<ErrorCode, RefusalStatus>> = Object.assign(
  {},
  ...errorTables,
) as Merged<typeof errorTables>;
