import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVENTORY_CATEGORY_LISTS,
  type ConsumableTypeInput,
  type EquipmentTypeInput,
  type InventoryCategory,
  type InventoryTypeUpdateInput,
  type InventoryUnitInput,
  type MaterialTypeInput,
  type ReusableTypeInput,
} from '@hgn/domain/buildingManagement';
import { call } from '../../../shared/api/call';
import { inventoryTypesEndpoints as types } from '../../../shared/api/endpoints/inventoryTypes';

export const inventoryTypeKeys = {
  all: ['inventoryTypes'] as const,
  /** The list of a category, by its list name (`materials`, `equipments`, ...). */
  list: (category: InventoryCategory) => ['inventoryTypes', INVENTORY_CATEGORY_LISTS[category]] as const,
  units: ['inventoryUnits'] as const,
};

export const useInventoryTypes = (category: InventoryCategory) =>
  useQuery({
    queryKey: inventoryTypeKeys.list(category),
    queryFn: ({ signal }) =>
      call(types.listOfCategory, { params: { type: INVENTORY_CATEGORY_LISTS[category] } }, { signal }),
  });

export const useInventoryUnits = () =>
  useQuery({
    queryKey: inventoryTypeKeys.units,
    queryFn: ({ signal }) => call(types.listUnits, {}, { signal }),
  });

/** A new type of one of the categories made here, with that category's fields. */
export type NewInventoryType =
  | { category: 'Material'; body: MaterialTypeInput }
  | { category: 'Consumable'; body: ConsumableTypeInput }
  | { category: 'Reusable'; body: ReusableTypeInput }
  | { category: 'Equipment'; body: EquipmentTypeInput };

const createType = (added: NewInventoryType) => {
  switch (added.category) {
    case 'Material':
      return call(types.createMaterial, { body: added.body });
    case 'Consumable':
      return call(types.createConsumable, { body: added.body });
    case 'Reusable':
      return call(types.createReusable, { body: added.body });
    case 'Equipment':
      return call(types.createEquipment, { body: added.body });
  }
};

/** A change that, once made, has the lists under `refreshed` read again. */
const useChange = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  refreshed: readonly string[],
) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: refreshed }) });
};

export const useAddInventoryType = () => useChange(createType, inventoryTypeKeys.all);

export const useAddInventoryUnit = () =>
  useChange((body: InventoryUnitInput) => call(types.createUnit, { body }), inventoryTypeKeys.units);

export const useEditInventoryType = () =>
  useChange(
    ({
      category,
      typeId,
      body,
    }: {
      category: InventoryCategory;
      typeId: string;
      body: InventoryTypeUpdateInput;
    }) => call(types.update, { params: { type: INVENTORY_CATEGORY_LISTS[category], typeId }, body }),
    inventoryTypeKeys.all,
  );
