import { stockJson, type StockJson } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventoryItems, inventoryPurchases, inventoryStock } from './inventory.table.js';
import { createPurchasedItems } from './purchasedItems.js';
import {
  db,
  owner,
  manager,
  volunteer,
  ownerOutside,
  project,
  itemType,
  stocked,
  stockRow,
  updateCount,
  requestPurchase,
  call,
} from './stock.testkit.js';

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
