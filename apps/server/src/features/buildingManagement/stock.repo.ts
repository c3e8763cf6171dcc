import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';
import {
  inventoryPurchases,
  inventoryStock,
  inventoryStockUpdates,
  inventoryTypes,
} from './inventory.table.js';
import { insertPurchase, type PurchaseRequest } from './purchasedItems.js';

const requester = alias(users, 'purchase_requester');
const logger = alias(users, 'stock_logger');

/** The type a stock row or purchase is of, and its project's name. */
const typeColumns = {
  projectName: buildingProjects.name,
  typeId: inventoryTypes.id,
  typeName: inventoryTypes.name,
  category: inventoryTypes.category,
  description: inventoryTypes.description,
  unit: inventoryTypes.unit,
  size: inventoryTypes.size,
  imageUrl: inventoryTypes.imageUrl,
};

const stockColumns = {
  id: inventoryStock.id,
  projectId: inventoryStock.projectId,
  ...typeColumns,
  stockBought: inventoryStock.stockBought,
  stockUsed: inventoryStock.stockUsed,
  stockWasted: inventoryStock.stockWasted,
  stockAvailable: inventoryStock.stockAvailable,
};
export type StockRow = {
  id: string;
  projectId: string;
  projectName: string;
  typeId: string;
  typeName: string;
  category: string;
  description: string;
  unit: string;
  size: string;
  imageUrl: string | null;
  stockBought: number;
  stockUsed: number;
  stockWasted: number;
  stockAvailable: number;
};

const purchaseColumns = {
  id: inventoryPurchases.id,
  projectId: inventoryPurchases.projectId,
  ...typeColumns,
  date: inventoryPurchases.date,
  quantity: inventoryPurchases.quantity,
  priority: inventoryPurchases.priority,
  brand: inventoryPurchases.brand,
  status: inventoryPurchases.status,
  unitPrice: inventoryPurchases.unitPrice,
  requesterId: requester.id,
  requesterFirstName: requester.firstName,
  requesterLastName: requester.lastName,
};
export type PurchaseRow = Omit<
  StockRow,
  'id' | 'stockBought' | 'stockUsed' | 'stockWasted' | 'stockAvailable'
> & {
  id: string;
  date: Date;
  quantity: number;
  priority: string;
  brand: string;
  status: string;
  unitPrice: number | null;
  requesterId: string | null;
  requesterFirstName: string | null;
  requesterLastName: string | null;
};

const updateColumns = {
  id: inventoryStockUpdates.id,
  stockId: inventoryStockUpdates.stockId,
  date: inventoryStockUpdates.date,
  quantityUsed: inventoryStockUpdates.quantityUsed,
  quantityWasted: inventoryStockUpdates.quantityWasted,
  loggerId: logger.id,
  loggerFirstName: logger.firstName,
  loggerLastName: logger.lastName,
};
export type StockUpdateRow = {
  id: string;
  stockId: string;
  date: string;
  quantityUsed: number;
  quantityWasted: number;
  loggerId: string | null;
  loggerFirstName: string | null;
  loggerLastName: string | null;
};

export type StockFilter = { category: string; projectId?: string; page?: { offset: number; limit: number } };

export function createStockRepo(db: DbOrTransaction) {
  const selectStock = () =>
    db
      .select(stockColumns)
      .from(inventoryStock)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryStock.typeId))
      .innerJoin(buildingProjects, eq(buildingProjects.id, inventoryStock.projectId));

  const selectPurchases = () =>
    db
      .select(purchaseColumns)
      .from(inventoryPurchases)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryPurchases.typeId))
      .innerJoin(buildingProjects, eq(buildingProjects.id, inventoryPurchases.projectId))
      .leftJoin(requester, eq(requester.id, inventoryPurchases.requestedById));

  return {
    /** A category's stock rows, by project and type name. */
    listStock: (filter: StockFilter): Promise<StockRow[]> => {
      const query = selectStock()
        .where(
          and(
            eq(inventoryTypes.category, filter.category),
            filter.projectId ? eq(inventoryStock.projectId, filter.projectId) : undefined,
          ),
        )
        .orderBy(asc(buildingProjects.name), asc(inventoryTypes.name), asc(inventoryStock.id));
      return filter.page ? query.limit(filter.page.limit).offset(filter.page.offset) : query;
    },

    findStock: async (stockId: string): Promise<StockRow | undefined> => {
      const [row] = await selectStock().where(eq(inventoryStock.id, stockId));
      return row;
    },

    /** The stock rows named, of the category, held until the transaction ends; locked in id order so two logs never wait on each other. */
    lockStock: (stockIds: readonly string[], category: string): Promise<StockRow[]> =>
      selectStock()
        .where(and(inArray(inventoryStock.id, [...stockIds]), eq(inventoryTypes.category, category)))
        .orderBy(asc(inventoryStock.id))
        .for('update', { of: inventoryStock }),

    /** The purchase requests of the (project, type) pairs of these stock rows, newest first. */
    listPurchasesOf: (stockIds: readonly string[]): Promise<(PurchaseRow & { stockId: string })[]> =>
      db
        .select({ ...purchaseColumns, stockId: inventoryStock.id })
        .from(inventoryStock)
        .innerJoin(
          inventoryPurchases,
          and(
            eq(inventoryPurchases.projectId, inventoryStock.projectId),
            eq(inventoryPurchases.typeId, inventoryStock.typeId),
          ),
        )
        .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryStock.typeId))
        .innerJoin(buildingProjects, eq(buildingProjects.id, inventoryStock.projectId))
        .leftJoin(requester, eq(requester.id, inventoryPurchases.requestedById))
        .where(inArray(inventoryStock.id, [...stockIds]))
        .orderBy(desc(inventoryPurchases.date), desc(inventoryPurchases.id)),

    /** The use logs of these stock rows, newest first. */
    listUpdatesOf: (stockIds: readonly string[]): Promise<StockUpdateRow[]> =>
      db
        .select(updateColumns)
        .from(inventoryStockUpdates)
        .leftJoin(logger, eq(logger.id, inventoryStockUpdates.createdById))
        .where(inArray(inventoryStockUpdates.stockId, [...stockIds]))
        .orderBy(desc(inventoryStockUpdates.date), desc(inventoryStockUpdates.createdAt)),

    findPurchase: async (purchaseId: string): Promise<PurchaseRow | undefined> => {
      const [row] = await selectPurchases().where(eq(inventoryPurchases.id, purchaseId));
      return row;
    },

    /** Holds the purchase's row until the transaction ends, so of two decisions one waits and sees the other's. */
    lockPurchase: async (purchaseId: string) => {
      const [row] = await db
        .select({
          id: inventoryPurchases.id,
          projectId: inventoryPurchases.projectId,
          typeId: inventoryPurchases.typeId,
          quantity: inventoryPurchases.quantity,
          status: inventoryPurchases.status,
          category: inventoryTypes.category,
        })
        .from(inventoryPurchases)
        .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryPurchases.typeId))
        .where(eq(inventoryPurchases.id, purchaseId))
        .for('update', { of: inventoryPurchases });
      return row;
    },

    findTypeCategory: async (typeId: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ category: inventoryTypes.category })
        .from(inventoryTypes)
        .where(eq(inventoryTypes.id, typeId));
      return row?.category;
    },

    projectExists: async (projectId: string): Promise<boolean> => {
      const rows = await db
        .select({ id: buildingProjects.id })
        .from(buildingProjects)
        .where(eq(buildingProjects.id, projectId));
      return rows.length > 0;
    },

    insertPurchase: (fields: PurchaseRequest) => insertPurchase(db, fields),

    /** The pair's stock row, made with nothing in it when there is none yet. */
    ensureStock: (projectId: string, typeId: string) =>
      db.insert(inventoryStock).values({ projectId, typeId }).onConflictDoNothing(),

    /** Adds an approved purchase to what the pair has bought and has available. */
    addBought: (projectId: string, typeId: string, quantity: number) =>
      db
        .insert(inventoryStock)
        .values({ projectId, typeId, stockBought: quantity, stockAvailable: quantity })
        .onConflictDoUpdate({
          target: [inventoryStock.projectId, inventoryStock.typeId],
          set: {
            stockBought: sql`round((${inventoryStock.stockBought} + ${quantity})::numeric, 6)::float8`,
            stockAvailable: sql`round((${inventoryStock.stockAvailable} + ${quantity})::numeric, 6)::float8`,
          },
        }),

    decidePurchase: (
      purchaseId: string,
      decision: {
        status: string;
        quantity: number;
        unitPrice: number | null;
        decidedById: string;
        decidedAt: Date;
      },
    ) => db.update(inventoryPurchases).set(decision).where(eq(inventoryPurchases.id, purchaseId)),

    /** Sets a locked row's counts after a use log. */
    setStockCounts: (
      stockId: string,
      counts: { stockUsed: number; stockWasted: number; stockAvailable: number },
    ) => db.update(inventoryStock).set(counts).where(eq(inventoryStock.id, stockId)),

    insertUpdates: (
      logs: readonly {
        stockId: string;
        date: string;
        createdById: string;
        quantityUsed: number;
        quantityWasted: number;
      }[],
    ) => db.insert(inventoryStockUpdates).values([...logs]),
  };
}
