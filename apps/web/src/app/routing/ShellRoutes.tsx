import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { page } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { paths } from '../../shared/routing/paths';
import { routeByPath } from '../../shared/routing/registeredRoutes';
import { BUILDING_AREA } from '../../shared/routing/buildingArea';
import { PageSkeleton } from '../../ui/PageSkeleton';

// Every page but /login, in the shell (header, menu, permission guards, data cache). This route table
// loads with the shell, when the first of these pages is opened; each page loads when first shown.
const RouteGate = page(() => import('./RouteGate'), 'RouteGate');
const BuildingRoutes = page(() => import('./BuildingRoutes'), 'BuildingRoutes');
const LogoutPage = page(() => import('../../features/auth/pages/LogoutPage'), 'LogoutPage');
const UpdatePasswordPage = page(
  () => import('../../features/auth/pages/UpdatePasswordPage'),
  'UpdatePasswordPage',
);
const SecurityPage = page(() => import('../../features/twoFactor/pages/SecurityPage'), 'SecurityPage');
const SecondFactorSetupPage = page(
  () => import('../../features/twoFactor/pages/SecondFactorSetupPage'),
  'SecondFactorSetupPage',
);
const ApiTokensPage = page(() => import('../../features/apiTokens/pages/ApiTokensPage'), 'ApiTokensPage');
const DashboardPage = page(() => import('../pages/DashboardPage'), 'DashboardPage');
const UserProfilePage = page(() => import('../pages/UserProfilePage'), 'UserProfilePage');
const ProfileEditPage = page(() => import('../pages/ProfileEditPage'), 'ProfileEditPage');
const EmailOutboxPage = page(() => import('../../features/emails/pages/EmailOutboxPage'), 'EmailOutboxPage');
const JobsPage = page(() => import('../../features/jobs/pages/JobsPage'), 'JobsPage');
const AuditLogPage = page(() => import('../../features/audit/pages/AuditLogPage'), 'AuditLogPage');
const SessionsPage = page(() => import('../../features/sessions/pages/SessionsPage'), 'SessionsPage');
const UserManagementPage = page(() => import('../pages/UserManagementPage'), 'UserManagementPage');
const PermissionsManagementPage = page(
  () => import('../../features/permissions/pages/PermissionsManagementPage'),
  'PermissionsManagementPage',
);
const RolePermissionsPage = page(
  () => import('../../features/permissions/pages/RolePermissionsPage'),
  'RolePermissionsPage',
);
const ForgotPasswordPage = page(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ForcePasswordUpdatePage = page(
  () => import('../../features/auth/pages/ForcePasswordUpdatePage'),
  'ForcePasswordUpdatePage',
);
const ProfileSetupPage = page(
  () => import('../../features/invitations/pages/ProfileSetupPage'),
  'ProfileSetupPage',
);

const TeamsPage = page(() => import('../../features/teams/pages/TeamsPage'), 'TeamsPage');
const ProjectsPage = page(() => import('../../features/projects/pages/ProjectsPage'), 'ProjectsPage');
const ProjectMembersPage = page(
  () => import('../../features/projects/pages/ProjectMembersPage'),
  'ProjectMembersPage',
);
const ProjectWbsPage = page(() => import('../../features/wbs/pages/ProjectWbsPage'), 'ProjectWbsPage');
const BadgeManagementPage = page(
  () => import('../../features/badges/pages/BadgeManagementPage'),
  'BadgeManagementPage',
);
const InfoCollectionsPage = page(
  () => import('../../features/infoCollections/pages/InfoCollectionsPage'),
  'InfoCollectionsPage',
);
const PopupTextsPage = page(
  () => import('../../features/infoCollections/pages/PopupTextsPage'),
  'PopupTextsPage',
);
const WbsTasksPage = page(() => import('../../features/tasks/pages/WbsTasksPage'), 'WbsTasksPage');
const TaskPage = page(() => import('../../features/tasks/pages/TaskPage'), 'TaskPage');
const SameFolderTasksPage = page(() => import('../../features/tasks/pages/TaskPage'), 'SameFolderTasksPage');

const TaskEditSuggestionsPage = page(
  () => import('../../features/taskEditSuggestions/pages/TaskEditSuggestionsPage'),
  'TaskEditSuggestionsPage',
);
const TimeLogPage = page(() => import('../pages/TimeLogPage'), 'TimeLogPage');
const WeeklySummariesReportPage = page(
  () => import('../../features/weeklySummaries/pages/WeeklySummariesReportPage'),
  'WeeklySummariesReportPage',
);
const OrgSummaryPage = page(() => import('../../features/orgSummary/pages/OrgSummaryPage'), 'OrgSummaryPage');
const ReportsPage = page(() => import('../../features/reports/pages/ReportsPage'), 'ReportsPage');
const PeopleReportPage = page(
  () => import('../../features/reports/pages/PeopleReportPage'),
  'PeopleReportPage',
);
const ProjectReportPage = page(
  () => import('../../features/reports/pages/ProjectReportPage'),
  'ProjectReportPage',
);
const TeamReportPage = page(() => import('../../features/reports/pages/TeamReportPage'), 'TeamReportPage');
const BuildingLoginPage = page(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'BuildingLoginPage',
);
const CommunityLoginPage = page(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'CommunityLoginPage',
);
const EducationLoginPage = page(
  () => import('../../features/auth/pages/PortalLoginPage'),
  'EducationLoginPage',
);
const CommunityEventsPage = page(
  () => import('../../features/portals/pages/CommunityListingsPage'),
  'CommunityEventsPage',
);
const CommunityActivitiesPage = page(
  () => import('../../features/portals/pages/CommunityListingsPage'),
  'CommunityActivitiesPage',
);
const EducationPortalPage = page(
  () => import('../../features/portals/pages/EducationPortalPage'),
  'EducationPortalPage',
);
const RentalRegisterPage = page(
  () => import('../../features/rentals/pages/RentalRegisterPage'),
  'RentalRegisterPage',
);
const MapLocationsPage = page(
  () => import('../../features/mapLocations/pages/MapLocationsPage'),
  'MapLocationsPage',
);
const RentalLoginPage = page(() => import('../../features/rentals/pages/RentalLoginPage'), 'RentalLoginPage');
const RentalDashboardPage = page(
  () => import('../../features/rentals/pages/RentalDashboardPage'),
  'RentalDashboardPage',
);
const AnnouncementsPage = page(
  () => import('../../features/announcements/pages/AnnouncementsPage'),
  'AnnouncementsPage',
);
const SendEmailPage = page(() => import('../../features/announcements/pages/SendEmailPage'), 'SendEmailPage');
const EmailSubscribePage = page(
  () => import('../../features/announcements/pages/EmailSubscribePage'),
  'EmailSubscribePage',
);
const EmailUnsubscribePage = page(
  () => import('../../features/announcements/pages/EmailUnsubscribePage'),
  'EmailUnsubscribePage',
);
const JobFormBuilderPage = page(
  () => import('../../features/jobForms/pages/JobFormBuilderPage'),
  'JobFormBuilderPage',
);
const FormBuilderPage = page(
  () => import('../../features/jobForms/pages/FormBuilderPage'),
  'FormBuilderPage',
);
const FormViewerPage = page(() => import('../../features/jobForms/pages/FormViewerPage'), 'FormViewerPage');
const CollaborationPage = page(
  () => import('../../features/jobListings/pages/CollaborationPage'),
  'CollaborationPage',
);
const JobNotificationDashboardPage = page(
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
