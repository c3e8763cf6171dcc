import { z } from 'zod';
import { atMostItems, boundedText, LIST_MAX, numberBetween, TEXT_MAX, typedAsText } from '../limits';
import { stockMessages } from '../messages/stock.messages';
import { LOG_UNITS, PURCHASE_PRIORITIES, STOCK_QUANTITY_MAX, UNIT_PRICE_MAX } from './stock';

/** The most rows one page of a stock list holds. */
export const STOCK_PAGE_MAX = 500;

/** `GET /api/bm/materials|consumables|reusables`: one project's rows or all; a page when asked. */
export const stockListQuery = z.object({
  project: boundedText(TEXT_MAX.token).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(STOCK_PAGE_MAX).optional(),
});
export type StockListQuery = z.output<typeof stockListQuery>;

/** The purchase forms send the quantity as it was typed. */
const quantityBought = typedAsText(
  z
    .number(stockMessages.quantityPositive)
    .gt(0, stockMessages.quantityPositive)
    .max(STOCK_QUANTITY_MAX, stockMessages.quantityPositive),
);

/** A purchase request of a counted type (`primaryId` the project, `secondaryId` the type). */
export const stockPurchaseInput = z.object({
  primaryId: z.uuid(stockMessages.chooseProject),
  secondaryId: z.uuid(stockMessages.chooseType),
  quantity: quantityBought,
  priority: z.enum(PURCHASE_PRIORITIES, stockMessages.priorityInvalid),
  brand: boundedText(TEXT_MAX.title).trim().default(''),
});
export type StockPurchaseInput = z.input<typeof stockPurchaseInput>;

const decision = {
  status: z.enum(['Approved', 'Rejected'], stockMessages.statusInvalid),
  /** The quantity actually bought, when it differs from the request. */
  quantity: quantityBought.optional(),
  /** What one unit cost, recorded with an approval; the project's costs add quantity x unit price. */
  unitPrice: numberBetween(0, UNIT_PRICE_MAX).optional(),
};

/** `POST /api/bm/purchases/{id}/status`. */
export const purchaseDecisionInput = z.object(decision);
export type PurchaseDecisionInput = z.input<typeof purchaseDecisionInput>;

/** `POST /api/bm/updateMaterialStatus`: the same, naming the purchase in the body. */
export const materialStatusInput = z.object({ purchaseId: boundedText(TEXT_MAX.token), ...decision });

/** The update forms send what was typed, an untouched field its starting 0. */
const quantityLogged = typedAsText(
  z
    .number(stockMessages.quantityNotNegative)
    .min(0, stockMessages.quantityNotNegative)
    .max(STOCK_QUANTITY_MAX, stockMessages.quantityNotNegative)
    .default(0),
);
const logUnit = z.enum(LOG_UNITS, stockMessages.logUnitInvalid).default('unit');

/** A day's date; a full timestamp is read as its day. */
const logDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], stockMessages.dateInvalid)
  .transform((value) => value.slice(0, 10));

const usageFields = z.object({
  material: z.object({ _id: z.uuid(stockMessages.stockUnknown) }, stockMessages.stockUnknown),
  quantityUsed: quantityLogged,
  quantityWasted: quantityLogged,
  QtyUsedLogUnit: logUnit,
  QtyWastedLogUnit: logUnit,
});

/** A percentage is of what is available, so at most 100. */
const percentAtMost100 = <S extends z.ZodType<z.output<typeof usageFields>>>(schema: S) =>
  schema.superRefine((entry, ctx) => {
    if (entry.QtyUsedLogUnit === 'percent' && entry.quantityUsed > 100)
      ctx.addIssue({ code: 'custom', path: ['quantityUsed'], message: stockMessages.percentTooHigh });
    if (entry.QtyWastedLogUnit === 'percent' && entry.quantityWasted > 100)
      ctx.addIssue({ code: 'custom', path: ['quantityWasted'], message: stockMessages.percentTooHigh });
  });

const usageEntry = percentAtMost100(usageFields);

/** `POST /api/bm/updateMaterialRecord` (and the consumable and reusable alike): one item's use on a day. */
export const stockUsageInput = percentAtMost100(usageFields.extend({ date: logDate }));
export type StockUsageInput = z.input<typeof stockUsageInput>;

/** `POST /api/bm/updateMaterialRecordBulk` (and reusables): several items' use on one day, all or none. */
export const stockBulkUsageInput = z.object({
  upadateMaterials: z
    .array(usageEntry)
    .min(1, stockMessages.bulkEmpty)
    .max(...atMostItems(LIST_MAX.members))
    .refine(
      (entries) => new Set(entries.map((entry) => entry.material._id.toLowerCase())).size === entries.length,
      { message: stockMessages.itemListedTwice },
    ),
  date: logDate,
});
export type StockBulkUsageInput = z.input<typeof stockBulkUsageInput>;
