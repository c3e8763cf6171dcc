import type { ToolAddedJson, ToolItemJson, ToolLogJson } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { inventoryItemLogs } from './inventory.table.js';
import {
  db,
  call,
  PNG_URL,
  NOBODY,
  owner,
  volunteer,
  manager,
  otherProjectId,
  updateCount,
  addTool,
  getTool,
} from './tools.testkit.js';

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

  it("takes the original client's picker options as the items, and refuses an option without an id", async () => {
    const tool = await addTool({ quantity: 2 });
    const [first, second] = tool.items;
    const original = (action: string, items: { _id: string; code: string }[]) => ({
      action,
      date: '2026-11-21',
      typesArray: [
        {
          toolType: tool._id,
          toolName: tool.name,
          toolItems: items.map((item) => item._id),
          toolCodes: items.map((item) => ({
            value: item._id,
            label: item.code,
            type: tool._id,
            name: tool.name,
          })),
        },
      ],
    });
    const out = await call(owner, 'POST', '/api/bm/tools/log', original('Check Out', [first!, second!]));
    expect(out.statusCode).toBe(200);
    expect(out.json<ToolLogJson>().results).toEqual([
      { message: toolMessages.checkedOut(tool.name, first!.code) },
      { message: toolMessages.checkedOut(tool.name, second!.code) },
    ]);
    const back = await call(owner, 'POST', '/api/bm/tools/log', original('Check In', [second!]));
    expect(back.statusCode).toBe(200);
    const [firstItem, secondItem] = await Promise.all([getTool(first!._id), getTool(second!._id)]);
    expect(firstItem.itemType.using).toEqual([first!._id]);
    expect(firstItem.itemType.available).toEqual([second!._id]);
    expect(firstItem.logRecord).toMatchObject([
      { type: 'Check Out', date: '2026-11-21', createdBy: { _id: owner.id } },
    ]);
    expect(secondItem.logRecord.map((record) => record.type)).toEqual(['Check Out', 'Check In']);

    const withoutId = original('Check In', [first!]);
    for (const value of [undefined, '', 7]) {
      withoutId.typesArray[0]!.toolCodes = [
        { value: value as string, label: first!.code, type: tool._id, name: tool.name },
      ];
      const res = await call(owner, 'POST', '/api/bm/tools/log', withoutId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'typesArray.0.toolCodes.0.value',
        message: toolMessages.toolCodeValue,
      });
    }
    expect((await getTool(first!._id)).itemType.using).toEqual([first!._id]);
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
