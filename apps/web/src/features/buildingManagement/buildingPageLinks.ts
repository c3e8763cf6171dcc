import { buildingPaths as p } from '../../shared/routing/buildingPaths';

/** How the area's links name its pages, the same wherever a link to one is offered. */
export const PAGE_LINK_LABELS: Readonly<Record<string, string>> = {
  [p.buildingConstructionSummary]: 'Total Construction Summary',
  [p.buildingInventoryTypes]: 'Inventory types',
  [p.buildingMaterials]: 'Materials',
  [p.buildingMaterialPurchase]: 'Purchase materials',
  [p.buildingLogMaterial]: 'Log material use',
  [p.buildingMaterialAdd]: 'Add material type',
  [p.buildingConsumables]: 'Consumables',
  [p.buildingConsumablePurchase]: 'Purchase consumables',
  [p.buildingReusables]: 'Reusables',
  [p.buildingReusablePurchase]: 'Purchase reusables',
  [p.buildingTools]: 'Tools',
  [p.buildingToolAdd]: 'Add Tool',
  [p.buildingToolLog]: 'Daily tool log',
  [p.buildingToolPurchase]: 'Purchase tools',
  [p.buildingEquipment]: 'Equipment',
  [p.buildingEquipmentAdd]: 'Add equipment type',
  [p.buildingEquipmentPurchase]: 'Purchase equipment',
  [p.buildingIssues]: 'Site issues',
  [p.buildingLessonList]: 'Lessons learned',
  [p.buildingLessonForm]: 'Add a lesson learned',
  [p.buildingLessonFormForProject]: 'Add a lesson learned',
  [p.buildingAddTeamMember]: 'Add Team Member',
};

/** The landing page's list of the area's pages, by what they are about. */
export const PAGE_GROUPS: readonly { title: string; paths: readonly string[] }[] = [
  { title: 'Overview', paths: [p.buildingConstructionSummary, p.buildingInventoryTypes] },
  {
    title: 'Stock',
    paths: [
      p.buildingMaterials,
      p.buildingMaterialPurchase,
      p.buildingLogMaterial,
      p.buildingConsumables,
      p.buildingConsumablePurchase,
      p.buildingReusables,
      p.buildingReusablePurchase,
    ],
  },
  {
    title: 'Tools and equipment',
    paths: [
      p.buildingTools,
      p.buildingToolAdd,
      p.buildingToolLog,
      p.buildingToolPurchase,
      p.buildingEquipment,
      p.buildingEquipmentPurchase,
    ],
  },
  {
    title: 'Sites and people',
    paths: [p.buildingIssues, p.buildingLessonList, p.buildingLessonForm, p.buildingAddTeamMember],
  },
];

/** What a project's Project pages menu offers (spec 002, 2.3, and the area's lists). */
export const PROJECT_MENU_PATHS: readonly string[] = [
  p.buildingMaterials,
  p.buildingMaterialAdd,
  p.buildingLogMaterial,
  p.buildingConsumables,
  p.buildingReusables,
  p.buildingTools,
  p.buildingEquipment,
  p.buildingEquipmentAdd,
  p.buildingIssues,
  p.buildingLessonList,
  p.buildingLessonFormForProject,
  p.buildingAddTeamMember,
  p.buildingConstructionSummary,
];
