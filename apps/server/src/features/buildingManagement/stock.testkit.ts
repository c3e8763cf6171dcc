// What the stock integration tests share: one app, callers of four roles in the building portal,
// and projects, types and stock rows written directly.
import type { PurchaseJson } from '@hgn/domain/buildingManagement';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { buildingProjects } from './buildingProjects.table.js';
import {
  inventoryPurchases,
  inventoryStock,
  inventoryStockUpdates,
  inventoryTypes,
} from './inventory.table.js';

export const t = await createTestApp();
export const db = t.database.db;
export const { call } = t;

export type Caller = { id: string; headers: Record<string, string> };
export let owner: Caller;
export let admin: Caller;
export let manager: Caller;
export let volunteer: Caller;
export let ownerOutside: Caller;

beforeAll(async () => {
  [owner, admin, manager, volunteer, ownerOutside] = await Promise.all([
    t.inBuildingPortal('Owner'),
    t.inBuildingPortal('Administrator'),
    t.inBuildingPortal('Manager'),
    t.inBuildingPortal('Volunteer'),
    t.signedIn('Owner'),
  ]);
});

let serial = 0;
export const unique = (what: string) => `${what} ${++serial} ${Math.random().toString(36).slice(2, 7)}`;

export async function project() {
  const [row] = await db
    .insert(buildingProjects)
    .values({ name: unique('Site') })
    .returning();
  return row!;
}
export async function itemType(category: string) {
  const [row] = await db
    .insert(inventoryTypes)
    .values({ category, name: unique(category), unit: 'kg' })
    .returning();
  return row!;
}

/** A project and a type of the category with `available` of it in stock. */
export async function stocked(category = 'Material', available = 10) {
  const site = await project();
  const type = await itemType(category);
  const [row] = await db
    .insert(inventoryStock)
    .values({ projectId: site.id, typeId: type.id, stockBought: available, stockAvailable: available })
    .returning();
  return { site, type, stock: row! };
}

export const stockRow = async (id: string) =>
  (await db.select().from(inventoryStock).where(eq(inventoryStock.id, id)))[0]!;
export const purchaseCount = async () => (await db.select({ n: count() }).from(inventoryPurchases))[0]!.n;
export const updateCount = async () => (await db.select({ n: count() }).from(inventoryStockUpdates))[0]!.n;

export async function requestPurchase(site: { id: string }, type: { id: string }, body: object = {}) {
  const res = await call(manager, 'POST', '/api/bm/materials', {
    primaryId: site.id,
    secondaryId: type.id,
    quantity: 5,
    priority: 'High',
    brand: 'Acme',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<PurchaseJson>();
}
