// The building-management module of HGN (hgn-data §2.27), in the order its references need:
// units, projects with their members, types, items with their records, lessons with their likes,
// site issues and external team members.
import type { ImportContext } from '../importContext.js';
import { importInventoryItems, importInventoryTypes, importInventoryUnits } from './buildingInventory.js';
import {
  importBuildingLessons,
  importBuildingProjects,
  importExternalTeams,
  importSiteIssues,
} from './buildingSites.js';

export async function importBuildingManagement(ctx: ImportContext): Promise<void> {
  await importInventoryUnits(ctx);
  const projectIds = await importBuildingProjects(ctx);
  await importInventoryItems(ctx, projectIds, await importInventoryTypes(ctx));
  await importBuildingLessons(ctx, projectIds);
  await importSiteIssues(ctx, projectIds);
  await importExternalTeams(ctx);
}
