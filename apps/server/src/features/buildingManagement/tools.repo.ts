import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
import { keptAnswerKind } from '../../platform/http/kept-answers.js';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';
import {
  inventoryItemLogs,
  inventoryItems,
  inventoryItemUpdates,
  inventoryPurchases,
  inventoryTypes,
} from './inventory.table.js';
import { insertPurchase, type PurchaseRequest } from './purchasedItems.js';

/** The building lists are kept between requests (tools.service.ts); these are the tables a page of items reads. */
export const buildingItemsAnswer = keptAnswerKind('building items', [
  inventoryItems,
  inventoryTypes,
  buildingProjects,
  users,
  inventoryItemUpdates,
  inventoryItemLogs,
  inventoryPurchases,
]);

/** Tools and equipment are the item categories: every other type is counted stock. */
export type ItemCategory = 'Tool' | 'Equipment';

/** Conditions an item cannot be checked out in. */
const UNUSABLE_CONDITIONS = ['Lost', 'Needs Replacing'];

const itemColumns = {
  id: inventoryItems.id,
  code: inventoryItems.code,
  condition: inventoryItems.condition,
  imageUrl: inventoryItems.imageUrl,
  purchaseStatus: inventoryItems.purchaseStatus,
  rentedOnDate: inventoryItems.rentedOnDate,
  rentalDueDate: inventoryItems.rentalDueDate,
  returned: inventoryItems.returned,
  projectId: buildingProjects.id,
  projectName: buildingProjects.name,
  typeId: inventoryTypes.id,
  typeName: inventoryTypes.name,
  category: inventoryTypes.category,
  typeDescription: inventoryTypes.description,
  invoice: inventoryItems.invoice,
  unitPrice: inventoryItems.unitPrice,
  currency: inventoryItems.currency,
  shippingFee: inventoryItems.shippingFee,
  taxes: inventoryItems.taxes,
  totalPriceWithShipping: inventoryItems.totalPriceWithShipping,
  link: inventoryItems.link,
  supplierPhone: inventoryItems.supplierPhone,
};
export type ItemRow = {
  id: string;
  code: string;
  condition: string;
  imageUrl: string | null;
  purchaseStatus: string;
  rentedOnDate: string | null;
  rentalDueDate: string | null;
  returned: boolean;
  projectId: string;
  projectName: string;
  typeId: string;
  typeName: string;
  category: string;
  typeDescription: string;
  invoice: string;
  unitPrice: number | null;
  currency: string | null;
  shippingFee: number | null;
  taxes: number | null;
  totalPriceWithShipping: number | null;
  link: string;
  supplierPhone: string;
};

const person = {
  personId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};
export type PersonColumns = { personId: string | null; firstName: string | null; lastName: string | null };

export type ItemUpdateRow = PersonColumns & {
  itemId: string;
  date: string;
  condition: string;
  lastUsedBy: string;
  lastUsedFor: string;
  replacementRequired: boolean;
  description: string;
  imageUrl: string | null;
};
export type ItemLogRow = PersonColumns & { itemId: string; date: string; type: string };
export type PurchaseRow = PersonColumns & {
  id: string;
  projectId: string;
  typeId: string;
  date: Date;
  status: string;
  makeModel: string;
  brand: string;
  priority: string;
  quantity: number;
  estTime: string;
  usageDesc: string;
};
export type PendingPurchaseRow = PurchaseRow & { projectName: string; typeName: string };
export type TypeListRow = { typeId: string; projectId: string; id: string; inUse: boolean };

const purchaseColumns = {
  id: inventoryPurchases.id,
  projectId: inventoryPurchases.projectId,
  typeId: inventoryPurchases.typeId,
  date: inventoryPurchases.date,
  status: inventoryPurchases.status,
  makeModel: inventoryPurchases.makeModel,
  brand: inventoryPurchases.brand,
  priority: inventoryPurchases.priority,
  quantity: inventoryPurchases.quantity,
  estTime: inventoryPurchases.estTime,
  usageDesc: inventoryPurchases.usageDesc,
  ...person,
};

export type NewItem = {
  typeId: string;
  projectId: string;
  code: string;
  purchaseStatus: 'Purchased' | 'Rental';
  condition: string;
  imageUrl: string | null;
  rentedOnDate: string | null;
  rentalDueDate: string | null;
  invoice: string;
  unitPrice: number;
  currency: string;
  shippingFee: number;
  taxes: number;
  totalPriceWithShipping: number;
  link: string;
  supplierPhone: string;
  createdById: string;
};

const manager = alias(users, 'tool_project_manager');

export function createToolsRepo(db: DbOrTransaction) {
  const selectItems = () =>
    db
      .select(itemColumns)
      .from(inventoryItems)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
      .innerJoin(buildingProjects, eq(buildingProjects.id, inventoryItems.projectId));

  return {
    /** A page of a category's items, by project, type name and code. */
    listItems: (filter: {
      category: ItemCategory;
      projectId?: string;
      name?: string;
      offset: number;
      limit: number;
    }): Promise<ItemRow[]> =>
      selectItems()
        .where(
          and(
            eq(inventoryTypes.category, filter.category),
            filter.projectId ? eq(inventoryItems.projectId, filter.projectId) : undefined,
            filter.name ? ilike(inventoryTypes.name, `%${escapeLike(filter.name)}%`) : undefined,
          ),
        )
        .orderBy(
          asc(buildingProjects.name),
          asc(inventoryTypes.name),
          asc(inventoryItems.code),
          asc(inventoryItems.id),
        )
        .offset(filter.offset)
        .limit(filter.limit),

    findItem: async (itemId: string, category: ItemCategory) => {
      const [row] = await selectItems().where(
        and(eq(inventoryItems.id, itemId), eq(inventoryTypes.category, category)),
      );
      return row;
    },

    /** Holds an item of the category until the transaction ends; undefined when there is none. */
    lockItem: async (itemId: string, category: ItemCategory) => {
      const [row] = await db
        .select({
          id: inventoryItems.id,
          purchaseStatus: inventoryItems.purchaseStatus,
          returned: inventoryItems.returned,
          code: inventoryItems.code,
          projectId: inventoryItems.projectId,
          typeName: inventoryTypes.name,
        })
        .from(inventoryItems)
        .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
        .where(and(eq(inventoryItems.id, itemId), eq(inventoryTypes.category, category)))
        .for('update', { of: inventoryItems });
      return row;
    },

    updatesOf: (itemIds: string[]): Promise<ItemUpdateRow[]> =>
      db
        .select({
          itemId: inventoryItemUpdates.itemId,
          date: inventoryItemUpdates.date,
          condition: inventoryItemUpdates.condition,
          lastUsedBy: inventoryItemUpdates.lastUsedBy,
          lastUsedFor: inventoryItemUpdates.lastUsedFor,
          replacementRequired: inventoryItemUpdates.replacementRequired,
          description: inventoryItemUpdates.description,
          imageUrl: inventoryItemUpdates.imageUrl,
          ...person,
        })
        .from(inventoryItemUpdates)
        .leftJoin(users, eq(users.id, inventoryItemUpdates.createdById))
        .where(inArray(inventoryItemUpdates.itemId, itemIds))
        .orderBy(
          asc(inventoryItemUpdates.date),
          asc(inventoryItemUpdates.createdAt),
          asc(inventoryItemUpdates.id),
        ),

    logsOf: (itemIds: string[]): Promise<ItemLogRow[]> =>
      db
        .select({
          itemId: inventoryItemLogs.itemId,
          date: inventoryItemLogs.date,
          type: inventoryItemLogs.type,
          ...person,
        })
        .from(inventoryItemLogs)
        .leftJoin(users, eq(users.id, inventoryItemLogs.createdById))
        .where(inArray(inventoryItemLogs.itemId, itemIds))
        .orderBy(asc(inventoryItemLogs.date), asc(inventoryItemLogs.createdAt), asc(inventoryItemLogs.id)),

    /** The purchase requests of the types in the projects (callers keep the pairs they show). */
    purchasesOf: (projectIds: string[], typeIds: string[]): Promise<PurchaseRow[]> =>
      db
        .select(purchaseColumns)
        .from(inventoryPurchases)
        .leftJoin(users, eq(users.id, inventoryPurchases.requestedById))
        .where(
          and(inArray(inventoryPurchases.projectId, projectIds), inArray(inventoryPurchases.typeId, typeIds)),
        )
        .orderBy(asc(inventoryPurchases.date), asc(inventoryPurchases.id)),

    /** The purchase requests of the category awaiting a decision, oldest first. */
    pendingPurchasesOf: (category: ItemCategory): Promise<PendingPurchaseRow[]> =>
      db
        .select({ ...purchaseColumns, projectName: buildingProjects.name, typeName: inventoryTypes.name })
        .from(inventoryPurchases)
        .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryPurchases.typeId))
        .innerJoin(buildingProjects, eq(buildingProjects.id, inventoryPurchases.projectId))
        .leftJoin(users, eq(users.id, inventoryPurchases.requestedById))
        .where(and(eq(inventoryTypes.category, category), eq(inventoryPurchases.status, 'Pending')))
        .orderBy(asc(inventoryPurchases.date), asc(inventoryPurchases.id)),

    /** The items of the types in the projects that are in a list (not returned), for `available` and `using`. */
    typeListsOf: (projectIds: string[], typeIds: string[]): Promise<TypeListRow[]> =>
      db
        .select({
          typeId: inventoryItems.typeId,
          projectId: inventoryItems.projectId,
          id: inventoryItems.id,
          inUse: inventoryItems.inUse,
        })
        .from(inventoryItems)
        .where(
          and(
            inArray(inventoryItems.projectId, projectIds),
            inArray(inventoryItems.typeId, typeIds),
            eq(inventoryItems.returned, false),
          ),
        )
        .orderBy(asc(inventoryItems.code), asc(inventoryItems.id)),

    /** The e-mail of the project's building manager, null when it has none. */
    managerEmailOf: async (projectId: string): Promise<string | null> => {
      const [row] = await db
        .select({ email: manager.email })
        .from(buildingProjects)
        .innerJoin(manager, eq(manager.id, buildingProjects.buildingManagerId))
        .where(eq(buildingProjects.id, projectId));
      return row?.email ?? null;
    },

    typeExists: async (typeId: string, category: ItemCategory): Promise<boolean> => {
      const rows = await db
        .select({ id: inventoryTypes.id })
        .from(inventoryTypes)
        .where(and(eq(inventoryTypes.id, typeId), eq(inventoryTypes.category, category)));
      return rows.length > 0;
    },

    typeNamedLike: async (category: ItemCategory, name: string) => {
      const [row] = await db
        .select({ id: inventoryTypes.id })
        .from(inventoryTypes)
        .where(
          and(
            eq(inventoryTypes.category, category),
            eq(sql`lower(btrim(${inventoryTypes.name}))`, sql`lower(btrim(${name}::text))`),
          ),
        )
        .limit(1);
      return row;
    },

    insertType: async (fields: {
      category: ItemCategory;
      name: string;
      description: string;
      imageUrl: string | null;
      createdById: string;
    }): Promise<string> => {
      const [row] = await db.insert(inventoryTypes).values(fields).returning({ id: inventoryTypes.id });
      return row!.id;
    },

    insertItems: (items: NewItem[]) =>
      db.insert(inventoryItems).values(items).returning({ id: inventoryItems.id, code: inventoryItems.code }),

    insertPurchase: (fields: PurchaseRequest) => insertPurchase(db, fields),

    findPurchase: async (purchaseId: string): Promise<PurchaseRow> => {
      const [row] = await db
        .select(purchaseColumns)
        .from(inventoryPurchases)
        .leftJoin(users, eq(users.id, inventoryPurchases.requestedById))
        .where(eq(inventoryPurchases.id, purchaseId));
      return row!;
    },

    setItemCondition: (itemId: string, condition: string, returned: boolean) =>
      db
        .update(inventoryItems)
        .set(returned ? { condition, returned: true, inUse: false } : { condition })
        .where(eq(inventoryItems.id, itemId)),

    insertUpdate: (fields: typeof inventoryItemUpdates.$inferInsert) =>
      db.insert(inventoryItemUpdates).values(fields),

    /** Names and codes of the items, for the daily log's messages. */
    namesOf: (itemIds: string[]) =>
      db
        .select({ id: inventoryItems.id, code: inventoryItems.code, name: inventoryTypes.name })
        .from(inventoryItems)
        .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
        .where(
          and(inArray(inventoryItems.id, itemIds), inArray(inventoryTypes.category, ['Tool', 'Equipment'])),
        ),

    /**
     * Moves the items from `available` to `using` (or back) when they are where the move starts; a
     * single conditional update, so of two simultaneous moves of one item only one finds it there.
     */
    moveItems: async (itemIds: string[], checkOut: boolean): Promise<string[]> => {
      const rows = await db
        .update(inventoryItems)
        .set({ inUse: checkOut })
        .where(
          and(
            inArray(inventoryItems.id, itemIds),
            eq(inventoryItems.inUse, !checkOut),
            eq(inventoryItems.returned, false),
            checkOut ? notInArray(inventoryItems.condition, UNUSABLE_CONDITIONS) : undefined,
          ),
        )
        .returning({ id: inventoryItems.id });
      return rows.map((row) => row.id);
    },

    insertLogs: (logs: (typeof inventoryItemLogs.$inferInsert)[]) =>
      db.insert(inventoryItemLogs).values(logs),
  };
}
