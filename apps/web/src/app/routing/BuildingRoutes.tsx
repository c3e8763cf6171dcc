import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { routeRuleOf } from '@hgn/domain/permissions';
import { PageAccess } from '../../features/buildingManagement/components/PageAccess';
import { BUILDING_AREA, buildingPaths } from '../../shared/routing/buildingPaths';
import type { RegisteredRoute } from '../../shared/routing/registeredRoutes';
import { loadable } from '../../ui/loadable';
import { NotFoundPage } from './NotFoundPage';
import { RouteGate } from './RouteGate';

// The building area's pages (/bmdashboard/...), loaded with this table when the first of them is
// opened. Each needs a session that opened the building portal; each page loads when first shown.
const BuildingDashboardPage = loadable(
  () => import('../../features/buildingManagement/pages/BuildingDashboardPage'),
  'BuildingDashboardPage',
);
const BuildingProjectPage = loadable(
  () => import('../../features/buildingManagement/pages/BuildingProjectPage'),
  'BuildingProjectPage',
);
const AddTeamMemberPage = loadable(
  () => import('../../features/buildingManagement/pages/AddTeamMemberPage'),
  'AddTeamMemberPage',
);
const SiteIssuesPage = loadable(
  () => import('../../features/buildingManagement/pages/SiteIssuesPage'),
  'SiteIssuesPage',
);
const LessonFormPage = loadable(
  () => import('../../features/buildingManagement/pages/LessonFormPage'),
  'LessonFormPage',
);
const LessonListPage = loadable(
  () => import('../../features/buildingManagement/pages/LessonListPage'),
  'LessonListPage',
);
const ToolsListPage = loadable(
  () => import('../../features/buildingManagement/pages/ItemsListPage'),
  'ToolsListPage',
);
const EquipmentListPage = loadable(
  () => import('../../features/buildingManagement/pages/ItemsListPage'),
  'EquipmentListPage',
);
const MaterialsListPage = loadable(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'MaterialsListPage',
);
const ConsumablesListPage = loadable(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'ConsumablesListPage',
);
const ReusablesListPage = loadable(
  () => import('../../features/buildingManagement/pages/StockListPage'),
  'ReusablesListPage',
);
const MaterialPurchasePage = loadable(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'MaterialPurchasePage',
);
const ConsumablePurchasePage = loadable(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'ConsumablePurchasePage',
);
const ReusablePurchasePage = loadable(
  () => import('../../features/buildingManagement/pages/StockPurchasePage'),
  'ReusablePurchasePage',
);
const MaterialsUpdatePage = loadable(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'MaterialsUpdatePage',
);
const ReusablesUpdatePage = loadable(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'ReusablesUpdatePage',
);
const LogMaterialPage = loadable(
  () => import('../../features/buildingManagement/pages/StockUsagePages'),
  'LogMaterialPage',
);
const ToolAddPage = loadable(
  () => import('../../features/buildingManagement/pages/ToolAddPage'),
  'ToolAddPage',
);
const ToolLogPage = loadable(
  () => import('../../features/buildingManagement/pages/ToolLogPage'),
  'ToolLogPage',
);
const ToolPurchasePage = loadable(
  () => import('../../features/buildingManagement/pages/ItemPurchasePage'),
  'ToolPurchasePage',
);
const EquipmentPurchasePage = loadable(
  () => import('../../features/buildingManagement/pages/ItemPurchasePage'),
  'EquipmentPurchasePage',
);
const ToolDetailPage = loadable(
  () => import('../../features/buildingManagement/pages/ItemDetailPage'),
  'ToolDetailPage',
);
const EquipmentDetailPage = loadable(
  () => import('../../features/buildingManagement/pages/ItemDetailPage'),
  'EquipmentDetailPage',
);
const ItemStatusPage = loadable(
  () => import('../../features/buildingManagement/pages/ItemStatusPage'),
  'ItemStatusPage',
);
const InventoryTypesPage = loadable(
  () => import('../../features/buildingManagement/pages/InventoryTypesPage'),
  'InventoryTypesPage',
);
const MaterialTypeAddPage = loadable(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'MaterialTypeAddPage',
);
const ConsumableTypeAddPage = loadable(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'ConsumableTypeAddPage',
);
const ReusableTypeAddPage = loadable(
  () => import('../../features/buildingManagement/pages/InventoryTypeAddPage'),
  'ReusableTypeAddPage',
);
const EquipmentTypeAddPage = loadable(
  () => import('../../features/buildingManagement/pages/EquipmentTypeAddPage'),
  'EquipmentTypeAddPage',
);

const TotalConstructionSummaryPage = loadable(
  () => import('../../features/buildingManagement/pages/TotalConstructionSummaryPage'),
  'TotalConstructionSummaryPage',
);

const access = routeRuleOf(`${BUILDING_AREA}/*`);

export const buildingPages: readonly { path: string; title: string; Page: ComponentType }[] = [
  {
    path: buildingPaths.buildingDashboard,
    title: 'Building Management Dashboard',
    Page: BuildingDashboardPage,
  },
  { path: buildingPaths.buildingProject, title: 'Building Project', Page: BuildingProjectPage },
  { path: buildingPaths.buildingAddTeamMember, title: 'Add Team Member', Page: AddTeamMemberPage },
  { path: buildingPaths.buildingIssues, title: 'Site Issues', Page: SiteIssuesPage },
  { path: buildingPaths.buildingLessonForm, title: 'Add a Lesson Learned', Page: LessonFormPage },
  { path: buildingPaths.buildingLessonFormForProject, title: 'Add a Lesson Learned', Page: LessonFormPage },
  { path: buildingPaths.buildingLessonList, title: 'Lessons Learned', Page: LessonListPage },
  { path: buildingPaths.buildingTools, title: 'Tools', Page: ToolsListPage },
  { path: buildingPaths.buildingToolAdd, title: 'Add Tool', Page: ToolAddPage },
  { path: buildingPaths.buildingToolLog, title: 'Daily Tool Log', Page: ToolLogPage },
  { path: buildingPaths.buildingToolPurchase, title: 'Purchase Tools', Page: ToolPurchasePage },
  { path: buildingPaths.buildingTool, title: 'Tool', Page: ToolDetailPage },
  { path: buildingPaths.buildingItemUpdate, title: 'Update Tool or Equipment Status', Page: ItemStatusPage },
  { path: buildingPaths.buildingMaterials, title: 'Materials', Page: MaterialsListPage },
  { path: buildingPaths.buildingConsumables, title: 'Consumables', Page: ConsumablesListPage },
  { path: buildingPaths.buildingReusables, title: 'Reusables', Page: ReusablesListPage },
  { path: buildingPaths.buildingMaterialPurchase, title: 'Purchase Materials', Page: MaterialPurchasePage },
  {
    path: buildingPaths.buildingConsumablePurchase,
    title: 'Purchase Consumables',
    Page: ConsumablePurchasePage,
  },
  { path: buildingPaths.buildingReusablePurchase, title: 'Purchase Reusables', Page: ReusablePurchasePage },
  { path: buildingPaths.buildingMaterialsUpdate, title: 'Update Materials', Page: MaterialsUpdatePage },
  { path: buildingPaths.buildingReusablesUpdate, title: 'Update Reusables', Page: ReusablesUpdatePage },
  { path: buildingPaths.buildingLogMaterial, title: 'Log Material Use', Page: LogMaterialPage },
  { path: buildingPaths.buildingEquipment, title: 'Equipment', Page: EquipmentListPage },
  { path: buildingPaths.buildingEquipmentPurchase, title: 'Purchase Equipment', Page: EquipmentPurchasePage },
  { path: buildingPaths.buildingEquipmentItem, title: 'Equipment', Page: EquipmentDetailPage },
  { path: buildingPaths.buildingInventoryTypes, title: 'Inventory Types', Page: InventoryTypesPage },
  { path: buildingPaths.buildingInventoryTypesAlias, title: 'Inventory Types', Page: InventoryTypesPage },
  { path: buildingPaths.buildingMaterialAdd, title: 'Add Material Type', Page: MaterialTypeAddPage },
  { path: buildingPaths.buildingConsumableAdd, title: 'Add Consumable Type', Page: ConsumableTypeAddPage },
  { path: buildingPaths.buildingReusableAdd, title: 'Add Reusable Type', Page: ReusableTypeAddPage },
  { path: buildingPaths.buildingEquipmentAdd, title: 'Add Equipment Type', Page: EquipmentTypeAddPage },
  {
    path: buildingPaths.buildingConstructionSummary,
    title: 'Total Construction Summary',
    Page: TotalConstructionSummaryPage,
  },
];

/** Where a page of the area sits under /bmdashboard, as the nested route table names it. */
const relativePath = (path: string): string => path.slice(BUILDING_AREA.length + 1);

/** The building area's routes, inside the shell under /bmdashboard/*. */
export function BuildingRoutes() {
  return (
    <Routes>
      {buildingPages.map(({ path, title, Page }) => {
        const route: RegisteredRoute = { path, title, isProtected: true, access };
        const element = (
          <RouteGate route={route}>
            <PageAccess path={path} title={title}>
              <Page />
            </PageAccess>
          </RouteGate>
        );
        return path === BUILDING_AREA ? (
          <Route key={path} index element={element} />
        ) : (
          <Route key={path} path={relativePath(path)} element={element} />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
