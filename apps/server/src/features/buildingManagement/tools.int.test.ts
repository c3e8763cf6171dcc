import type { ToolItemJson } from '@hgn/domain/buildingManagement';
import { stockMessages, toolMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryTypes } from './inventory.table.js';
import {
  db,
  call,
  NOBODY,
  owner,
  volunteer,
  ownerOutside,
  projectId,
  otherProjectId,
  uniqueName,
  toolTypeCount,
  itemCount,
  purchaseCount,
  validTool,
  addTool,
  getTool,
} from './tools.testkit.js';

describe('adding a tool', () => {
  it('creates the Tool type and its items, computes the total and keeps the picture (201)', async () => {
    const name = uniqueName();
    const added = await addTool({ name: `  ${name} `, quantity: 3 });
    expect(added).toMatchObject({
      message: toolMessages.toolCreated(name),
      name,
      category: 'Tool',
      description: 'A sturdy hammer',
      totalPriceWithShipping: 43.6,
    });
    expect(added.items.map((item) => item.code)).toEqual(['1', '2', '3']);
    expect(added.imageUrl).toMatch(/^\/api\/bm\/files\//);
    const picture = await call(owner, 'GET', added.imageUrl!);
    expect(picture.headers['content-type']).toBe('image/png');
    const item = await getTool(added.items[0]!._id);
    expect(item).toMatchObject({
      project: { _id: projectId },
      code: '1',
      condition: 'New',
      purchaseStatus: 'Purchased',
      rentalDueDate: null,
      imageUrl: added.imageUrl,
      itemType: { _id: added._id, name, category: 'Tool', using: [] },
      order: {
        invoice: 'INV-1',
        unitPrice: 12.5,
        currency: 'USD',
        shippingFee: 3.1,
        taxes: 8,
        totalPriceWithShipping: 43.6,
        link: 'https://example.org/tool',
        supplierPhone: '+1 5551234567',
      },
    });
    expect(item.itemType.available).toHaveLength(3);
  });

  it("takes the original form's fields as it sends them: numbers as typed, 'New', the code without '+'", async () => {
    const added = await addTool({
      unitPrice: '12.5',
      quantity: '2',
      shippingFee: '',
      taxes: '8',
      condition: 'New',
      areaCode: '1',
    });
    expect(added.items).toHaveLength(2);
    expect(await getTool(added.items[0]!._id)).toMatchObject({
      condition: 'New',
      order: { unitPrice: 12.5, shippingFee: 0, taxes: 8, supplierPhone: '+1 5551234567' },
    });
  });

  it('records a rental with its dates and used condition', async () => {
    const added = await addTool({
      purchaseRental: 'rental',
      condition: 'used',
      toDate: '2026-12-01',
      quantity: 1,
    });
    expect(await getTool(added.items[0]!._id)).toMatchObject({
      purchaseStatus: 'Rental',
      condition: 'Used',
      rentedOnDate: '2026-11-01',
      rentalDueDate: '2026-12-01',
    });
  });

  it('answers every broken rule at once with 400, writing nothing', async () => {
    const before = [await toolTypeCount(), await itemCount()];
    const res = await call(owner, 'POST', '/api/bm/tools', {
      project: '',
      name: 'ab',
      invoice: ' ',
      unitPrice: 0.5,
      quantity: 1000,
      purchaseRental: 'rental',
      fromDate: '',
      toDate: '',
      taxes: 101,
      shippingFee: -1,
      phoneNumber: '123',
      description: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: toolMessages.missingRequiredField,
      errors: {
        project: toolMessages.projectRequired,
        name: toolMessages.nameLength,
        invoice: toolMessages.invoiceRequired,
        unitPrice: toolMessages.unitPriceMinimum,
        quantity: toolMessages.quantityRange,
        fromDate: toolMessages.enterDate,
        toDate: toolMessages.returnAfterRental,
        taxes: toolMessages.taxesInvalid,
        shippingFee: toolMessages.shippingFeeInvalid,
        phoneNumber: toolMessages.phoneDigits,
        description: toolMessages.descriptionLength,
      },
    });
    expect([await toolTypeCount(), await itemCount()]).toEqual(before);
  });

  it('refuses a return date not after the rental date, and an unknown project', async () => {
    const early = await call(
      owner,
      'POST',
      '/api/bm/tools',
      validTool({ purchaseRental: 'rental', toDate: '2026-11-01' }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: 'toDate', message: toolMessages.returnAfterRental });
    const unknown = await call(owner, 'POST', '/api/bm/tools', validTool({ project: NOBODY }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { project: toolMessages.projectUnknown } });
  });

  it('refuses a name in use, any case, with 409 and the message', async () => {
    const first = await addTool();
    const before = [await toolTypeCount(), await itemCount()];
    const res = await call(owner, 'POST', '/api/bm/tools', validTool({ name: first.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOOL_NAME_TAKEN', message: 'Oops!! Tool already exists!' });
    expect([await toolTypeCount(), await itemCount()]).toEqual(before);
  });

  it('of ten identical additions at once makes one type and answers the others 409', async () => {
    const body = validTool({ images: null });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'POST', '/api/bm/tools', body)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('refuses a picture that is not png or jpeg, wrong types and huge texts with 400', async () => {
    const before = [await toolTypeCount(), await itemCount()];
    const cases = [
      validTool({ images: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` }),
      validTool({ quantity: 'two' }),
      validTool({ currency: 'GBP' }),
      validTool({ name: 'x'.repeat(20_000) }),
      validTool({ description: 'ab\u0000cdef' }),
    ];
    for (const body of cases) {
      const res = await call(owner, 'POST', '/api/bm/tools', body);
      expect(res.statusCode).toBe(400);
    }
    expect([await toolTypeCount(), await itemCount()]).toEqual(before);
  });

  it('needs postInvType and the portal: 403, nothing written', async () => {
    const before = await toolTypeCount();
    expect((await call(volunteer, 'POST', '/api/bm/tools', validTool())).statusCode).toBe(403);
    expect((await call(ownerOutside, 'POST', '/api/bm/tools', validTool())).statusCode).toBe(403);
    expect((await call(ownerOutside, 'GET', '/api/bm/tools')).statusCode).toBe(403);
    expect(await toolTypeCount()).toBe(before);
  });
});

describe('reading tools and equipment', () => {
  it('lists the tools of a project with their records, a page at a time', async () => {
    const added = await addTool({ project: otherProjectId, quantity: 3 });
    const res = await call(volunteer, 'GET', `/api/bm/tools?project=${otherProjectId}&limit=2&page=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ToolItemJson[]>();
    expect(page).toHaveLength(2);
    expect(page.every((item) => item.project._id === otherProjectId)).toBe(true);
    const second = (
      await call(volunteer, 'GET', `/api/bm/tools?project=${otherProjectId}&limit=2&page=2`)
    ).json<ToolItemJson[]>();
    expect(second.map((item) => item._id)).not.toContain(page[0]!._id);
    expect([...page, ...second].map((item) => item.itemType._id)).toContain(added._id);
  });

  it('finds the tools whose name holds the filter, any case, with % and _ taken as themselves', async () => {
    const mark = Math.random().toString(36).slice(2, 7);
    const named = await addTool({ name: `Mx_%${mark}`, quantity: 2 });
    await addTool({ name: `Mxa${mark}`, quantity: 1 });
    const find = async (name: string) =>
      (
        await call(volunteer, 'GET', `/api/bm/tools?project=${projectId}&name=${encodeURIComponent(name)}`)
      ).json<ToolItemJson[]>();
    const found = await find(`mx_%${mark.toUpperCase()}`);
    expect(found).toHaveLength(2);
    expect(found.every((item) => item.itemType._id === named._id)).toBe(true);
    expect(await find(`nothing-like-it-${mark}`)).toEqual([]);
  });

  it('shows every change once made, though an unchanged list is kept between requests', async () => {
    const tool = await addTool({ project: otherProjectId, quantity: 1 });
    const id = tool.items[0]!._id;
    const listed = async () =>
      (await call(volunteer, 'GET', `/api/bm/tools?project=${otherProjectId}&limit=100`))
        .json<ToolItemJson[]>()
        .find((item) => item._id === id);
    expect((await listed())?.condition).toBe('New');
    const update = {
      date: '2026-11-20',
      status: 'Broken/Needs repair',
      lastUsedBy: 'Ade',
      lastUsedFor: 'Framing',
      replacementRequired: 'no',
      description: 'Cracked handle',
      sendNote: 'no',
      note: '',
    };
    expect((await call(owner, 'PUT', `/api/bm/tools/${id}/status`, update)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      condition: 'Needs Repair',
      updateRecord: [{ condition: 'Needs Repair' }],
    });
    await db
      .update(inventoryTypes)
      .set({ name: `Renamed ${id}` })
      .where(eq(inventoryTypes.id, tool._id));
    expect((await listed())?.itemType.name).toBe(`Renamed ${id}`);
  });

  it('answers 400 for a bad filter or page size and 404 for an unknown or non-uuid id', async () => {
    expect((await call(volunteer, 'GET', '/api/bm/tools?project=abc')).statusCode).toBe(400);
    expect((await call(volunteer, 'GET', '/api/bm/tools?limit=100000')).statusCode).toBe(400);
    expect((await call(volunteer, 'GET', '/api/bm/tools/not-an-id')).statusCode).toBe(404);
    const unknown = await call(volunteer, 'GET', `/api/bm/tools/${NOBODY}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TOOL_NOT_FOUND' });
    expect((await call(volunteer, 'GET', `/api/bm/equipment/${NOBODY}`)).json()).toMatchObject({
      code: 'EQUIPMENT_NOT_FOUND',
    });
  });

  it('lists equipment apart from tools', async () => {
    const tool = await addTool({ quantity: 1 });
    const equipment = (await call(volunteer, 'GET', '/api/bm/equipments')).json<ToolItemJson[]>();
    expect(equipment.every((item) => item.itemType.category === 'Equipment')).toBe(true);
    expect((await call(volunteer, 'GET', `/api/bm/equipment/${tool.items[0]!._id}`)).statusCode).toBe(404);
  });
});

describe('requesting purchases', () => {
  it('records a Pending tool purchase (201) without making items', async () => {
    const tool = await addTool({ quantity: 1 });
    const items = await itemCount();
    const res = await call(owner, 'POST', '/api/bm/tools/purchase', {
      projectId,
      toolId: tool._id,
      quantity: 4,
      priority: 'High',
      estTime: '2 weeks',
      desc: 'For the roof',
      makeModel: 'Acme 9000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Pending',
      quantity: 4,
      priority: 'High',
      makeModelPref: 'Acme 9000',
      usageDesc: 'For the roof',
      estTime: '2 weeks',
      requestedBy: { _id: owner.id },
    });
    expect(await itemCount()).toBe(items);
    expect((await getTool(tool.items[0]!._id)).purchaseRecord).toMatchObject([
      { status: 'Pending', quantity: 4 },
    ]);
  });

  it('refuses a bad priority, quantity or unknown ids with 400 naming the field, writing nothing', async () => {
    const tool = await addTool({ quantity: 1 });
    const before = await purchaseCount();
    const base = { projectId, toolId: tool._id, quantity: 1, priority: 'Low' };
    const priority = await call(owner, 'POST', '/api/bm/tools/purchase', { ...base, priority: 'Urgent' });
    expect(priority.json()).toMatchObject({ field: 'priority', message: stockMessages.priorityInvalid });
    const quantity = await call(owner, 'POST', '/api/bm/tools/purchase', { ...base, quantity: 0 });
    expect(quantity.json()).toMatchObject({ field: 'quantity' });
    const project = await call(owner, 'POST', '/api/bm/tools/purchase', { ...base, projectId: NOBODY });
    expect(project.json()).toMatchObject({ field: 'projectId', message: toolMessages.projectUnknown });
    const type = await call(owner, 'POST', '/api/bm/tools/purchase', { ...base, toolId: 'x' });
    expect(type.json()).toMatchObject({ field: 'toolId' });
    const equipment = await call(owner, 'POST', '/api/bm/equipment/purchase', {
      ...base,
      equipmentId: tool._id,
    });
    expect(equipment.json()).toMatchObject({ field: 'equipmentId' });
    for (const res of [priority, quantity, project, type, equipment]) expect(res.statusCode).toBe(400);
    expect((await call(volunteer, 'POST', '/api/bm/tools/purchase', base)).statusCode).toBe(403);
    expect(await purchaseCount()).toBe(before);
  });
});
