import type { CountedCategory } from '@hgn/domain/buildingManagement';
import { paths } from '../../../shared/routing/paths';

/** How each counted category is named and where its pages are. */
export const STOCK_PAGES: Record<
  CountedCategory,
  { plural: string; singular: string; list: string; purchase: string; update?: string }
> = {
  Material: {
    plural: 'Materials',
    singular: 'Material',
    list: paths.buildingMaterials,
    purchase: paths.buildingMaterialPurchase,
    update: paths.buildingMaterialsUpdate,
  },
  Consumable: {
    plural: 'Consumables',
    singular: 'Consumable',
    list: paths.buildingConsumables,
    purchase: paths.buildingConsumablePurchase,
  },
  Reusable: {
    plural: 'Reusables',
    singular: 'Reusable',
    list: paths.buildingReusables,
    purchase: paths.buildingReusablePurchase,
    update: paths.buildingReusablesUpdate,
  },
};

export const COUNTED: readonly CountedCategory[] = ['Material', 'Consumable', 'Reusable'];
