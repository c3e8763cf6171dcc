import {
  type CountedCategory,
  type materialStatusInput,
  type purchaseDecisionInput,
  type stockBulkUsageInput,
  type StockJson,
  type stockListQuery,
  type PurchaseJson,
  type stockPurchaseInput,
  type stockUsageInput,
  roundStock,
  TOOL_QUANTITY,
  usageOf,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { stockMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PurchaseForItems } from './purchasedItems.js';
import { presentPurchase, presentPurchaseRecord, presentStock, presentStockUpdate } from './stock.present.js';
import { createStockRepo, type StockRow } from './stock.repo.js';

type ListQuery = z.output<typeof stockListQuery>;
type PurchaseInput = z.output<typeof stockPurchaseInput>;
type Decision = z.output<typeof purchaseDecisionInput>;
type StatusUpdate = z.output<typeof materialStatusInput>;
type UsageInput = z.output<typeof stockUsageInput>;
type BulkUsageInput = z.output<typeof stockBulkUsageInput>;

/** Makes the items an approved purchase of tools or equipment brings, inside the decision's transaction. */
export type CreateItemsForPurchase = (tx: DbOrTransaction, purchase: PurchaseForItems) => Promise<unknown>;

const ITEM_CATEGORIES: readonly string[] = ['Tool', 'Equipment'];

const purchaseNotFound = () =>
  new AppError({ code: 'PURCHASE_NOT_FOUND', message: stockMessages.purchaseNotFound });
const unknownProject = () =>
  new AppError({
    code: 'STOCK_PROJECT_UNKNOWN',
    field: 'primaryId',
    message: stockMessages.projectUnknown,
  });
const unknownType = (category: string) =>
  new AppError({
    code: 'STOCK_TYPE_UNKNOWN',
    field: 'secondaryId',
    message: stockMessages.typeUnknown(category),
  });
const unknownStock = (field: string) =>
  new AppError({ code: 'STOCK_ITEM_UNKNOWN', field, message: stockMessages.stockUnknown });
const exceedsStock = (message: string) => new AppError({ code: 'STOCK_USAGE_EXCEEDS_AVAILABLE', message });

export function createStockService(
  { db, clock }: FeatureDeps,
  createItemsForPurchase: CreateItemsForPurchase,
) {
  /** The rows with their purchase requests and use logs: three queries whatever the number of rows. */
  async function withRecords(reader: DbOrTransaction, rows: StockRow[]): Promise<StockJson[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [purchases, updates] = await Promise.all([
      createStockRepo(reader).listPurchasesOf(ids),
      createStockRepo(reader).listUpdatesOf(ids),
    ]);
    const group = <R extends { stockId: string }, J>(records: R[], present: (record: R) => J) => {
      const byStock = new Map<string, J[]>();
      for (const record of records)
        byStock.set(record.stockId, [...(byStock.get(record.stockId) ?? []), present(record)]);
      return byStock;
    };
    const purchasesOf = group(purchases, presentPurchaseRecord);
    const updatesOf = group(updates, presentStockUpdate);
    return rows.map((row) => presentStock(row, purchasesOf.get(row.id) ?? [], updatesOf.get(row.id) ?? []));
  }

  async function readPurchase(reader: DbOrTransaction, purchaseId: string): Promise<PurchaseJson> {
    const row = await createStockRepo(reader).findPurchase(purchaseId);
    if (!row) throw purchaseNotFound();
    return presentPurchase(row);
  }

  /** One decision; the purchase's row is locked, so of simultaneous decisions the first wins and the rest see it decided. */
  function decide(purchaseId: string, decision: Decision, deciderId: string): Promise<PurchaseJson> {
    if (!isUuid(purchaseId)) return Promise.reject(purchaseNotFound());
    const id = purchaseId.toLowerCase();
    return db.transaction(async (tx) => {
      const purchase = await createStockRepo(tx).lockPurchase(id);
      if (!purchase) throw purchaseNotFound();
      if (purchase.status !== 'Pending')
        throw new AppError({
          code: 'PURCHASE_ALREADY_DECIDED',
          message: stockMessages.purchaseAlreadyDecided(purchase.status),
        });
      const quantity = decision.quantity ?? purchase.quantity;
      if (decision.status === 'Approved') {
        if (ITEM_CATEGORIES.includes(purchase.category)) {
          if (!Number.isInteger(quantity) || quantity > TOOL_QUANTITY.max)
            throw new AppError({
              code: 'PURCHASE_QUANTITY_NOT_WHOLE',
              field: 'quantity',
              message: stockMessages.itemQuantityWhole,
            });
          await createItemsForPurchase(tx, { ...purchase, quantity, createdById: deciderId });
        } else await createStockRepo(tx).addBought(purchase.projectId, purchase.typeId, roundStock(quantity));
      }
      await createStockRepo(tx).decidePurchase(id, {
        status: decision.status,
        quantity,
        unitPrice: decision.status === 'Approved' ? (decision.unitPrice ?? null) : null,
        decidedById: deciderId,
        decidedAt: clock.now(),
      });
      return readPurchase(tx, id);
    });
  }

  /** Logs use on locked rows; any entry that does not fit refuses the whole request with `refusal`. */
  function logUsage(
    category: CountedCategory,
    entries: UsageInput[] | BulkUsageInput['upadateMaterials'],
    date: string,
    loggerId: string,
    refusal: string,
  ): Promise<StockJson[]> {
    const ids = entries.map((entry) => entry.material._id.toLowerCase());
    return db.transaction(async (tx) => {
      const locked = new Map(
        (await createStockRepo(tx).lockStock(ids, category)).map((row) => [row.id, row]),
      );
      const logs = entries.map((entry, index) => {
        const row = locked.get(ids[index]!);
        if (!row) throw unknownStock(entries.length === 1 ? 'material' : 'upadateMaterials');
        const usage = usageOf(entry, row.stockAvailable);
        if (!usage.fits) throw exceedsStock(refusal);
        return { row, usage };
      });
      for (const { row, usage } of logs)
        await createStockRepo(tx).setStockCounts(row.id, {
          stockUsed: roundStock(row.stockUsed + usage.used),
          stockWasted: roundStock(row.stockWasted + usage.wasted),
          stockAvailable: usage.availableAfter,
        });
      await createStockRepo(tx).insertUpdates(
        logs.map(({ row, usage }) => ({
          stockId: row.id,
          date,
          createdById: loggerId,
          quantityUsed: usage.used,
          quantityWasted: usage.wasted,
        })),
      );
      const rows = await Promise.all(ids.map((id) => createStockRepo(tx).findStock(id)));
      return withRecords(
        tx,
        rows.filter((row): row is StockRow => row !== undefined),
      );
    });
  }

  return {
    async list(category: CountedCategory, query: ListQuery): Promise<StockJson[]> {
      if (query.project !== undefined && !isUuid(query.project)) return [];
      const limit = query.limit ?? 100;
      const rows = await createStockRepo(db).listStock({
        category,
        ...(query.project ? { projectId: query.project.toLowerCase() } : {}),
        ...(query.page || query.limit ? { page: { offset: ((query.page ?? 1) - 1) * limit, limit } } : {}),
      });
      return withRecords(db, rows);
    },

    /** A Pending request; the pair gets its (empty) stock row so the request shows in the list. */
    requestPurchase: (
      category: CountedCategory,
      input: PurchaseInput,
      requesterId: string,
    ): Promise<PurchaseJson> =>
      db.transaction(async (tx) => {
        if (!(await createStockRepo(tx).projectExists(input.primaryId))) throw unknownProject();
        if ((await createStockRepo(tx).findTypeCategory(input.secondaryId)) !== category)
          throw unknownType(category);
        await createStockRepo(tx).ensureStock(input.primaryId, input.secondaryId);
        const purchaseId = await createStockRepo(tx).insertPurchase({
          projectId: input.primaryId,
          typeId: input.secondaryId,
          requestedById: requesterId,
          quantity: input.quantity,
          priority: input.priority,
          brand: input.brand,
        });
        return readPurchase(tx, purchaseId);
      }),

    decide,

    updateMaterialStatus: ({ purchaseId, ...decision }: StatusUpdate, deciderId: string) =>
      decide(purchaseId, decision, deciderId),

    async logUse(category: CountedCategory, input: UsageInput, loggerId: string): Promise<StockJson> {
      const [row] = await logUsage(category, [input], input.date, loggerId, stockMessages.usageExceedsStock);
      return row!;
    },

    logBulkUse: (category: CountedCategory, input: BulkUsageInput, loggerId: string): Promise<StockJson[]> =>
      logUsage(category, input.upadateMaterials, input.date, loggerId, stockMessages.bulkUsageInvalid),
  };
}

export type StockService = ReturnType<typeof createStockService>;
