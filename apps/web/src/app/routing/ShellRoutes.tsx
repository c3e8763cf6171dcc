import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ShellLayout } from '../layout/ShellLayout';
import { page } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { paths } from '../../shared/routing/paths';
import { routeByPath } from '../../shared/routing/registeredRoutes';

// Every page but /login, in the shell (header, menu, permission guards, data cache). This route table
// loads with the shell, when the first of these pages is opened; each page loads when first shown.
const RouteGate = page(() => import('./RouteGate'), 'RouteGate');
const LogoutPage = page(() => import('../../features/auth/pages/LogoutPage'), 'LogoutPage');
const UpdatePasswordPage = page(
  () => import('../../features/auth/pages/UpdatePasswordPage'),
  'UpdatePasswordPage',
);
const DashboardPage = page(() => import('../pages/DashboardPage'), 'DashboardPage');
const UserProfilePage = page(() => import('../pages/UserProfilePage'), 'UserProfilePage');
const ProfileEditPage = page(() => import('../pages/ProfileEditPage'), 'ProfileEditPage');
const EmailOutboxPage = page(() => import('../../features/emails/pages/EmailOutboxPage'), 'EmailOutboxPage');
const JobsPage = page(() => import('../../features/jobs/pages/JobsPage'), 'JobsPage');
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
const BuildingDashboardPage = page(
  () => import('../../features/buildingManagement/pages/BuildingDashboardPage'),
  'BuildingDashboardPage',
);
const BuildingProjectPage = page(
  () => import('../../features/buildingManagement/pages/BuildingProjectPage'),
  'BuildingProjectPage',
);
const AddTeamMemberPage = page(
  () => import('../../features/buildingManagement/pages/AddTeamMemberPage'),
  'AddTeamMemberPage',
);
const SiteIssuesPage = page(
  () => import('../../features/buildingManagement/pages/SiteIssuesPage'),
  'SiteIssuesPage',
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
const RentalLoginPage = page(() => import('../../features/rentals/pages/RentalLoginPage'), 'RentalLoginPage');
const RentalDashboardPage = page(
  () => import('../../features/rentals/pages/RentalDashboardPage'),
  'RentalDashboardPage',
);
const LessonFormPage = page(
  () => import('../../features/buildingManagement/pages/LessonFormPage'),
  'LessonFormPage',
);
const LessonListPage = page(
  () => import('../../features/buildingManagement/pages/LessonListPage'),
  'LessonListPage',
);
const ToolsListPage = page(
  () => import('../../features/buildingManagement/pages/ItemsListPage'),
  'ToolsListPage',
);
const EquipmentListPage = page(
  () => import('../../features/buildingManagement/pages/ItemsListPage'),
  'EquipmentListPage',
);
const MaterialsListPage = page(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'MaterialsListPage',
);
const ConsumablesListPage = page(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'ConsumablesListPage',
);
const ReusablesListPage = page(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'ReusablesListPage',
);
const MaterialPurchasePage = page(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'MaterialPurchasePage',
);
const ConsumablePurchasePage = page(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'ConsumablePurchasePage',
);
const ReusablePurchasePage = page(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'ReusablePurchasePage',
);
const MaterialsUpdatePage = page(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'MaterialsUpdatePage',
);
const ReusablesUpdatePage = page(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'ReusablesUpdatePage',
);
const LogMaterialPage = page(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'LogMaterialPage',
);
const ToolAddPage = page(() => import('../../features/buildingManagement/pages/ToolAddPage'), 'ToolAddPage');
const ToolLogPage = page(() => import('../../features/buildingManagement/pages/ToolLogPage'), 'ToolLogPage');
const ToolPurchasePage = page(
  () => import('../../features/buildingManagement/pages/ItemPurchasePage'),
  'ToolPurchasePage',
);
const EquipmentPurchasePage = page(
  () => import('../../features/buildingManagement/pages/ItemPurchasePage'),
  'EquipmentPurchasePage',
);
const ToolDetailPage = page(
  () => import('../../features/buildingManagement/pages/ItemDetailPage'),
  'ToolDetailPage',
);
const EquipmentDetailPage = page(
  () => import('../../features/buildingManagement/pages/ItemDetailPage'),
  'EquipmentDetailPage',
);
const ItemStatusPage = page(
  () => import('../../features/buildingManagement/pages/ItemStatusPage'),
  'ItemStatusPage',
);
const InventoryTypesPage = page(
  () => import('../../features/buildingManagement/pages/InventoryTypesPage'),
  'InventoryTypesPage',
);
const MaterialTypeAddPage = page(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'MaterialTypeAddPage',
);
const ConsumableTypeAddPage = page(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'ConsumableTypeAddPage',
);
const ReusableTypeAddPage = page(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'ReusableTypeAddPage',
);
const EquipmentTypeAddPage = page(
  () => import('../../features/buildingManagement/pages/EquipmentTypeAddPage'),
  'EquipmentTypeAddPage',
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
  [paths.emailOutbox]: EmailOutboxPage,
  [paths.jobs]: JobsPage,
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
  [paths.buildingLogin]: BuildingLoginPage,
  [paths.communityLogin]: CommunityLoginPage,
  [paths.educationLogin]: EducationLoginPage,
  [paths.buildingDashboard]: BuildingDashboardPage,
  [paths.buildingProject]: BuildingProjectPage,
  [paths.buildingAddTeamMember]: AddTeamMemberPage,
  [paths.buildingIssues]: SiteIssuesPage,
  [paths.communityPortal]: CommunityEventsPage,
  [paths.communityActivities]: CommunityActivitiesPage,
  [paths.educationPortal]: EducationPortalPage,
  [paths.rentalRegister]: RentalRegisterPage,
  [paths.rentalLogin]: RentalLoginPage,
  [paths.rentalDashboard]: RentalDashboardPage,
  [paths.buildingLessonForm]: LessonFormPage,
  [paths.buildingLessonFormForProject]: LessonFormPage,
  [paths.buildingLessonList]: LessonListPage,
  [paths.buildingTools]: ToolsListPage,
  [paths.buildingToolAdd]: ToolAddPage,
  [paths.buildingToolLog]: ToolLogPage,
  [paths.buildingToolPurchase]: ToolPurchasePage,
  [paths.buildingTool]: ToolDetailPage,
  [paths.buildingItemUpdate]: ItemStatusPage,
  [paths.buildingMaterials]: MaterialsListPage,
  [paths.buildingConsumables]: ConsumablesListPage,
  [paths.buildingReusables]: ReusablesListPage,
  [paths.buildingMaterialPurchase]: MaterialPurchasePage,
  [paths.buildingConsumablePurchase]: ConsumablePurchasePage,
  [paths.buildingReusablePurchase]: ReusablePurchasePage,
  [paths.buildingMaterialsUpdate]: MaterialsUpdatePage,
  [paths.buildingReusablesUpdate]: ReusablesUpdatePage,
  [paths.buildingLogMaterial]: LogMaterialPage,
  [paths.buildingEquipment]: EquipmentListPage,
  [paths.buildingEquipmentPurchase]: EquipmentPurchasePage,
  [paths.buildingEquipmentItem]: EquipmentDetailPage,
  [paths.buildingInventoryTypes]: InventoryTypesPage,
  [paths.buildingInventoryTypesAlias]: InventoryTypesPage,
  [paths.buildingMaterialAdd]: MaterialTypeAddPage,
  [paths.buildingConsumableAdd]: ConsumableTypeAddPage,
  [paths.buildingReusableAdd]: ReusableTypeAddPage,
  [paths.buildingEquipmentAdd]: EquipmentTypeAddPage,
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
