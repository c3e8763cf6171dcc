import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddToolInput,
  EquipmentPurchaseInput,
  ItemStatusInput,
  ToolLogInput,
  ToolPurchaseInput,
} from '@hgn/domain/buildingManagement';
import { call } from '../../../shared/api/call';
import { inventoryTypesEndpoints as inventoryTypes } from '../../../shared/api/endpoints/inventoryTypes';
import { toolsEndpoints as tools } from '../../../shared/api/endpoints/tools';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { linkTo } from '../../../shared/routing/paths';

/** Tools and equipment are shown alike; the category picks the endpoints. */
export type ItemCategory = 'Tool' | 'Equipment';

/** The most items one page of the lists shows. */
export const ITEMS_PAGE_SIZE = 100;

export const toolKeys = {
  all: ['toolItems'] as const,
  list: (category: ItemCategory, projectId: string, page: number, name: string) =>
    ['toolItems', category, 'list', projectId, page, name] as const,
  one: (category: ItemCategory, itemId: string) => ['toolItems', category, itemId] as const,
  pendingPurchases: (category: ItemCategory) => ['toolItems', category, 'pendingPurchases'] as const,
};

/** The category's purchase requests awaiting a decision, with their project and type. */
export const usePendingItemPurchases = (category: ItemCategory) =>
  useQuery({
    queryKey: toolKeys.pendingPurchases(category),
    queryFn: ({ signal }) =>
      call(
        category === 'Tool' ? tools.listPendingToolPurchases : tools.listPendingEquipmentPurchases,
        {},
        { signal },
      ),
  });

/** A page of a category's items, of one project or all, whose type name holds `name` (any case) when given. */
export const useItems = (category: ItemCategory, projectId: string, page = 1, name = '') =>
  useQuery({
    queryKey: toolKeys.list(category, projectId, page, name),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(
        category === 'Tool' ? tools.listTools : tools.listEquipment,
        {
          query: {
            project: projectId || undefined,
            name: name || undefined,
            page,
            limit: ITEMS_PAGE_SIZE,
          },
        },
        { signal },
      ),
  });

/**
 * The status page of a tool or a piece of equipment: both sit at the spec's /tools/{id}/update, so a
 * piece of equipment's address says its category, and the page asks the one endpoint that holds it.
 */
export const itemStatusPath = (category: ItemCategory, itemId: string): string =>
  `${linkTo(buildingPaths.buildingItemUpdate, { equipmentId: itemId })}${category === 'Equipment' ? '?category=equipment' : ''}`;

/** The category a status page's address names: equipment when it says so, a tool otherwise. */
export const statusPageCategory = (search: URLSearchParams): ItemCategory =>
  search.get('category') === 'equipment' ? 'Equipment' : 'Tool';

export const useItem = (category: ItemCategory, itemId: string) =>
  useQuery({
    queryKey: toolKeys.one(category, itemId),
    queryFn: ({ signal }) =>
      category === 'Tool'
        ? call(tools.getTool, { params: { toolId: itemId } }, { signal })
        : call(tools.getEquipment, { params: { equipmentId: itemId } }, { signal }),
  });

const useToolsMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: toolKeys.all }),
  });
};

export const useAddTool = () => useToolsMutation((body: AddToolInput) => call(tools.addTool, { body }));

export const useUpdateItemStatus = (category: ItemCategory, itemId: string) =>
  useToolsMutation((body: ItemStatusInput) =>
    category === 'Tool'
      ? call(tools.updateToolStatus, { params: { toolId: itemId }, body })
      : call(tools.updateEquipmentStatus, { params: { equipmentId: itemId }, body }),
  );

export const useLogTools = () => useToolsMutation((body: ToolLogInput) => call(tools.logTools, { body }));

export const useToolPurchase = () =>
  useToolsMutation((body: ToolPurchaseInput) => call(tools.purchaseTools, { body }));

export const useEquipmentPurchase = () =>
  useToolsMutation((body: EquipmentPurchaseInput) => call(tools.purchaseEquipment, { body }));

/** The tool or equipment types a purchase request may name. */
export const useItemTypes = (category: ItemCategory) =>
  useQuery({
    queryKey: ['inventoryTypes', category === 'Tool' ? 'tools' : 'equipments'] as const,
    queryFn: ({ signal }) =>
      call(
        inventoryTypes.listOfCategory,
        { params: { type: category === 'Tool' ? 'tools' : 'equipments' } },
        { signal },
      ),
  });
