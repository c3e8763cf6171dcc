import { z } from 'zod';
import { atMostItems, boundedText, LIST_MAX, numberBetween, TEXT_MAX, typedAsText } from '../limits';
import { stockMessages } from '../messages/stock.messages';
import { LOG_UNITS, PURCHASE_PRIORITIES, STOCK_QUANTITY_MAX, UNIT_PRICE_MAX, usageOf } from './stock';

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

/** The stock a form's row shows available for an item (`material._id`). */
type AvailableOf = (stockId: string) => number;

/**
 * A form's check of a use log against the stock its row shows, before sending: the server's own rule
 * (`usageOf`) refuses more than is available, here with `exceedsMessage` on the item (`material`) once
 * the quantities themselves are right.
 */
const fitsStock = <S extends z.ZodType<z.output<typeof usageEntry>>>(
  schema: S,
  availableOf: AvailableOf,
  exceedsMessage: string,
) =>
  schema.refine((entry) => usageOf(entry, availableOf(entry.material._id)).fits, {
    path: ['material'],
    message: exceedsMessage,
    when: ({ issues }) => issues.length === 0,
  });

/** The form of one item's use: `stockUsageInput`, and no more than the item's stock. */
export const stockUsageFormInput = (available: number) =>
  fitsStock(stockUsageInput, () => available, stockMessages.usageExceedsStock);

/** Whether an entry logs any use or waste; the bulk form sends only those. */
const logsSomething = (entry: { quantityUsed: number; quantityWasted: number }): boolean =>
  entry.quantityUsed > 0 || entry.quantityWasted > 0;

/**
 * The bulk form holds a row for every item of the project: each is checked against its stock, and
 * those that log something are sent, checked as `stockBulkUsageInput`.
 */
export const stockBulkUsageFormInput = (availableOf: AvailableOf) =>
  z
    .object({
      date: logDate,
      upadateMaterials: z.array(fitsStock(usageEntry, availableOf, stockMessages.usageExceedsStock)),
    })
    .transform(({ date, upadateMaterials }, ctx) => {
      const sent = stockBulkUsageInput.safeParse({
        date,
        upadateMaterials: upadateMaterials.filter(logsSomething),
      });
      if (sent.success) return sent.data;
      for (const { path, message } of sent.error.issues) ctx.addIssue({ code: 'custom', path, message });
      return z.NEVER;
    });
