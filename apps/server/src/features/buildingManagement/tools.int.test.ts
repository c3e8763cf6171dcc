import type { ToolAddedJson, ToolItemJson, ToolLogJson } from '@hgn/domain/buildingManagement';
import { stockMessages, toolMessages } from '@hgn/domain/messages';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import {
  inventoryItemLogs,
  inventoryItems,
  inventoryItemUpdates,
  inventoryPurchases,
  inventoryTypes,
} from './inventory.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = { id: string; email: string; headers: Record<string, string> };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;
const NOBODY = '00000000-0000-4000-8000-000000000000';

let owner: Caller;
let volunteer: Caller;
let ownerOutside: Caller;
let manager: { id: string; email: string };
let projectId: string;
let otherProjectId: string;

let serial = 0;
const uniqueName = () => `Tl${++serial}${Math.random().toString(36).slice(2, 7)}`;

const toolTypeCount = async () =>
  (await db.select({ n: count() }).from(inventoryTypes).where(eq(inventoryTypes.category, 'Tool')))[0]!.n;
const itemCount = async () => (await db.select({ n: count() }).from(inventoryItems))[0]!.n;
const purchaseCount = async () => (await db.select({ n: count() }).from(inventoryPurchases))[0]!.n;
const updateCount = async () => (await db.select({ n: count() }).from(inventoryItemUpdates))[0]!.n;

const validTool = (overrides: object = {}) => ({
  project: projectId,
  name: uniqueName(),
  invoice: 'INV-1',
  unitPrice: 12.5,
  currency: 'USD',
  quantity: 2,
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '2026-11-01',
  toDate: '',
  shippingFee: 3.1,
  taxes: 8,
  areaCode: '+1',
  phoneNumber: '5551234567',
  images: PNG_URL,
  link: 'https://example.org/tool',
  description: 'A sturdy hammer',
  ...overrides,
});

async function addTool(overrides: object = {}) {
  const res = await call(owner, 'POST', '/api/bm/tools', validTool(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<ToolAddedJson>();
}

const getTool = async (id: string) => (await call(owner, 'GET', `/api/bm/tools/${id}`)).json<ToolItemJson>();

beforeAll(async () => {
  [owner, volunteer, ownerOutside, manager] = await Promise.all([
    t.inBuildingPortal('Owner'),
    t.inBuildingPortal('Volunteer'),
    t.signedIn('Owner'),
    t.createUser({ firstName: 'Maria', lastName: 'Builder' }),
  ]);
  const project = await call(owner, 'POST', '/api/bm/projects', {
    name: uniqueName(),
    buildingManager: manager.id,
  });
  const other = await call(owner, 'POST', '/api/bm/projects', { name: uniqueName() });
  projectId = project.json<{ _id: string }>()._id;
  otherProjectId = other.json<{ _id: string }>()._id;
});

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

describe('updating the status of a tool', () => {
  const update = (overrides: object = {}) => ({
    date: '2026-11-20',
    status: 'Stolen/Lost',
    lastUsedBy: 'Ade',
    lastUsedFor: 'Framing',
    replacementRequired: 'yes',
    description: 'Gone from the shed',
    sendNote: 'no',
    note: '',
    ...overrides,
  });

  it('maps each status to its condition and writes an update record with the picture', async () => {
    const tool = await addTool({ quantity: 1 });
    const id = tool.items[0]!._id;
    const expected = {
      'Working well': 'Good',
      'Broken/Needs repair': 'Needs Repair',
      'End of life': 'Needs Replacing',
      'Stolen/Lost': 'Lost',
    };
    for (const [status, condition] of Object.entries(expected)) {
      const res = await call(owner, 'PUT', `/api/bm/tools/${id}/status`, update({ status, image: PNG_URL }));
      expect(res.statusCode).toBe(200);
      expect(res.json<ToolItemJson>().condition).toBe(condition);
    }
    const item = await getTool(id);
    expect(item.updateRecord.map((record) => record.condition)).toEqual(Object.values(expected));
    expect(item.updateRecord[0]).toMatchObject({
      date: '2026-11-20',
      createdBy: { _id: owner.id },
      lastUsedBy: 'Ade',
      replacementRequired: true,
    });
    expect(item.updateRecord[0]!.imageUrl).toMatch(/^\/api\/bm\/files\//);
  });

  it('returns a rental, which leaves both lists; a purchase cannot be returned', async () => {
    const bought = await addTool({ quantity: 1 });
    const before = await updateCount();
    const refused = await call(
      owner,
      'PUT',
      `/api/bm/tools/${bought.items[0]!._id}/status`,
      update({ status: 'Returned' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'status', message: toolMessages.returnedOnlyRentals });
    expect(await updateCount()).toBe(before);
    const rented = await addTool({ quantity: 2, purchaseRental: 'rental', toDate: '2026-12-01' });
    const [first, second] = rented.items;
    const res = await call(
      owner,
      'PUT',
      `/api/bm/tools/${first!._id}/status`,
      update({ status: 'Returned' }),
    );
    expect(res.statusCode).toBe(200);
    const item = res.json<ToolItemJson>();
    expect(item.condition).toBe('Returned');
    expect(item.itemType.available).toEqual([second!._id]);
    expect(item.itemType.using).toEqual([]);
  });

  it('e-mails the building manager the note through the outbox', async () => {
    const tool = await addTool({ quantity: 1 });
    const res = await call(
      owner,
      'PUT',
      `/api/bm/tools/${tool.items[0]!._id}/status`,
      update({ sendNote: 'yes', note: 'Please order a <new> one' }),
    );
    expect(res.statusCode).toBe(200);
    const mails = (await db.select().from(emailOutbox)).filter((mail) => mail.to.includes(manager.email));
    const mail = mails.find((row) => row.subject === toolMessages.noteSubject(tool.name, '1'));
    expect(mail?.text).toContain('Please order a <new> one');
    expect(mail?.html).toContain('&lt;new&gt;');
  });

  it('refuses a note without text, a note with no manager, bad input and unknown items', async () => {
    const tool = await addTool({ project: otherProjectId, quantity: 1 });
    const url = `/api/bm/tools/${tool.items[0]!._id}/status`;
    const before = await updateCount();
    const noNote = await call(owner, 'PUT', url, update({ sendNote: 'yes', note: ' ' }));
    expect(noNote.json()).toMatchObject({ field: 'note', message: toolMessages.noteRequired });
    const noManager = await call(owner, 'PUT', url, update({ sendNote: 'yes', note: 'Hello' }));
    expect(noManager.json()).toMatchObject({ field: 'sendNote', message: toolMessages.noBuildingManager });
    const badStatus = await call(owner, 'PUT', url, update({ status: 'Fine' }));
    const badDate = await call(owner, 'PUT', url, update({ date: 'yesterday' }));
    for (const res of [noNote, noManager, badStatus, badDate]) expect(res.statusCode).toBe(400);
    expect((await call(owner, 'PUT', `/api/bm/tools/${NOBODY}/status`, update())).statusCode).toBe(404);
    expect(
      (await call(owner, 'PUT', `/api/bm/equipment/${tool.items[0]!._id}/status`, update())).statusCode,
    ).toBe(404);
    expect((await call(volunteer, 'PUT', url, update())).statusCode).toBe(403);
    expect(await updateCount()).toBe(before);
  });
});

describe('the daily tool log', () => {
  const log = (action: string, tool: ToolAddedJson, ids = tool.items.map((item) => item._id)) => ({
    action,
    date: '2026-11-21',
    typesArray: [{ toolType: tool._id, toolName: tool.name, toolItems: ids, toolCodes: ids.map(() => '?') }],
  });

  it('checks items out and in, with a log record per item moved', async () => {
    const tool = await addTool({ quantity: 2 });
    const out = await call(owner, 'POST', '/api/bm/tools/log', log('Check Out', tool));
    expect(out.statusCode).toBe(200);
    expect(out.json<ToolLogJson>()).toEqual({
      errors: [],
      results: [
        { message: toolMessages.checkedOut(tool.name, '1') },
        { message: toolMessages.checkedOut(tool.name, '2') },
      ],
    });
    const item = await getTool(tool.items[0]!._id);
    expect(item.itemType.using).toHaveLength(2);
    expect(item.logRecord).toMatchObject([
      { type: 'Check Out', date: '2026-11-21', createdBy: { _id: owner.id } },
    ]);
    const back = await call(owner, 'POST', '/api/bm/tools/log', log('Check In', tool, [tool.items[0]!._id]));
    expect(back.json()).toEqual({
      errors: [],
      results: [{ message: toolMessages.checkedIn(tool.name, '1') }],
    });
  });

  it('answers 404 naming the items that cannot move, keeping the moves made', async () => {
    const tool = await addTool({ quantity: 2 });
    const [first, second] = tool.items;
    await call(owner, 'PUT', `/api/bm/tools/${second!._id}/status`, {
      date: '2026-11-20',
      status: 'Stolen/Lost',
    });
    const res = await call(owner, 'POST', '/api/bm/tools/log', log('Check Out', tool));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errors: [{ message: toolMessages.notAvailableForCheckOut(tool.name, '2') }],
      results: [{ message: toolMessages.checkedOut(tool.name, '1') }],
    });
    expect((await getTool(first!._id)).itemType.using).toEqual([first!._id]);
    const checkIn = await call(
      owner,
      'POST',
      '/api/bm/tools/log',
      log('Check In', tool, [second!._id, NOBODY]),
    );
    expect(checkIn.statusCode).toBe(404);
    expect(checkIn.json()).toMatchObject({
      errors: [
        { message: toolMessages.notAvailableForCheckIn(tool.name, '2') },
        { message: toolMessages.notAvailableForCheckIn(tool.name, '?') },
      ],
      results: [],
    });
  });

  it('refuses an empty selection and bad input with 400, writing nothing', async () => {
    const tool = await addTool({ quantity: 1 });
    const logs = async () => (await db.select({ n: count() }).from(inventoryItemLogs))[0]!.n;
    const before = await logs();
    const empty = await call(owner, 'POST', '/api/bm/tools/log', log('Check Out', tool, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: toolMessages.noItemsSelected });
    for (const body of [
      { ...log('Check Out', tool), action: 'Borrow' },
      { ...log('Check Out', tool), date: 'soon' },
      { ...log('Check Out', tool), typesArray: 'all' },
      log('Check Out', tool, ['x'.repeat(10_000)]),
    ])
      expect((await call(owner, 'POST', '/api/bm/tools/log', body)).statusCode).toBe(400);
    expect((await call(volunteer, 'POST', '/api/bm/tools/log', log('Check Out', tool))).statusCode).toBe(403);
    expect(await logs()).toBe(before);
  });

  it('of two simultaneous check-outs of one item exactly one succeeds', async () => {
    const tool = await addTool({ quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => call(owner, 'POST', '/api/bm/tools/log', log('Check Out', tool))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const itemId = tool.items[0]!._id;
    const logRows = await db
      .select({ n: count() })
      .from(inventoryItemLogs)
      .where(and(eq(inventoryItemLogs.itemId, itemId), eq(inventoryItemLogs.type, 'Check Out')));
    expect(logRows[0]!.n).toBe(1);
  });
});
