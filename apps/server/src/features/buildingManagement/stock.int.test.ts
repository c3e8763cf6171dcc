import { purchaseJson, type StockJson } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryItems, inventoryPurchases } from './inventory.table.js';
import {
  db,
  owner,
  admin,
  manager,
  volunteer,
  ownerOutside,
  project,
  itemType,
  stocked,
  stockRow,
  purchaseCount,
  requestPurchase,
  call,
} from './stock.testkit.js';

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
    [{ quantity: 'five' }, 'quantity', stockMessages.quantityPositive],
    [{ quantity: '' }, 'quantity', stockMessages.quantityPositive],
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
