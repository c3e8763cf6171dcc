import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemContract as system } from '@hgn/domain/system';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './db.js';
import { AppError } from './platform/http/app-error.js';
import { route } from './platform/http/route.js';
import type { Services } from './services.js';
import { emailsRoutes } from './features/emails/emails.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { twoFactorRoutes } from './features/twoFactor/twoFactor.routes.js';
import { apiTokensRoutes } from './features/apiTokens/apiTokens.routes.js';
import { sessionsRoutes } from './features/auth/sessions.routes.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { invitationsRoutes } from './features/invitations/invitations.routes.js';
import { locationsRoutes } from './features/locations/locations.routes.js';
import { permissionsRoutes } from './features/permissions/permissions.routes.js';
import { timeOffRoutes } from './features/timeOff/timeOff.routes.js';
import { badgesRoutes } from './features/badges/badges.routes.js';
import { blueSquaresRoutes } from './features/blueSquares/blueSquares.routes.js';
import { blueSquareExtrasRoutes } from './features/blueSquares/blueSquareExtras.routes.js';
import { infoCollectionsRoutes } from './features/infoCollections/infoCollections.routes.js';
import { titlesRoutes } from './features/titles/titles.routes.js';
import { tasksRoutes } from './features/tasks/tasks.routes.js';
import { taskReviewRoutes } from './features/tasks/tasks.review.routes.js';
import { teamTasksRoutes } from './features/teamTasks/teamTasks.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { timeEntriesRoutes } from './features/timeEntries/timeEntries.routes.js';
import { timerRoutes } from './features/timer/timer.routes.js';
import { taskNotificationsRoutes } from './features/taskNotifications/taskNotifications.routes.js';
import { followUpsRoutes } from './features/followUps/followUps.routes.js';
import { taskEditSuggestionsRoutes } from './features/taskEditSuggestions/taskEditSuggestions.routes.js';
import { wbsRoutes } from './features/wbs/wbs.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { peopleRoutes } from './features/profiles/people.routes.js';
import { profilesRoutes } from './features/profiles/profiles.routes.js';
import { popupEditorsRoutes } from './features/popupEditors/popupEditors.routes.js';
import { teamsRoutes } from './features/teams/teams.routes.js';
import { projectsRoutes } from './features/projects/projects.routes.js';
import { userManagementRoutes } from './features/userManagement/userManagement.routes.js';
import { weeklySummariesRoutes } from './features/weeklySummaries/weeklySummaries.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { orgSummaryRoutes } from './features/orgSummary/orgSummary.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { ownerMessageRoutes } from './features/ownerMessage/ownerMessage.routes.js';
import { warningsRoutes } from './features/warnings/warnings.routes.js';
import { mapLocationsRoutes } from './features/mapLocations/mapLocations.routes.js';
import { announcementsRoutes } from './features/announcements/announcements.routes.js';
import { jobListingsRoutes } from './features/jobListings/jobListings.routes.js';
import { jobFormsRoutes } from './features/jobForms/jobForms.routes.js';
import { buildingProjectsRoutes } from './features/buildingManagement/buildingProjects.routes.js';
import { storedFilesRoutes } from './features/buildingManagement/storedFiles.routes.js';
import { projectSummaryRoutes } from './features/buildingManagement/projectSummary.routes.js';
import { siteRecordsRoutes } from './features/buildingManagement/siteRecords.routes.js';
import { communityPortalRoutes } from './features/communityPortal/communityPortal.routes.js';
import { rentalsRoutes } from './features/rentals/rentals.routes.js';
import { toolsRoutes } from './features/buildingManagement/tools.routes.js';
import { lessonsRoutes } from './features/buildingManagement/lessons.routes.js';
import { stockRoutes } from './features/buildingManagement/stock.routes.js';
import { inventoryTypesRoutes } from './features/buildingManagement/inventoryTypes.routes.js';
import type { JobsService } from './features/jobs/jobs.service.js';

/** How long /ready waits for the database before it answers that it is not ready. */
const READY_TIMEOUT_MS = 3_000;

const healthRoutes =
  (database: Database): FastifyPluginAsync =>
  async (app) => {
    route(app, system.health, async () => ({ status: 'ok' as const }));
    // Answers within its budget even when every connection is busy or the database is gone.
    route(app, system.ready, async () => {
      if (await database.isReachable(READY_TIMEOUT_MS)) return { status: 'ready' as const };
      throw new AppError({
        code: 'NOT_READY',
        message: 'The database is not reachable.',
        headers: { 'Retry-After': '5' },
      });
    });
  };

/** Every API route of the product, mounted under /api. */
export const apiRoutes =
  (services: Services, database: Database, jobs: JobsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(healthRoutes(database));
    await app.register(emailsRoutes(services));
    await app.register(authRoutes(services));
    await app.register(twoFactorRoutes(services));
    await app.register(apiTokensRoutes(services));
    await app.register(sessionsRoutes(services));
    await app.register(auditRoutes(services));
    await app.register(invitationsRoutes(services));
    await app.register(locationsRoutes(services));
    await app.register(permissionsRoutes(services));
    await app.register(usersRoutes(services));
    await app.register(profilesRoutes(services));
    await app.register(peopleRoutes(services));
    await app.register(teamsRoutes(services));
    await app.register(projectsRoutes(services));
    await app.register(userManagementRoutes(services));
    await app.register(timeOffRoutes(services));
    await app.register(badgesRoutes(services));
    await app.register(blueSquaresRoutes(services));
    await app.register(blueSquareExtrasRoutes(services));
    await app.register(infoCollectionsRoutes(services));
    await app.register(titlesRoutes(services));
    await app.register(popupEditorsRoutes(services));
    await app.register(tasksRoutes(services));
    await app.register(taskReviewRoutes(services));
    await app.register(teamTasksRoutes(services));
    await app.register(dashboardRoutes(services));
    await app.register(timeEntriesRoutes(services));
    await app.register(timerRoutes(services));
    await app.register(taskNotificationsRoutes(services));
    await app.register(followUpsRoutes(services));
    await app.register(taskEditSuggestionsRoutes(services));
    await app.register(wbsRoutes(services));
    await app.register(weeklySummariesRoutes(services));
    await app.register(orgSummaryRoutes(services));
    await app.register(reportsRoutes(services));
    await app.register(notificationsRoutes(services));
    await app.register(ownerMessageRoutes(services));
    await app.register(warningsRoutes(services));
    await app.register(mapLocationsRoutes(services));
    await app.register(announcementsRoutes(services));
    await app.register(jobListingsRoutes(services));
    await app.register(jobFormsRoutes(services));
    await app.register(buildingProjectsRoutes(services));
    await app.register(storedFilesRoutes(services));
    await app.register(projectSummaryRoutes(services));
    await app.register(siteRecordsRoutes(services));
    await app.register(communityPortalRoutes(services));
    await app.register(rentalsRoutes(services));
    await app.register(toolsRoutes(services));
    await app.register(lessonsRoutes(services));
    await app.register(stockRoutes(services));
    await app.register(inventoryTypesRoutes(services));
    await app.register(jobsRoutes(jobs));
    await app.register(feedbackRoutes(services.feedback));
  };
