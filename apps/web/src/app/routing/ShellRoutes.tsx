import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { loadable } from '../../ui/loadable';
import { NotFoundPage } from './NotFoundPage';
import { paths } from '../../shared/routing/paths';
import { routeByPath } from '../../shared/routing/registeredRoutes';
import { BUILDING_AREA } from '../../shared/routing/buildingArea';
import { PageSkeleton } from '../../ui/PageSkeleton';

// Every page but /login, in the shell (header, menu, permission guards, data cache). This route table
// loads with the shell, when the first of these pages is opened; each page loads when first shown.
const RouteGate = loadable(() => import('./RouteGate'), 'RouteGate');
const BuildingRoutes = loadable(() => import('./BuildingRoutes'), 'BuildingRoutes');
const LogoutPage = loadable(() => import('../../features/auth/pages/LogoutPage'), 'LogoutPage');
const UpdatePasswordPage = loadable(
  () => import('../../features/auth/pages/UpdatePasswordPage'),
  'UpdatePasswordPage',
);
const SecurityPage = loadable(() => import('../../features/twoFactor/pages/SecurityPage'), 'SecurityPage');
const SecondFactorSetupPage = loadable(
  () => import('../../features/twoFactor/pages/SecondFactorSetupPage'),
  'SecondFactorSetupPage',
);
const ApiTokensPage = loadable(() => import('../../features/apiTokens/pages/ApiTokensPage'), 'ApiTokensPage');
const DashboardPage = loadable(() => import('../pages/DashboardPage'), 'DashboardPage');
/** Where a sign-in lands: the guard and the dashboard, with what the dashboard loads as it is scrolled to. */
export const loadLanding = () =>
  Promise.all([RouteGate.load(), DashboardPage.load().then((dashboard) => dashboard.loadBelowTheFold())]);
const UserProfilePage = loadable(() => import('../pages/UserProfilePage'), 'UserProfilePage');
const ProfileEditPage = loadable(() => import('../pages/ProfileEditPage'), 'ProfileEditPage');
const EmailOutboxPage = loadable(
  () => import('../../features/emails/pages/EmailOutboxPage'),
  'EmailOutboxPage',
);
const JobsPage = loadable(() => import('../../features/jobs/pages/JobsPage'), 'JobsPage');
const AuditLogPage = loadable(() => import('../../features/audit/pages/AuditLogPage'), 'AuditLogPage');
const SessionsPage = loadable(() => import('../../features/sessions/pages/SessionsPage'), 'SessionsPage');
const UserManagementPage = loadable(() => import('../pages/UserManagementPage'), 'UserManagementPage');
const PermissionsManagementPage = loadable(
  () => import('../../features/permissions/pages/PermissionsManagementPage'),
  'PermissionsManagementPage',
);
const RolePermissionsPage = loadable(
  () => import('../../features/permissions/pages/RolePermissionsPage'),
  'RolePermissionsPage',
);
const ForgotPasswordPage = loadable(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ForcePasswordUpdatePage = loadable(
  () => import('../../features/auth/pages/ForcePasswordUpdatePage'),
  'ForcePasswordUpdatePage',
);
const ProfileSetupPage = loadable(
  () => import('../../features/invitations/pages/ProfileSetupPage'),
  'ProfileSetupPage',
);

const TeamsPage = loadable(() => import('../../features/teams/pages/TeamsPage'), 'TeamsPage');
const ProjectsPage = loadable(() => import('../../features/projects/pages/ProjectsPage'), 'ProjectsPage');
const ProjectMembersPage = loadable(
  () => import('../../features/projects/pages/ProjectMembersPage'),
  'ProjectMembersPage',
);
const ProjectWbsPage = loadable(() => import('../../features/wbs/pages/ProjectWbsPage'), 'ProjectWbsPage');
const BadgeManagementPage = loadable(
  () => import('../../features/badges/pages/BadgeManagementPage'),
  'BadgeManagementPage',
);
const InfoCollectionsPage = loadable(
  () => import('../../features/infoCollections/pages/InfoCollectionsPage'),
  'InfoCollectionsPage',
);
const PopupTextsPage = loadable(
  () => import('../../features/infoCollections/pages/PopupTextsPage'),
  'PopupTextsPage',
);
const WbsTasksPage = loadable(() => import('../../features/tasks/pages/WbsTasksPage'), 'WbsTasksPage');
const TaskPage = loadable(() => import('../../features/tasks/pages/TaskPage'), 'TaskPage');
const SameFolderTasksPage = loadable(
  () => import('../../features/tasks/pages/TaskPage'),
  'SameFolderTasksPage',
);

const TaskEditSuggestionsPage = loadable(
  () => import('../../features/taskEditSuggestions/pages/TaskEditSuggestionsPage'),
  'TaskEditSuggestionsPage',
);
const TimeLogPage = loadable(() => import('../pages/TimeLogPage'), 'TimeLogPage');
const WeeklySummariesReportPage = loadable(
  () => import('../../features/weeklySummaries/pages/WeeklySummariesReportPage'),
  'WeeklySummariesReportPage',
);
const OrgSummaryPage = loadable(
  () => import('../../features/orgSummary/pages/OrgSummaryPage'),
  'OrgSummaryPage',
);
const ReportsPage = loadable(() => import('../../features/reports/pages/ReportsPage'), 'ReportsPage');
const PeopleReportPage = loadable(
  () => import('../../features/reports/pages/PeopleReportPage'),
  'PeopleReportPage',
);
const ProjectReportPage = loadable(
  () => import('../../features/reports/pages/ProjectReportPage'),
  'ProjectReportPage',
);
const TeamReportPage = loadable(
  () => import('../../features/reports/pages/TeamReportPage'),
  'TeamReportPage',
);
const BuildingLoginPage = loadable(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'BuildingLoginPage',
);
const CommunityLoginPage = loadable(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'CommunityLoginPage',
);
const EducationLoginPage = loadable(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'EducationLoginPage',
);
const CommunityEventsPage = loadable(
  () => import('../../features/portals/pages/CommunityListingsPage'),
  'CommunityEventsPage',
);
const CommunityActivitiesPage = loadable(
  () => import('../../features/portals/pages/CommunityListingsPage'),
  'CommunityActivitiesPage',
);
const EducationPortalPage = loadable(
  () => import('../../features/portals/pages/EducationPortalPage'),
  'EducationPortalPage',
);
const RentalRegisterPage = loadable(
  () => import('../../features/rentals/pages/RentalRegisterPage'),
  'RentalRegisterPage',
);
const MapLocationsPage = loadable(
  () => import('../../features/mapLocations/pages/MapLocationsPage'),
  'MapLocationsPage',
);
const RentalLoginPage = loadable(
  () => import('../../features/rentals/pages/RentalLoginPage'),
  'RentalLoginPage',
);
const RentalDashboardPage = loadable(
  () => import('../../features/rentals/pages/RentalDashboardPage'),
  'RentalDashboardPage',
);
const AnnouncementsPage = loadable(
  () => import('../../features/announcements/pages/AnnouncementsPage'),
  'AnnouncementsPage',
);
const SendEmailPage = loadable(
  () => import('../../features/announcements/pages/SendEmailPage'),
  'SendEmailPage',
);
const EmailSubscribePage = loadable(
  () => import('../../features/announcements/pages/EmailSubscribePage'),
  'EmailSubscribePage',
);
const EmailUnsubscribePage = loadable(
  () => import('../../features/announcements/pages/EmailUnsubscribePage'),
  'EmailUnsubscribePage',
);
const JobFormBuilderPage = loadable(
  () => import('../../features/jobForms/pages/JobFormBuilderPage'),
  'JobFormBuilderPage',
);
const FormBuilderPage = loadable(
  () => import('../../features/jobForms/pages/FormBuilderPage'),
  'FormBuilderPage',
);
const FormViewerPage = loadable(
  () => import('../../features/jobForms/pages/FormViewerPage'),
  'FormViewerPage',
);
const CollaborationPage = loadable(
  () => import('../../features/jobListings/pages/CollaborationPage'),
  'CollaborationPage',
);
const JobNotificationDashboardPage = loadable(
  () => import('../../features/jobListings/pages/JobNotificationDashboardPage'),
  'JobNotificationDashboardPage',
);

/** The page of each registered path but /login (see paths.ts); a test keeps the two lists in step. */
export const pageByPath: Record<string, ComponentType> = {
  [paths.logout]: LogoutPage,
  [paths.home]: DashboardPage,
  [paths.dashboard]: DashboardPage,
  [paths.userDashboard]: DashboardPage,
  [paths.userProfile]: UserProfilePage,
  [paths.userProfileEdit]: ProfileEditPage,
  [paths.updatePassword]: UpdatePasswordPage,
  [paths.security]: SecurityPage,
  [paths.twoFactorSetup]: SecondFactorSetupPage,
  [paths.apiTokens]: ApiTokensPage,
  [paths.emailOutbox]: EmailOutboxPage,
  [paths.jobs]: JobsPage,
  [paths.auditLog]: AuditLogPage,
  [paths.sessions]: SessionsPage,
  [paths.userManagement]: UserManagementPage,
  [paths.permissionsManagement]: PermissionsManagementPage,
  [paths.rolePermissions]: RolePermissionsPage,
  [paths.forgotPassword]: ForgotPasswordPage,
  [paths.forcePasswordUpdate]: ForcePasswordUpdatePage,
  [paths.profileInitialSetup]: ProfileSetupPage,
  [paths.teams]: TeamsPage,
  [paths.projects]: ProjectsPage,
  [paths.projectMembers]: ProjectMembersPage,
  [paths.projectWbs]: ProjectWbsPage,
  [paths.badgeManagement]: BadgeManagementPage,
  [paths.infoCollections]: InfoCollectionsPage,
  [paths.popupTexts]: PopupTextsPage,
  [paths.wbsTasksNamed]: WbsTasksPage,
  [paths.wbsTasks]: WbsTasksPage,
  [paths.task]: TaskPage,
  [paths.sameFolderTasks]: SameFolderTasksPage,
  [paths.taskEditSuggestions]: TaskEditSuggestionsPage,
  [paths.timelog]: TimeLogPage,
  [paths.userTimelog]: TimeLogPage,
  [paths.weeklySummariesReport]: WeeklySummariesReportPage,
  [paths.totalOrgSummary]: OrgSummaryPage,
  [paths.reports]: ReportsPage,
  [paths.peopleReport]: PeopleReportPage,
  [paths.projectReport]: ProjectReportPage,
  [paths.teamReport]: TeamReportPage,
  [paths.teamLocations]: MapLocationsPage,
  [paths.buildingLogin]: BuildingLoginPage,
  [paths.communityLogin]: CommunityLoginPage,
  [paths.educationLogin]: EducationLoginPage,
  [paths.communityPortal]: CommunityEventsPage,
  [paths.communityActivities]: CommunityActivitiesPage,
  [paths.educationPortal]: EducationPortalPage,
  [paths.rentalRegister]: RentalRegisterPage,
  [paths.rentalLogin]: RentalLoginPage,
  [paths.rentalDashboard]: RentalDashboardPage,
  [paths.announcements]: AnnouncementsPage,
  [paths.sendEmail]: SendEmailPage,
  [paths.emailSubscribe]: EmailSubscribePage,
  [paths.emailUnsubscribe]: EmailUnsubscribePage,
  [paths.jobFormBuilder]: JobFormBuilderPage,
  [paths.formBuilder]: FormBuilderPage,
  [paths.formViewer]: FormViewerPage,
  [paths.collaboration]: CollaborationPage,
  [paths.jobNotificationDashboard]: JobNotificationDashboardPage,
};

/** The signed-in part of the app; AppRoutes gives it every address but /login. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {Object.entries(pageByPath).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGate route={routeByPath(path)}>
                <Page />
              </RouteGate>
            }
          />
        ))}
        <Route
          path={`${BUILDING_AREA}/*`}
          element={
            <Suspense fallback={<PageSkeleton />}>
              <BuildingRoutes />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
