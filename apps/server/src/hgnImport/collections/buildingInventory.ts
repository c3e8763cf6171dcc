// The building area's inventory (hgn-data §2.28, §2.30, §2.31): units, types of every category, and
// each project's items from `buildingInventoryItems`. Materials, consumables and reusables become
// stock rows with their purchase requests and use logs, their figures counted again from those logs
// as the product's own approvals and use logs keep them (HGN's counters are unreliable). Tools and
// equipment become items with their purchase requests, condition updates and check-ins and outs.
import { TEXT_MAX } from '@hgn/domain';
import {
  EQUIPMENT_DESCRIPTION_MAX,
  FUEL_TYPES,
  INVENTORY_DESCRIPTION_MAX,
  inventoryCategoryNamed,
  ITEM_CONDITIONS,
  PURCHASE_PRIORITIES,
  PURCHASE_STATUSES,
  roundStock,
  STOCK_QUANTITY_MAX,
  TOOL_LOG_ACTIONS,
  type InventoryCategory,
} from '@hgn/domain/buildingManagement';
import {
  inventoryItemLogs,
  inventoryItems,
  inventoryItemUpdates,
  inventoryPurchases,
  inventoryStock,
  inventoryStockUpdates,
  inventoryTypes,
  inventoryUnits,
} from '../../features/buildingManagement/inventory.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  itemsOf,
  originsOf,
  type EmbeddedOrigin,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { dayOf, idOf, idTime, instantOf, numberOf, oneOf, textOf, type Repaired } from '../values.js';
import { boundedOf, nameKey, type BuildingProjectIds } from './buildingSites.js';
import { importedUserOf } from './users.js';

const ITEMS = 'buildingInventoryItems';
/** The report's lines of the items' records, and the origins each is recorded under. */
export const INVENTORY_RECORD_LINES = {
  'inventory purchases': `${ITEMS}.purchaseRecord`,
  'inventory updates': `${ITEMS}.updateRecord`,
  'inventory logs': `${ITEMS}.logRecord`,
} as const;
type RecordLine = keyof typeof INVENTORY_RECORD_LINES;

/** `buildingInventoryUnits` → units, one a name (ignoring case). */
export async function importInventoryUnits(ctx: ImportContext): Promise<void> {
  const collection = 'buildingInventoryUnits';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const taken = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const name = boundedOf(document.unit, TEXT_MAX.name, repaired, 'a unit');
    if (name === '') return ctx.report.skip(collection, 'it has no unit');
    if (taken.has(nameKey(name)))
      return ctx.report.skip(collection, 'another unit has its name (ignoring case)');
    taken.add(nameKey(name));
    const id = localIdOf(collection, originalId);
    await ctx.tx.insert(inventoryUnits).values({ id, name, createdAt: idTime(originalId) });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}

const CATEGORY_OF_KIND: Record<string, InventoryCategory> = {
  material: 'Material',
  consumable: 'Consumable',
  reusable: 'Reusable',
  tool: 'Tool',
  equipment: 'Equipment',
};

/** The category a document's `__t` (`material_type`, `tool_item`, ...) names, else its `category`. */
const categoryOf = (document: Record<string, unknown>): InventoryCategory | undefined =>
  CATEGORY_OF_KIND[textOf(document.__t).replace(/_(type|item)$/, '')] ??
  inventoryCategoryNamed(textOf(document.category));

type TypeIds = Map<string, { id: string; category: InventoryCategory }>;

/** `buildingInventoryTypes` → types; a name is used once a category (ignoring case). */
export async function importInventoryTypes(ctx: ImportContext): Promise<TypeIds> {
  const collection = 'buildingInventoryTypes';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const ids: TypeIds = new Map();
  const taken = new Set<string>();
  const rows = batches<typeof inventoryTypes.$inferInsert>((values) =>
    ctx.tx.insert(inventoryTypes).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const category = categoryOf(document);
    if (!category) return ctx.report.skip(collection, 'its kind is unknown (neither __t nor category)');
    const name = boundedOf(document.name, TEXT_MAX.name, repaired, 'a name');
    if (name === '') return ctx.report.skip(collection, 'it has no name');
    if (taken.has(`${category}/${nameKey(name)}`))
      return ctx.report.skip(collection, 'another type of its category has its name (ignoring case)');
    taken.add(`${category}/${nameKey(name)}`);
    const isEquipment = category === 'Equipment';
    let fuelType: string | null = null;
    if (isEquipment) {
      fuelType = oneOf(FUEL_TYPES, document.fuelType) ?? 'Diesel';
      if (fuelType !== document.fuelType) repaired('a fuelType this product does not have, made Diesel');
    }
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      category,
      name,
      description: boundedOf(
        document.description,
        isEquipment ? EQUIPMENT_DESCRIPTION_MAX : INVENTORY_DESCRIPTION_MAX,
        repaired,
        'a description',
      ),
      unit: boundedOf(document.unit, TEXT_MAX.name, repaired, 'a unit'),
      size: boundedOf(document.size, TEXT_MAX.name, repaired, 'a size'),
      fuelType,
      imageUrl: textOf(document.imageUrl).trim() || null,
      createdById: importedUserOf(ctx, document.createdBy) ?? null,
      createdAt: idTime(originalId),
    });
    ids.set(originalId, { id, category });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
  return ids;
}

/** The writers of the items' tables and of the records' origins. */
function inventoryWriters(ctx: ImportContext) {
  const into = <T>(write: (values: T[]) => Promise<unknown>) => batches<T>(write);
  return {
    purchases: into<typeof inventoryPurchases.$inferInsert>((v) =>
      ctx.tx.insert(inventoryPurchases).values(v),
    ),
    stockUpdates: into<typeof inventoryStockUpdates.$inferInsert>((v) =>
      ctx.tx.insert(inventoryStockUpdates).values(v),
    ),
    itemUpdates: into<typeof inventoryItemUpdates.$inferInsert>((v) =>
      ctx.tx.insert(inventoryItemUpdates).values(v),
    ),
    itemLogs: into<typeof inventoryItemLogs.$inferInsert>((v) => ctx.tx.insert(inventoryItemLogs).values(v)),
    origins: Object.fromEntries(
      Object.entries(INVENTORY_RECORD_LINES).map(([line, origin]) => [line, originsOf(ctx, origin)]),
    ) as Record<RecordLine, ReturnType<typeof originsOf>>,
  };
}
type Writers = ReturnType<typeof inventoryWriters>;

type ItemDocument = {
  document: Record<string, unknown>;
  originalId: string;
  projectId: string;
  typeId: string;
  category: InventoryCategory;
};

/** Each record of an item's array, counted on its line, with its row id and when it was written. */
function recordsOf(ctx: ImportContext, item: ItemDocument, field: string, line: RecordLine) {
  const records = itemsOf(item.document, field);
  ctx.report.countsOf(line).read += records.length;
  return records.map((record) => ({
    ...record,
    id: localIdOf(INVENTORY_RECORD_LINES[line], record.key),
    written: record.originalId ? idTime(record.originalId) : idTime(item.originalId),
  }));
}

async function recorded(writers: Writers, line: RecordLine, record: EmbeddedOrigin & { id: string }) {
  if (record.originalId !== undefined)
    await writers.origins[line].add({
      originalId: record.originalId,
      localId: record.id,
      digest: record.digest,
    });
}

/** The item's purchase requests; answers the quantity approved. */
async function importPurchases(ctx: ImportContext, writers: Writers, item: ItemDocument): Promise<number> {
  const line = 'inventory purchases';
  const repaired: Repaired = (what) => ctx.report.repair(line, what);
  let approved = 0;
  for (const record of recordsOf(ctx, item, 'purchaseRecord', line)) {
    const { fields } = record;
    const quantity = numberOf(fields.quantity, repaired);
    if (quantity === undefined || quantity <= 0 || quantity > STOCK_QUANTITY_MAX) {
      ctx.report.skip(line, `its quantity is not above 0 and at most ${STOCK_QUANTITY_MAX}`);
      continue;
    }
    const priority = oneOf(PURCHASE_PRIORITIES, fields.priority) ?? 'Medium';
    if (priority !== fields.priority) repaired('a priority this product does not have, made Medium');
    const status = oneOf(PURCHASE_STATUSES, fields.status) ?? 'Pending';
    if (fields.status !== undefined && status !== fields.status)
      repaired('a status this product does not have, made Pending');
    if (status === 'Approved') approved = roundStock(approved + quantity);
    await writers.purchases.add({
      id: record.id,
      projectId: item.projectId,
      typeId: item.typeId,
      requestedById: importedUserOf(ctx, fields.requestedBy) ?? null,
      date: instantOf(fields.date, repaired) ?? record.written,
      quantity: roundStock(quantity),
      priority,
      brand: boundedOf(fields.brandPref ?? fields.brand, TEXT_MAX.name, repaired, 'a brand'),
      makeModel: boundedOf(fields.makeModelPref, TEXT_MAX.name, repaired, 'a make or model'),
      estTime: boundedOf(fields.estUsageTime, TEXT_MAX.name, repaired, 'an estimated time'),
      usageDesc: boundedOf(fields.usageDesc, TEXT_MAX.freeText, repaired, 'a usage description'),
      status,
    });
    await recorded(writers, line, record);
    ctx.report.countsOf(line).imported += 1;
  }
  return approved;
}

/** A counted item's use logs; answers what they used and wasted. */
async function importStockUses(ctx: ImportContext, writers: Writers, item: ItemDocument, stockId: string) {
  const line = 'inventory updates';
  const repaired: Repaired = (what) => ctx.report.repair(line, what);
  let used = 0;
  let wasted = 0;
  for (const record of recordsOf(ctx, item, 'updateRecord', line)) {
    const { fields } = record;
    const date = dayOf(fields.date, repaired);
    if (!date) {
      ctx.report.skip(line, 'its date is not a date');
      continue;
    }
    const quantityUsed = numberOf(fields.quantityUsed, repaired) ?? 0;
    const quantityWasted = numberOf(fields.quantityWasted, repaired) ?? 0;
    if (quantityUsed < 0 || quantityWasted < 0 || quantityUsed + quantityWasted > STOCK_QUANTITY_MAX) {
      ctx.report.skip(line, `its quantities are not 0 to ${STOCK_QUANTITY_MAX}`);
      continue;
    }
    used = roundStock(used + quantityUsed);
    wasted = roundStock(wasted + quantityWasted);
    await writers.stockUpdates.add({
      id: record.id,
      stockId,
      date,
      createdById: importedUserOf(ctx, fields.createdBy) ?? null,
      quantityUsed: roundStock(quantityUsed),
      quantityWasted: roundStock(quantityWasted),
      createdAt: instantOf(fields.date, () => undefined) ?? record.written,
    });
    await recorded(writers, line, record);
    ctx.report.countsOf(line).imported += 1;
  }
  return { used, wasted };
}

const CONDITIONS_OF_HGN: Record<string, string> = {
  'Like New': 'New',
  Refurbished: 'Used',
  'Out of Order': 'Needs Repair',
};

/** A condition of this product's list, HGN's own names made this product's. */
function conditionOf(value: unknown, fallback: string, repaired: Repaired): string {
  if (value === undefined) return fallback;
  const known = oneOf(ITEM_CONDITIONS, value);
  if (known) return known;
  const renamed = CONDITIONS_OF_HGN[textOf(value)];
  if (renamed) {
    repaired(`a condition HGN names ${textOf(value)}, made ${renamed}`);
    return renamed;
  }
  repaired('a condition this product does not have, made Good');
  return 'Good';
}

/**
 * A tool's or a piece of equipment's condition updates and check-ins and outs. Answers what the
 * product's own updates and logs leave on the item: the condition of its latest update, if any, and
 * whether its last log checked it out.
 */
async function importItemRecords(ctx: ImportContext, writers: Writers, item: ItemDocument, itemId: string) {
  const updates = 'inventory updates';
  let latest: { date: string; condition: string } | undefined;
  for (const record of recordsOf(ctx, item, 'updateRecord', updates)) {
    const repaired: Repaired = (what) => ctx.report.repair(updates, what);
    const date = dayOf(record.fields.date, repaired) ?? dayOf(record.written, repaired)!;
    const condition = conditionOf(record.fields.condition, 'Good', repaired);
    if (!latest || date >= latest.date) latest = { date, condition };
    await writers.itemUpdates.add({
      id: record.id,
      itemId,
      date,
      condition,
      createdById: importedUserOf(ctx, record.fields.createdBy) ?? null,
      createdAt: instantOf(record.fields.date, () => undefined) ?? record.written,
    });
    await recorded(writers, updates, record);
    ctx.report.countsOf(updates).imported += 1;
  }
  const logs = 'inventory logs';
  let out = false;
  for (const record of recordsOf(ctx, item, 'logRecord', logs)) {
    const type = oneOf(TOOL_LOG_ACTIONS, record.fields.type);
    if (!type) {
      ctx.report.skip(logs, 'its type is neither Check In nor Check Out');
      continue;
    }
    const repaired: Repaired = (what) => ctx.report.repair(logs, what);
    out = type === 'Check Out';
    await writers.itemLogs.add({
      id: record.id,
      itemId,
      date: dayOf(record.fields.date, repaired) ?? dayOf(record.written, repaired)!,
      type,
      createdById: importedUserOf(ctx, record.fields.createdBy) ?? null,
      createdAt: instantOf(record.fields.date, () => undefined) ?? record.written,
    });
    await recorded(writers, logs, record);
    ctx.report.countsOf(logs).imported += 1;
  }
  return { out, condition: latest?.condition };
}

/** The stock row of a project and type: bought from approvals, used and wasted from the use logs. */
async function importStock(ctx: ImportContext, writers: Writers, items: ItemDocument[]) {
  const repaired: Repaired = (what) => ctx.report.repair(ITEMS, what);
  const [first] = items;
  const id = localIdOf(ITEMS, first!.originalId);
  if (items.length > 1)
    repaired('another document of the same project and type, its records joined to the first’s');
  let bought = 0;
  let used = 0;
  let wasted = 0;
  for (const item of items) {
    bought = roundStock(bought + (await importPurchases(ctx, writers, item)));
    const uses = await importStockUses(ctx, writers, item, id);
    used = roundStock(used + uses.used);
    wasted = roundStock(wasted + uses.wasted);
  }
  const available = roundStock(bought - used - wasted);
  if (available < 0) repaired('more used and wasted than approved purchases bought, available kept at 0');
  const counters = items.map(({ document }) => document);
  const cached = (field: string) =>
    roundStock(
      counters.reduce((sum, document) => sum + (numberOf(document[field], () => undefined) ?? 0), 0),
    );
  if (cached('stockBought') !== bought || cached('stockAvailable') !== Math.max(available, 0))
    repaired('stock figures that are not those of its purchases and uses, counted again');
  await ctx.tx.insert(inventoryStock).values({
    id,
    projectId: first!.projectId,
    typeId: first!.typeId,
    stockBought: bought,
    stockUsed: used,
    stockWasted: wasted,
    stockAvailable: Math.max(available, 0),
    createdAt: idTime(first!.originalId),
  });
  return id;
}

const PURCHASE_STATUS_OF_HGN: Record<string, string> = {
  Rental: 'Rental',
  Rented: 'Rental',
  Purchase: 'Purchased',
  Purchased: 'Purchased',
};

/** Tools and equipment: a code taken twice in a type, or none, is numbered after the type's highest. */
async function importLargeItems(ctx: ImportContext, writers: Writers, items: ItemDocument[]) {
  const repaired: Repaired = (what) => ctx.report.repair(ITEMS, what);
  const codesOf = new Map<string, Set<string>>();
  const highest = new Map<string, number>();
  const wanted = items.map((item) => {
    const code = textOf(item.document.code).trim().slice(0, TEXT_MAX.name).trim();
    const codes = codesOf.get(item.typeId) ?? new Set<string>();
    codesOf.set(item.typeId, codes);
    const free = code !== '' && !codes.has(nameKey(code));
    if (free) codes.add(nameKey(code));
    if (free && /^[0-9]{1,15}$/.test(code))
      highest.set(item.typeId, Math.max(highest.get(item.typeId) ?? 0, Number(code)));
    return free ? code : undefined;
  });
  for (const [index, item] of items.entries()) {
    let code = wanted[index];
    if (code === undefined) {
      repaired(
        item.document.code === undefined
          ? 'an item without a code, numbered after its type’s highest'
          : 'a code another item of the type has, numbered after its type’s highest',
      );
      const next = (highest.get(item.typeId) ?? 0) + 1;
      highest.set(item.typeId, next);
      code = String(next);
    }
    const status = textOf(item.document.purchaseStatus, 'Rental');
    const purchaseStatus = PURCHASE_STATUS_OF_HGN[status] ?? 'Purchased';
    if (!PURCHASE_STATUS_OF_HGN[status])
      repaired('a purchase status this product does not have, made Purchased');
    const isRental = purchaseStatus === 'Rental';
    const id = localIdOf(ITEMS, item.originalId);
    await importPurchases(ctx, writers, item);
    const records = await importItemRecords(ctx, writers, item, id);
    await ctx.tx.insert(inventoryItems).values({
      id,
      typeId: item.typeId,
      projectId: item.projectId,
      code,
      purchaseStatus,
      condition: records.condition ?? conditionOf(item.document.condition, 'New', repaired),
      inUse: records.out,
      imageUrl: textOf(item.document.imageUrl).trim() || null,
      rentedOnDate: isRental ? (dayOf(item.document.rentedOnDate, repaired) ?? null) : null,
      rentalDueDate: isRental ? (dayOf(item.document.rentalDueDate, repaired) ?? null) : null,
      createdAt: idTime(item.originalId),
    });
  }
}

const COUNTED: readonly InventoryCategory[] = ['Material', 'Consumable', 'Reusable'];

/** `buildingInventoryItems` → stock rows and items, with their records. */
export async function importInventoryItems(
  ctx: ImportContext,
  projectIds: BuildingProjectIds,
  typeIds: TypeIds,
): Promise<void> {
  const origins = originsOf(ctx, ITEMS);
  const counts = ctx.report.countsOf(ITEMS);
  const byPair = new Map<string, ItemDocument[]>();
  const large: ItemDocument[] = [];
  await eachDocument(ctx, ITEMS, async (document, originalId) => {
    const projectId = projectIds.get(idOf(document.project) ?? '');
    if (!projectId) return ctx.report.skip(ITEMS, 'its project is not a building project');
    const type = typeIds.get(idOf(document.itemType) ?? '');
    if (!type) return ctx.report.skip(ITEMS, 'its itemType is not imported');
    const kind = categoryOf({ __t: document.__t });
    if (kind !== undefined && kind !== type.category)
      return ctx.report.skip(ITEMS, 'its itemType is of another category than the item');
    const item = { document, originalId, projectId, typeId: type.id, category: type.category };
    let rowOf = originalId;
    if (COUNTED.includes(type.category)) {
      const pair = `${projectId}/${type.id}`;
      const same = byPair.get(pair) ?? [];
      byPair.set(pair, [...same, item]);
      rowOf = same[0]?.originalId ?? originalId;
    } else large.push(item);
    await origins.add({ originalId, localId: localIdOf(ITEMS, rowOf), digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
  const writers = inventoryWriters(ctx);
  for (const items of byPair.values()) await importStock(ctx, writers, items);
  // Items in the order their ObjectIds were made, so new ones are numbered after the ones before.
  await importLargeItems(
    ctx,
    writers,
    large.toSorted((a, b) => a.originalId.localeCompare(b.originalId)),
  );
  await writers.purchases.flush();
  await writers.stockUpdates.flush();
  await writers.itemUpdates.flush();
  await writers.itemLogs.flush();
  for (const records of Object.values(writers.origins)) await records.flush();
}
