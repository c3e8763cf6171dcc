import { stockJson, purchaseJson, type PurchaseJson, type StockJson } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { buildingProjects } from './buildingProjects.table.js';
import {
  inventoryItems,
  inventoryPurchases,
  inventoryStock,
  inventoryStockUpdates,
  inventoryTypes,
} from './inventory.table.js';
import { createPurchasedItems } from './purchasedItems.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = { id: string; headers: Record<string, string> };
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;
let ownerOutside: Caller;

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
const unique = (what: string) => `${what} ${++serial} ${Math.random().toString(36).slice(2, 7)}`;

async function project() {
  const [row] = await db
    .insert(buildingProjects)
    .values({ name: unique('Site') })
    .returning();
  return row!;
}
async function itemType(category: string) {
  const [row] = await db
    .insert(inventoryTypes)
    .values({ category, name: unique(category), unit: 'kg' })
    .returning();
  return row!;
}

/** A project and a type of the category with `available` of it in stock. */
async function stocked(category = 'Material', available = 10) {
  const site = await project();
  const type = await itemType(category);
  const [row] = await db
    .insert(inventoryStock)
    .values({ projectId: site.id, typeId: type.id, stockBought: available, stockAvailable: available })
    .returning();
  return { site, type, stock: row! };
}

const stockRow = async (id: string) =>
  (await db.select().from(inventoryStock).where(eq(inventoryStock.id, id)))[0]!;
const purchaseCount = async () => (await db.select({ n: count() }).from(inventoryPurchases))[0]!.n;
const updateCount = async () => (await db.select({ n: count() }).from(inventoryStockUpdates))[0]!.n;

async function requestPurchase(site: { id: string }, type: { id: string }, body: object = {}) {
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

describe('requesting a purchase', () => {
  it('answers 201 Pending, shows it on the row and changes no stock', async () => {
    const site = await project();
    const type = await itemType('Material');
    const purchase = await requestPurchase(site, type);
    expect(purchaseJson.parse(purchase)).toMatchObject({
      status: 'Pending',
      quantity: 5,
      priority: 'High',
      brand: 'Acme',
      requestedBy: { _id: manager.id },
      project: { _id: site.id, name: site.name },
      itemType: { _id: type.id, name: type.name, unit: 'kg' },
    });
    const list = (await call(owner, 'GET', `/api/bm/materials?project=${site.id}`)).json<StockJson[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      stockBought: 0,
      stockAvailable: 0,
      purchaseRecord: [{ _id: purchase._id }],
    });
  });

  it.each([
    ['/api/bm/consumables/purchase', 'Consumable', '/api/bm/consumables'],
    ['/api/bm/reusables/purchase', 'Reusable', '/api/bm/reusables'],
  ])('%s requests a %s', async (path, category, listPath) => {
    const site = await project();
    const type = await itemType(category);
    const res = await call(manager, 'POST', path, {
      primaryId: site.id,
      secondaryId: type.id,
      quantity: 2.5,
      priority: 'Low',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Pending', brand: '' });
    const list = (await call(owner, 'GET', `${listPath}?project=${site.id}`)).json<StockJson[]>();
    expect(list.map((row) => row.itemType.category)).toEqual([category]);
  });

  it.each([
    [{ priority: 'Urgent' }, 'priority', stockMessages.priorityInvalid],
    [{ quantity: 0 }, 'quantity', stockMessages.quantityPositive],
    [{ quantity: -3 }, 'quantity', stockMessages.quantityPositive],
    [{ quantity: 1e12 }, 'quantity', stockMessages.quantityPositive],
    [{ quantity: '5' }, 'quantity', stockMessages.quantityPositive],
    [{ primaryId: 'not-an-id' }, 'primaryId', stockMessages.chooseProject],
    [{ secondaryId: 'x\u0000' }, 'secondaryId', undefined],
    [{ secondaryId: 'x' }, 'secondaryId', stockMessages.chooseType],
    [{ brand: 'b'.repeat(100_000) }, 'brand', undefined],
  ])('refuses %o with 400 naming %s, writing nothing', async (change, field, message) => {
    const site = await project();
    const type = await itemType('Material');
    const before = await purchaseCount();
    const res = await call(manager, 'POST', '/api/bm/materials', {
      primaryId: site.id,
      secondaryId: type.id,
      quantity: 5,
      priority: 'High',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
    expect(await purchaseCount()).toBe(before);
  });

  it('refuses an unknown project, an unknown type or a type of another category with 400', async () => {
    const site = await project();
    const material = await itemType('Material');
    const tool = await itemType('Tool');
    const before = await purchaseCount();
    const body = { primaryId: site.id, secondaryId: material.id, quantity: 1, priority: 'Low' };
    const unknownProject = await call(manager, 'POST', '/api/bm/materials', {
      ...body,
      primaryId: crypto.randomUUID(),
    });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json()).toMatchObject({ code: 'STOCK_PROJECT_UNKNOWN', field: 'primaryId' });
    for (const secondaryId of [crypto.randomUUID(), tool.id]) {
      const res = await call(manager, 'POST', '/api/bm/materials', { ...body, secondaryId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STOCK_TYPE_UNKNOWN', field: 'secondaryId' });
    }
    const consumable = await call(manager, 'POST', '/api/bm/consumables/purchase', body);
    expect(consumable.json()).toMatchObject({ code: 'STOCK_TYPE_UNKNOWN' });
    expect(await purchaseCount()).toBe(before);
  });

  it('is 403 without postInvInProject or without the portal, writing nothing', async () => {
    const site = await project();
    const type = await itemType('Material');
    const before = await purchaseCount();
    const body = { primaryId: site.id, secondaryId: type.id, quantity: 1, priority: 'Low' };
    expect((await call(volunteer, 'POST', '/api/bm/materials', body)).statusCode).toBe(403);
    expect((await call(ownerOutside, 'POST', '/api/bm/materials', body)).statusCode).toBe(403);
    expect((await call(ownerOutside, 'GET', '/api/bm/materials')).statusCode).toBe(403);
    expect(await purchaseCount()).toBe(before);
  });
});

describe('deciding a purchase', () => {
  it('records the unit price an approval gives, and the project summary counts its cost', async () => {
    const { site, type } = await stocked('Material', 0);
    const purchase = await requestPurchase(site, type, { quantity: 4 });
    const res = await call(owner, 'POST', `/api/bm/purchases/${purchase._id}/status`, {
      status: 'Approved',
      unitPrice: 12.5,
    });
    expect(res.json()).toMatchObject({ status: 'Approved', unitPrice: 12.5 });
    const summary = await call(owner, 'GET', `/api/bm/project/${site.id}/summary`);
    expect(summary.json()).toMatchObject({ costs: [{ currency: 'USD', amount: 50 }] });
    for (const unitPrice of [-1, 1e12, '12']) {
      const refused = await call(owner, 'POST', `/api/bm/purchases/${purchase._id}/status`, {
        status: 'Approved',
        unitPrice,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('approval adds the corrected quantity to bought and available; a second decision is 409', async () => {
    const { site, type, stock } = await stocked('Material', 10);
    const purchase = await requestPurchase(site, type, { quantity: 5 });
    const res = await call(owner, 'POST', `/api/bm/purchases/${purchase._id}/status`, {
      status: 'Approved',
      quantity: 4.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', quantity: 4.5 });
    expect(await stockRow(stock.id)).toMatchObject({ stockBought: 14.5, stockAvailable: 14.5 });

    const again = await call(admin, 'POST', '/api/bm/updateMaterialStatus', {
      purchaseId: purchase._id,
      status: 'Rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PURCHASE_ALREADY_DECIDED',
      message: "Purchase status can only be updated from 'Pending'. Current status is 'Approved'.",
    });
    expect(await stockRow(stock.id)).toMatchObject({ stockBought: 14.5, stockAvailable: 14.5 });
  });

  it('rejection by an Administrator through updateMaterialStatus changes no stock', async () => {
    const { site, type, stock } = await stocked('Material', 3);
    const purchase = await requestPurchase(site, type, {});
    const res = await call(admin, 'POST', '/api/bm/updateMaterialStatus', {
      purchaseId: purchase._id,
      status: 'Rejected',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected' });
    expect(await stockRow(stock.id)).toMatchObject({ stockBought: 3, stockAvailable: 3 });
  });

  it('is 403 for other roles and outside the portal, leaving the purchase Pending', async () => {
    const { site, type } = await stocked();
    const purchase = await requestPurchase(site, type);
    for (const caller of [manager, volunteer, ownerOutside]) {
      const res = await call(caller, 'POST', `/api/bm/purchases/${purchase._id}/status`, {
        status: 'Approved',
      });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await db.select().from(inventoryPurchases).where(eq(inventoryPurchases.id, purchase._id));
    expect(row!.status).toBe('Pending');
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad status', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) {
      const res = await call(owner, 'POST', `/api/bm/purchases/${id}/status`, { status: 'Approved' });
      expect(res.statusCode).toBe(404);
    }
    const unknownBody = await call(owner, 'POST', '/api/bm/updateMaterialStatus', {
      purchaseId: 'x',
      status: 'Approved',
    });
    expect(unknownBody.statusCode).toBe(404);
    const { site, type } = await stocked();
    const purchase = await requestPurchase(site, type);
    for (const body of [{ status: 'Pending' }, { status: 'Approved', quantity: 0 }, { status: 7 }]) {
      const res = await call(owner, 'POST', `/api/bm/purchases/${purchase._id}/status`, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('of ten simultaneous approvals exactly one succeeds and the rest are 409', async () => {
    const { site, type, stock } = await stocked('Material', 0);
    const purchase = await requestPurchase(site, type, { quantity: 7 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(owner, 'POST', `/api/bm/purchases/${purchase._id}/status`, { status: 'Approved' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await stockRow(stock.id)).toMatchObject({ stockBought: 7, stockAvailable: 7 });
  });

  it('makes the stock row when the approved pair has none', async () => {
    const site = await project();
    const type = await itemType('Consumable');
    const [row] = await db
      .insert(inventoryPurchases)
      .values({ projectId: site.id, typeId: type.id, quantity: 3, priority: 'Low' })
      .returning();
    const res = await call(owner, 'POST', `/api/bm/purchases/${row!.id}/status`, { status: 'Approved' });
    expect(res.statusCode).toBe(200);
    const list = (await call(owner, 'GET', `/api/bm/consumables?project=${site.id}`)).json<StockJson[]>();
    expect(list[0]).toMatchObject({ stockBought: 3, stockAvailable: 3, stockUsed: 0 });
  });

  it('approving tools creates that many items, numbered on; a fraction is refused', async () => {
    const site = await project();
    const type = await itemType('Tool');
    await db.insert(inventoryItems).values({ typeId: type.id, projectId: site.id, code: '4' });
    const [purchase] = await db
      .insert(inventoryPurchases)
      .values({ projectId: site.id, typeId: type.id, quantity: 3, priority: 'Low' })
      .returning();
    const fraction = await call(owner, 'POST', `/api/bm/purchases/${purchase!.id}/status`, {
      status: 'Approved',
      quantity: 1.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ code: 'PURCHASE_QUANTITY_NOT_WHOLE', field: 'quantity' });
    const res = await call(owner, 'POST', `/api/bm/purchases/${purchase!.id}/status`, { status: 'Approved' });
    expect(res.statusCode).toBe(200);
    const items = await db.select().from(inventoryItems).where(eq(inventoryItems.purchaseId, purchase!.id));
    expect(items.map((item) => item.code).sort()).toEqual(['5', '6', '7']);
    expect(items.every((item) => item.condition === 'New' && item.purchaseStatus === 'Purchased')).toBe(true);
  });
});

describe('creating purchased items', () => {
  it('numbers after the highest numeric code and never repeats one across simultaneous approvals', async () => {
    const site = await project();
    const type = await itemType('Equipment');
    await db.insert(inventoryItems).values({ typeId: type.id, projectId: site.id, code: 'EX-9' });
    const purchases = await db
      .insert(inventoryPurchases)
      .values(
        Array.from({ length: 4 }, () => ({
          projectId: site.id,
          typeId: type.id,
          quantity: 2,
          priority: 'Low',
        })),
      )
      .returning();
    await Promise.all(
      purchases.map((purchase) =>
        db.transaction((tx) => createPurchasedItems(tx, { ...purchase, createdById: owner.id })),
      ),
    );
    const items = await db.select().from(inventoryItems).where(eq(inventoryItems.typeId, type.id));
    expect(
      items.map((item) => item.code).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', 'EX-9']);
  });
});

const usage = (stockId: string, body: object = {}) => ({
  material: { _id: stockId },
  date: '2026-11-20',
  quantityUsed: 0,
  quantityWasted: 0,
  QtyUsedLogUnit: 'unit',
  QtyWastedLogUnit: 'unit',
  ...body,
});

describe('logging use', () => {
  it('takes used and wasted from available, in units or percent, and lists the log', async () => {
    const { stock } = await stocked('Material', 20);
    const res = await call(manager, 'POST', '/api/bm/updateMaterialRecord', {
      ...usage(stock.id, { quantityUsed: 4, quantityWasted: 25, QtyWastedLogUnit: 'percent' }),
      stockAvailable: 1_000_000,
    });
    expect(res.statusCode).toBe(200);
    const row = stockJson.parse(res.json());
    expect(row).toMatchObject({ stockUsed: 4, stockWasted: 5, stockAvailable: 11 });
    expect(row.updateRecord).toHaveLength(1);
    expect(row.updateRecord[0]).toMatchObject({
      date: '2026-11-20',
      quantityUsed: 4,
      quantityWasted: 5,
      createdBy: { _id: manager.id },
    });
  });

  it.each([
    ['/api/bm/updateConsumablesRecord', 'Consumable'],
    ['/api/bm/updateReusableRecord', 'Reusable'],
  ])('%s logs a %s and refuses another category', async (path, category) => {
    const { stock } = await stocked(category, 5);
    const res = await call(manager, 'POST', path, usage(stock.id, { quantityUsed: 5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stockAvailable: 0, stockUsed: 5 });
    const other = await stocked('Material', 5);
    const wrong = await call(manager, 'POST', path, usage(other.stock.id, { quantityUsed: 1 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'STOCK_ITEM_UNKNOWN', field: 'material' });
  });

  it('refuses use plus waste over available with 422 and its message, writing nothing', async () => {
    const { stock } = await stocked('Material', 10);
    const before = await updateCount();
    for (const body of [
      { quantityUsed: 6, quantityWasted: 5 },
      { quantityUsed: 11 },
      { quantityUsed: 60, QtyUsedLogUnit: 'percent', quantityWasted: 5 },
    ]) {
      const res = await call(manager, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, body));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'STOCK_USAGE_EXCEEDS_AVAILABLE',
        message: stockMessages.usageExceedsStock,
      });
    }
    expect(await stockRow(stock.id)).toMatchObject({ stockAvailable: 10, stockUsed: 0, stockWasted: 0 });
    expect(await updateCount()).toBe(before);
  });

  it.each([
    [{ quantityUsed: -1 }, 'quantityUsed'],
    [{ quantityWasted: -0.5 }, 'quantityWasted'],
    [{ quantityUsed: 101, QtyUsedLogUnit: 'percent' }, 'quantityUsed'],
    [{ QtyUsedLogUnit: 'litres' }, 'QtyUsedLogUnit'],
    [{ date: 'yesterday' }, 'date'],
    [{ material: { _id: 'x\u0000' } }, 'material'],
    [{ material: 'abc' }, 'material'],
    [{ quantityUsed: 'lots' }, 'quantityUsed'],
  ])('refuses %o with 400 naming %s', async (change, field) => {
    const { stock } = await stocked('Material', 10);
    const res = await call(manager, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, change));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(await stockRow(stock.id)).toMatchObject({ stockAvailable: 10 });
  });

  it('is 403 without putInvById or the portal; an unknown item is 400', async () => {
    const { stock } = await stocked('Material', 10);
    expect(
      (await call(volunteer, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, { quantityUsed: 1 })))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(ownerOutside, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, { quantityUsed: 1 })))
        .statusCode,
    ).toBe(403);
    const unknown = await call(
      owner,
      'POST',
      '/api/bm/updateMaterialRecord',
      usage(crypto.randomUUID(), { quantityUsed: 1 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await stockRow(stock.id)).toMatchObject({ stockAvailable: 10 });
  });

  it('of ten simultaneous logs that together exceed the stock, those that fit succeed and the rest are 422', async () => {
    const { stock } = await stocked('Material', 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(manager, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, { quantityUsed: 3 })),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, ...Array<number>(7).fill(422)]);
    expect(await stockRow(stock.id)).toMatchObject({ stockAvailable: 1, stockUsed: 9 });
  });
});

describe('logging use in bulk', () => {
  it('applies every entry in one go', async () => {
    const site = await project();
    const [a, b] = [await itemType('Material'), await itemType('Material')];
    const rows = await db
      .insert(inventoryStock)
      .values(
        [a, b].map((type) => ({ projectId: site.id, typeId: type.id, stockBought: 8, stockAvailable: 8 })),
      )
      .returning();
    const res = await call(manager, 'POST', '/api/bm/updateMaterialRecordBulk', {
      date: '2026-11-21',
      upadateMaterials: rows.map((row) => ({
        material: { _id: row.id },
        quantityUsed: 2,
        quantityWasted: 50,
        QtyWastedLogUnit: 'percent',
      })),
    });
    expect(res.statusCode).toBe(200);
    expect(
      z
        .array(stockJson)
        .parse(res.json())
        .map((row) => row.stockAvailable),
    ).toEqual([2, 2]);
  });

  it('refuses the whole list when one entry exceeds its stock, applying none', async () => {
    const site = await project();
    const [a, b] = [await itemType('Reusable'), await itemType('Reusable')];
    const rows = await db
      .insert(inventoryStock)
      .values(
        [a, b].map((type, i) => ({
          projectId: site.id,
          typeId: type.id,
          stockBought: 4,
          stockAvailable: 4 - i,
        })),
      )
      .returning();
    const before = await updateCount();
    const res = await call(manager, 'POST', '/api/bm/updateReusableRecordBulk', {
      date: '2026-11-21',
      upadateMaterials: rows.map((row) => ({ material: { _id: row.id }, quantityUsed: 4 })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: stockMessages.bulkUsageInvalid });
    for (const row of rows) expect((await stockRow(row.id)).stockAvailable).toBe(row.stockAvailable);
    expect(await updateCount()).toBe(before);
  });

  it('refuses an empty list, an item listed twice and a material in the reusable list with 400', async () => {
    const { stock } = await stocked('Material', 5);
    const entry = { material: { _id: stock.id }, quantityUsed: 1 };
    for (const [path, list] of [
      ['/api/bm/updateMaterialRecordBulk', []],
      ['/api/bm/updateMaterialRecordBulk', [entry, entry]],
      ['/api/bm/updateReusableRecordBulk', [entry]],
    ] as const) {
      const res = await call(manager, 'POST', path, { date: '2026-11-21', upadateMaterials: list });
      expect(res.statusCode).toBe(400);
    }
    expect((await stockRow(stock.id)).stockAvailable).toBe(5);
  });
});

describe('listing stock', () => {
  it('answers rows with purchases and logs, filtered by project and paged', async () => {
    const { site, type, stock } = await stocked('Material', 10);
    const second = await itemType('Material');
    await db.insert(inventoryStock).values({ projectId: site.id, typeId: second.id });
    await requestPurchase(site, type);
    await call(manager, 'POST', '/api/bm/updateMaterialRecord', usage(stock.id, { quantityUsed: 1 }));
    const all = (await call(volunteer, 'GET', `/api/bm/materials?project=${site.id}`)).json<StockJson[]>();
    expect(all).toHaveLength(2);
    const first = all.find((row) => row._id === stock.id)!;
    expect(first.purchaseRecord).toHaveLength(1);
    expect(first.updateRecord).toHaveLength(1);
    const page = await call(volunteer, 'GET', `/api/bm/materials?project=${site.id}&page=2&limit=1`);
    expect(page.json()).toHaveLength(1);
    expect((await call(volunteer, 'GET', '/api/bm/materials?project=nope')).json()).toEqual([]);
    expect((await call(volunteer, 'GET', '/api/bm/materials?limit=100000')).statusCode).toBe(400);
    expect((await call(volunteer, 'GET', `/api/bm/reusables?project=${site.id}`)).json()).toEqual([]);
  });
});
