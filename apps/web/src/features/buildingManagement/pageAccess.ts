import type { Actor } from '@hgn/domain/permissions';
import { permissionEntry } from '@hgn/domain/permissions';
import { allowed, type Endpoint, type Guard } from '@hgn/domain/contracts/endpoint';
import { inventoryTypesEndpoints as inventoryTypes } from '../../shared/api/endpoints/inventoryTypes';
import { lessonsEndpoints as lessons } from '../../shared/api/endpoints/lessons';
import { siteRecordsEndpoints as siteRecords } from '../../shared/api/endpoints/siteRecords';
import { stockEndpoints as stock } from '../../shared/api/endpoints/stock';
import { toolsEndpoints as tools } from '../../shared/api/endpoints/tools';
import { buildingPaths } from '../../shared/routing/buildingPaths';

type PageNeed = { endpoint: Pick<Endpoint, 'guard'>; doing: string };

/**
 * The building pages whose form changes something: the endpoint the form sends to, which decides who
 * may open the page and be led to it, and what the page does, for the reason a refused person reads.
 * Every other page of the area only reads, and opens to whoever opened the building portal.
 */
const PAGE_NEEDS: Readonly<Partial<Record<string, PageNeed>>> = {
  [buildingPaths.buildingAddTeamMember]: {
    endpoint: siteRecords.addExternalTeamMember,
    doing: 'add team members',
  },
  [buildingPaths.buildingLessonForm]: { endpoint: lessons.create, doing: 'write lessons learned' },
  [buildingPaths.buildingLessonFormForProject]: { endpoint: lessons.create, doing: 'write lessons learned' },
  [buildingPaths.buildingToolAdd]: { endpoint: tools.addTool, doing: 'add tools' },
  [buildingPaths.buildingToolLog]: { endpoint: tools.logTools, doing: 'check tools in and out' },
  [buildingPaths.buildingToolPurchase]: {
    endpoint: tools.purchaseTools,
    doing: 'request purchases of tools',
  },
  [buildingPaths.buildingEquipmentPurchase]: {
    endpoint: tools.purchaseEquipment,
    doing: 'request purchases of equipment',
  },
  [buildingPaths.buildingItemUpdate]: {
    endpoint: tools.updateToolStatus,
    doing: 'update the status of tools and equipment',
  },
  [buildingPaths.buildingMaterialPurchase]: {
    endpoint: stock.purchaseMaterial,
    doing: 'request purchases of materials',
  },
  [buildingPaths.buildingConsumablePurchase]: {
    endpoint: stock.purchaseConsumable,
    doing: 'request purchases of consumables',
  },
  [buildingPaths.buildingReusablePurchase]: {
    endpoint: stock.purchaseReusable,
    doing: 'request purchases of reusables',
  },
  [buildingPaths.buildingMaterialsUpdate]: {
    endpoint: stock.logMaterialUsageBulk,
    doing: 'log the use of materials',
  },
  [buildingPaths.buildingReusablesUpdate]: {
    endpoint: stock.logReusableUsageBulk,
    doing: 'log the use of reusables',
  },
  [buildingPaths.buildingLogMaterial]: {
    endpoint: stock.logMaterialUsage,
    doing: 'log the use of materials',
  },
  [buildingPaths.buildingMaterialAdd]: {
    endpoint: inventoryTypes.createMaterial,
    doing: 'add material types',
  },
  [buildingPaths.buildingConsumableAdd]: {
    endpoint: inventoryTypes.createConsumable,
    doing: 'add consumable types',
  },
  [buildingPaths.buildingReusableAdd]: {
    endpoint: inventoryTypes.createReusable,
    doing: 'add reusable types',
  },
  [buildingPaths.buildingEquipmentAdd]: {
    endpoint: inventoryTypes.createEquipment,
    doing: 'add equipment types',
  },
};

/** Whether the server admits the actor to what the page at `path` (a route path of the area) does. */
export const mayOpen = (actor: Actor | undefined, path: string): boolean => {
  const need = PAGE_NEEDS[path];
  return !need || allowed(actor, need.endpoint);
};

/** The permission a guard asks for beyond the portal, in the words of the permissions page. */
const permissionNeeded = (g: Guard): string | null => {
  if (g.kind === 'portal') return permissionNeeded(g.then);
  if (g.kind !== 'permission') return null;
  return `the ${g.anyOf.map((key) => `"${permissionEntry(key).label}"`).join(' or ')} permission`;
};

/** Why the actor may not use the page at `path`, or null when they may. */
export const refusalOf = (actor: Actor | undefined, path: string): string | null => {
  const need = PAGE_NEEDS[path];
  if (!need || allowed(actor, need.endpoint)) return null;
  const permission = permissionNeeded(need.endpoint.guard);
  return permission
    ? `You cannot ${need.doing}: it needs ${permission}, which you do not have. An Administrator or Owner can give it to you.`
    : `You cannot ${need.doing}.`;
};
