// Tools and equipment in the original API's shape (spec 002, 3): one item with its type, its project
// and its update, purchase and log records.
import { z } from 'zod';
import { buildingPersonJson } from './buildingProjectJson';

const day = z.iso.date();

export const itemTypeJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** Ids of the type's items in the item's project that are not in use. */
  available: z.array(z.string()),
  /** Ids of the type's items in the item's project that are in use. */
  using: z.array(z.string()),
});

export const itemUpdateJson = z.strictObject({
  date: day,
  condition: z.string(),
  createdBy: buildingPersonJson.nullable(),
  lastUsedBy: z.string(),
  lastUsedFor: z.string(),
  replacementRequired: z.boolean(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});

export const itemPurchaseJson = z.strictObject({
  _id: z.string(),
  date: z.iso.datetime(),
  status: z.string(),
  makeModelPref: z.string(),
  brand: z.string(),
  priority: z.string(),
  quantity: z.number(),
  estTime: z.string(),
  requestedBy: buildingPersonJson.nullable(),
  usageDesc: z.string(),
});
export type ItemPurchaseJson = z.infer<typeof itemPurchaseJson>;

const namedJson = z.strictObject({ _id: z.string(), name: z.string() });

/** A purchase request of tools or equipment awaiting a decision, with the project and the type it is for. */
export const pendingItemPurchaseJson = itemPurchaseJson.extend({ project: namedJson, itemType: namedJson });
export type PendingItemPurchaseJson = z.infer<typeof pendingItemPurchaseJson>;

export const itemLogJson = z.strictObject({
  type: z.string(),
  date: day,
  createdBy: buildingPersonJson.nullable(),
});

/** What was paid for an item added with its order (the add-tool form); null for an item of an approved request. */
export const itemOrderJson = z.strictObject({
  invoice: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  shippingFee: z.number(),
  /** Percent of the price. */
  taxes: z.number(),
  totalPriceWithShipping: z.number(),
  link: z.string(),
  supplierPhone: z.string(),
});
export type ItemOrderJson = z.infer<typeof itemOrderJson>;

export const toolItemJson = z.strictObject({
  _id: z.string(),
  project: z.strictObject({ _id: z.string(), name: z.string() }),
  code: z.string(),
  condition: z.string(),
  imageUrl: z.string().nullable(),
  purchaseStatus: z.string(),
  rentedOnDate: day.nullable(),
  rentalDueDate: day.nullable(),
  order: itemOrderJson.nullable(),
  itemType: itemTypeJson,
  updateRecord: z.array(itemUpdateJson),
  purchaseRecord: z.array(itemPurchaseJson),
  logRecord: z.array(itemLogJson),
});
export type ToolItemJson = z.infer<typeof toolItemJson>;

/** `POST /api/bm/tools`: the new Tool type and the items made of it. */
export const toolAddedJson = z.strictObject({
  message: z.string(),
  _id: z.string(),
  name: z.string(),
  category: z.literal('Tool'),
  description: z.string(),
  imageUrl: z.string().nullable(),
  totalPriceWithShipping: z.number(),
  items: z.array(z.strictObject({ _id: z.string(), code: z.string() })),
});
export type ToolAddedJson = z.infer<typeof toolAddedJson>;

const logMessages = z.array(z.strictObject({ message: z.string() }));

/** `POST /api/bm/tools/log`: a message per item moved and per item refused. */
export const toolLogJson = z.strictObject({ errors: logMessages, results: logMessages });
export type ToolLogJson = z.infer<typeof toolLogJson>;
