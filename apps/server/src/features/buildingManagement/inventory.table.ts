// The building area's inventory. A type (a kind of material, consumable, reusable, tool or equipment)
// is shared by every project. Materials, consumables and reusables are counted: one stock row per
// project and type. Tools and equipment are individual items with a code. Purchases of either kind are
// requested, then approved or rejected; only an approval changes stock or creates items.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';

/** The units quantities of materials and consumables are counted in (`GET/POST /api/bm/inventoryUnits`). */
export const inventoryUnits = pgTable(
  'inventory_units',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inventory_units_name_key').on(sql`lower(btrim(${t.name}))`)],
);

/** A kind of inventory; `category` is Material, Consumable, Reusable, Tool or Equipment. */
export const inventoryTypes = pgTable(
  'inventory_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    unit: text().notNull().default(''),
    size: text().notNull().default(''),
    fuelType: text(),
    imageUrl: text(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A name (trimmed, any case) is used once per category.
  (t) => [uniqueIndex('inventory_types_category_name_key').on(t.category, sql`lower(btrim(${t.name}))`)],
);

/** How much of a counted type a project has bought, used and wasted; available never goes below 0. */
export const inventoryStock = pgTable(
  'inventory_stock',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    typeId: uuid()
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'cascade' }),
    stockBought: doublePrecision().notNull().default(0),
    stockUsed: doublePrecision().notNull().default(0),
    stockWasted: doublePrecision().notNull().default(0),
    stockAvailable: doublePrecision().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventory_stock_project_type_key').on(t.projectId, t.typeId),
    index('inventory_stock_type_id_idx').on(t.typeId),
    check('inventory_stock_available_not_negative', sql`${t.stockAvailable} >= 0`),
  ],
);

/** A use or waste of counted stock on a day (the stock row's `updateRecord`). */
export const inventoryStockUpdates = pgTable(
  'inventory_stock_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    stockId: uuid()
      .notNull()
      .references(() => inventoryStock.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    quantityUsed: doublePrecision().notNull().default(0),
    quantityWasted: doublePrecision().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_stock_updates_stock_id_idx').on(t.stockId)],
);

/**
 * A request to buy (or rent) a quantity of a type for a project: Pending until an Owner or
 * Administrator approves or rejects it. Approving counted stock adds to bought and available;
 * approving tools or equipment creates that many items.
 */
export const inventoryPurchases = pgTable(
  'inventory_purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    projectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    typeId: uuid()
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'cascade' }),
    requestedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    quantity: doublePrecision().notNull(),
    priority: text().notNull(),
    brand: text().notNull().default(''),
    makeModel: text().notNull().default(''),
    estTime: text().notNull().default(''),
    usageDesc: text().notNull().default(''),
    status: text().notNull().default('Pending'),
    /** What one unit cost, as the approver records it: the project's costs add quantity x unit price. */
    unitPrice: doublePrecision(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('inventory_purchases_project_type_idx').on(t.projectId, t.typeId),
    index('inventory_purchases_type_id_idx').on(t.typeId),
    check('inventory_purchases_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A tool or a piece of equipment. `inUse` says which of its type's lists holds it (`using` when true,
 * `available` otherwise); a returned rental is in neither.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    typeId: uuid()
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => buildingProjects.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    purchaseStatus: text().notNull().default('Purchased'),
    condition: text().notNull().default('New'),
    inUse: boolean().notNull().default(false),
    returned: boolean().notNull().default(false),
    imageUrl: text(),
    rentedOnDate: date({ mode: 'string' }),
    rentalDueDate: date({ mode: 'string' }),
    invoice: text().notNull().default(''),
    unitPrice: doublePrecision(),
    currency: text(),
    shippingFee: doublePrecision(),
    taxes: doublePrecision(),
    totalPriceWithShipping: doublePrecision(),
    link: text().notNull().default(''),
    /** The supplier's phone as the add-tool form took it, its area code first; empty when none was given. */
    supplierPhone: text().notNull().default(''),
    purchaseId: uuid().references(() => inventoryPurchases.id, { onDelete: 'set null' }),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code (any case) names one item of its type.
    uniqueIndex('inventory_items_type_code_key').on(t.typeId, sql`lower(btrim(${t.code}))`),
    index('inventory_items_project_id_idx').on(t.projectId),
  ],
);

/** A status update of an item (its `updateRecord`): the condition it was found in, and what was noted. */
export const inventoryItemUpdates = pgTable(
  'inventory_item_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    condition: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastUsedBy: text().notNull().default(''),
    lastUsedFor: text().notNull().default(''),
    replacementRequired: boolean().notNull().default(false),
    description: text().notNull().default(''),
    imageUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_item_updates_item_id_idx').on(t.itemId)],
);

/** A check-in or check-out of an item (its `logRecord`). */
export const inventoryItemLogs = pgTable(
  'inventory_item_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_item_logs_item_id_idx').on(t.itemId)],
);
