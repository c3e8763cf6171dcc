// Counted stock in the original API's shape (its material, consumable and reusable documents): one
// row per project and type, with the purchase requests and use logs of that pair.
import { z } from 'zod';
import { buildingPersonJson } from './buildingProjectJson';
import { PURCHASE_PRIORITIES, PURCHASE_STATUSES } from './stock';

export const stockProjectJson = z.strictObject({ _id: z.string(), name: z.string() });

export const stockItemTypeJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  unit: z.string(),
  size: z.string(),
  imageUrl: z.string().nullable(),
});
export type StockItemTypeJson = z.infer<typeof stockItemTypeJson>;

/** A purchase request as its stock row lists it (`purchaseRecord`). */
export const purchaseRecordJson = z.strictObject({
  _id: z.string(),
  date: z.iso.datetime(),
  requestedBy: buildingPersonJson.nullable(),
  quantity: z.number(),
  priority: z.enum(PURCHASE_PRIORITIES),
  brand: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  /** Recorded by the approver; null until then, or when none was given. */
  unitPrice: z.number().nullable(),
});
export type PurchaseRecordJson = z.infer<typeof purchaseRecordJson>;

/** A use log (`updateRecord`). */
export const stockUpdateRecordJson = z.strictObject({
  _id: z.string(),
  date: z.iso.date(),
  createdBy: buildingPersonJson.nullable(),
  quantityUsed: z.number(),
  quantityWasted: z.number(),
});
export type StockUpdateRecordJson = z.infer<typeof stockUpdateRecordJson>;

export const stockJson = z.strictObject({
  _id: z.string(),
  project: stockProjectJson,
  itemType: stockItemTypeJson,
  stockBought: z.number(),
  stockUsed: z.number(),
  stockWasted: z.number(),
  stockAvailable: z.number(),
  purchaseRecord: z.array(purchaseRecordJson),
  updateRecord: z.array(stockUpdateRecordJson),
});
export type StockJson = z.infer<typeof stockJson>;

/** A purchase request on its own, as a request or a decision answers it. */
export const purchaseJson = purchaseRecordJson.extend({
  project: stockProjectJson,
  itemType: stockItemTypeJson,
});
export type PurchaseJson = z.infer<typeof purchaseJson>;
