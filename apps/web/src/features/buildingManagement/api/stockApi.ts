import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CountedCategory,
  PurchaseDecisionInput,
  StockBulkUsageInput,
  StockPurchaseInput,
  StockUsageInput,
} from '@hgn/domain/buildingManagement';
import { call } from '../../../shared/api/call';
import { stockEndpoints as stock } from '../../../shared/api/endpoints/stock';
import { toolKeys } from './toolsApi';

export const stockKeys = {
  all: ['stock'] as const,
  list: (category: CountedCategory, projectId: string) => ['stock', category, projectId] as const,
};

const listOf = {
  Material: stock.listMaterials,
  Consumable: stock.listConsumables,
  Reusable: stock.listReusables,
};
const purchaseOf = {
  Material: stock.purchaseMaterial,
  Consumable: stock.purchaseConsumable,
  Reusable: stock.purchaseReusable,
};
const logOf = {
  Material: stock.logMaterialUsage,
  Consumable: stock.logConsumableUsage,
  Reusable: stock.logReusableUsage,
};

/** A category's stock rows, of one project when `projectId` is set. */
export const useStock = (category: CountedCategory, projectId = '') =>
  useQuery({
    queryKey: stockKeys.list(category, projectId),
    queryFn: ({ signal }) =>
      call(listOf[category], { query: { project: projectId || undefined } }, { signal }),
  });

const useStockMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: stockKeys.all }) });
};

export const useRequestPurchase = (category: CountedCategory) =>
  useStockMutation((body: StockPurchaseInput) => call(purchaseOf[category], { body }));

/** A decision on a purchase of any category: approving tools or equipment adds items to their lists too. */
export const useDecidePurchase = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, ...body }: PurchaseDecisionInput & { purchaseId: string }) =>
      call(stock.decidePurchase, { params: { purchaseId }, body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: stockKeys.all }),
        qc.invalidateQueries({ queryKey: toolKeys.all }),
      ]),
  });
};

export const useLogUsage = (category: CountedCategory) =>
  useStockMutation((body: StockUsageInput) => call(logOf[category], { body }));

export const useLogBulkUsage = (category: 'Material' | 'Reusable') =>
  useStockMutation((body: StockBulkUsageInput) =>
    call(category === 'Material' ? stock.logMaterialUsageBulk : stock.logReusableUsageBulk, { body }),
  );
