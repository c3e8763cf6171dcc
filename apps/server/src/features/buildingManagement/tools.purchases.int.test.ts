import type { PendingItemPurchaseJson } from '@hgn/domain/buildingManagement';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, inventoryPurchases, inventoryTypes } from './inventory.table.js';
import {
  addTool,
  call,
  db,
  owner,
  ownerOutside,
  projectId,
  t,
  uniqueName,
  volunteer,
  type Caller,
} from './tools.testkit.js';

let admin: Caller;
let manager: Caller;

beforeAll(async () => {
  [admin, manager] = await Promise.all([t.inBuildingPortal('Administrator'), t.inBuildingPortal('Manager')]);
});

const requestTools = async (toolId: string, quantity = 3) => {
  const res = await call(manager, 'POST', '/api/bm/tools/purchase', {
    projectId,
    toolId,
    quantity,
    priority: 'High',
    makeModel: 'Acme 9000',
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ _id: string }>()._id;
};

const itemsOf = (purchaseId: string) =>
  db.select().from(inventoryItems).where(eq(inventoryItems.purchaseId, purchaseId));

const pending = async (caller: Caller, path: string) => {
  const res = await call(caller, 'GET', path);
  expect(res.statusCode).toBe(200);
  return res.json<PendingItemPurchaseJson[]>();
};

describe('purchase requests of tools and equipment awaiting a decision', () => {
  it('lists each category’s Pending requests with their project and type, to every portal user', async () => {
    const tool = await addTool({ quantity: 1 });
    const purchaseId = await requestTools(tool._id);
    const [equipment] = await db
      .insert(inventoryTypes)
      .values({ category: 'Equipment', name: uniqueName() })
      .returning();
    const res = await call(manager, 'POST', '/api/bm/equipment/purchase', {
      projectId,
      equipmentId: equipment!.id,
      quantity: 1,
      priority: 'Low',
    });
    expect(res.statusCode).toBe(201);

    const tools = await pending(volunteer, '/api/bm/tools/purchases');
    expect(tools.find((row) => row._id === purchaseId)).toMatchObject({
      status: 'Pending',
      quantity: 3,
      itemType: { _id: tool._id, name: tool.name },
      project: { _id: projectId },
      requestedBy: { _id: manager.id },
    });
    expect(tools.every((row) => row.itemType._id !== equipment!.id)).toBe(true);
    const equipments = await pending(volunteer, '/api/bm/equipment/purchases');
    expect(equipments.map((row) => row.itemType._id)).toContain(equipment!.id);
    expect(equipments.every((row) => row.itemType._id !== tool._id)).toBe(true);
    expect((await call(ownerOutside, 'GET', '/api/bm/tools/purchases')).statusCode).toBe(403);
  });

  it('approval records the unit price paid and adds that many tools, numbered on; it leaves the list', async () => {
    const tool = await addTool({ quantity: 2 });
    const purchaseId = await requestTools(tool._id, 3);
    const res = await call(admin, 'POST', `/api/bm/purchases/${purchaseId}/status`, {
      status: 'Approved',
      unitPrice: 14.25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', quantity: 3, unitPrice: 14.25 });
    const items = await itemsOf(purchaseId);
    expect(items.map((item) => item.code).sort()).toEqual(['3', '4', '5']);
    expect(items.every((item) => item.projectId === projectId && item.condition === 'New')).toBe(true);
    const [row] = await db.select().from(inventoryPurchases).where(eq(inventoryPurchases.id, purchaseId));
    expect(row).toMatchObject({ status: 'Approved', unitPrice: 14.25, decidedById: admin.id });
    const list = await call(owner, 'GET', `/api/bm/tools?project=${projectId}&name=${tool.name}`);
    expect(list.json<unknown[]>()).toHaveLength(5);
    const still = await pending(owner, '/api/bm/tools/purchases');
    expect(still.some((request) => request._id === purchaseId)).toBe(false);
  });

  it('rejection adds no tools; those who may not decide are refused, leaving it Pending', async () => {
    const tool = await addTool({ quantity: 1 });
    const purchaseId = await requestTools(tool._id);
    for (const caller of [manager, volunteer, ownerOutside]) {
      const refused = await call(caller, 'POST', `/api/bm/purchases/${purchaseId}/status`, {
        status: 'Approved',
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await pending(owner, '/api/bm/tools/purchases')).map((row) => row._id)).toContain(purchaseId);
    const res = await call(owner, 'POST', `/api/bm/purchases/${purchaseId}/status`, { status: 'Rejected' });
    expect(res.json()).toMatchObject({ status: 'Rejected', unitPrice: null });
    expect(await itemsOf(purchaseId)).toHaveLength(0);
  });

  it('of ten simultaneous approvals of one request one wins, the rest are 409, and its tools are made once', async () => {
    const tool = await addTool({ quantity: 1 });
    const purchaseId = await requestTools(tool._id, 4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 ? admin : owner, 'POST', `/api/bm/purchases/${purchaseId}/status`, {
          status: 'Approved',
          unitPrice: 9,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const items = await itemsOf(purchaseId);
    expect(items.map((item) => item.code).sort()).toEqual(['2', '3', '4', '5']);
  });
});
