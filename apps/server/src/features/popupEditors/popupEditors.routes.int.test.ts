import { randomUUID } from 'node:crypto';
import type { PopupEditorJson } from '@hgn/domain/popupEditors';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { popupEditorBackups, popupEditors } from './popupEditors.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;
type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;

const popupCount = async () => (await db.select({ n: count() }).from(popupEditors))[0]?.n ?? 0;
const stored = async (id: string) => (await db.select().from(popupEditors).where(eq(popupEditors.id, id)))[0];
const create = async (popupName: string, popupContent = '<p>Text</p>') => {
  const res = await call(owner, 'POST', '/api/popupeditors/', { popupName, popupContent });
  expect(res.statusCode).toBe(201);
  return res.json<PopupEditorJson>();
};

beforeAll(async () => {
  [owner, admin, manager, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Manager'),
    t.signedIn('Volunteer'),
  ]);
});

describe('pop-up texts', () => {
  it('creates with the original body, lists by name and reads one back for any signed-in reader', async () => {
    const made = await create('Weekly summary tips', '<p>Write <strong>one</strong> paragraph.</p>');
    expect(Object.keys(made).sort()).toEqual(['_id', 'popupContent', 'popupName']);
    expect(made).toMatchObject({
      popupName: 'Weekly summary tips',
      popupContent: '<p>Write <strong>one</strong> paragraph.</p>',
    });
    await create('Another popup');
    const list = await call(volunteer, 'GET', '/api/popupeditors/');
    expect(list.statusCode).toBe(200);
    const names = list.json<PopupEditorJson[]>().map((p) => p.popupName);
    expect(names.indexOf('Another popup')).toBeLessThan(names.indexOf('Weekly summary tips'));
    const one = await call(volunteer, 'GET', `/api/popupeditor/${made._id}`);
    expect(one.json()).toEqual(made);
    expect((await call(volunteer, 'GET', `/api/popupeditor/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', '/api/popupeditor/nope')).statusCode).toBe(404);
  });

  it('sanitises the content of a creation, an update and a backup', async () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="x()">';
    const made = await create('Dirty', dirty);
    expect(made.popupContent).not.toMatch(/script|onclick|onerror|javascript/i);
    const updated = await call(admin, 'POST', `/api/popupeditor/${made._id}`, { popupContent: dirty });
    expect(updated.statusCode).toBe(201);
    expect(updated.json<PopupEditorJson>().popupContent).not.toMatch(/script|onclick|onerror|javascript/i);
    const backup = await call(admin, 'POST', `/api/backup/popupeditor/${made._id}`, { popupContent: dirty });
    expect(backup.statusCode).toBe(201);
    expect(backup.json<{ popupContent: string }>().popupContent).not.toMatch(
      /script|onclick|onerror|javascript/i,
    );
  });

  it('updates the text (and the name when sent) with updatePopup, and keeps one backup per pop-up', async () => {
    const made = await create('Editable');
    const res = await call(admin, 'POST', `/api/popupeditor/${made._id}`, {
      popupContent: '<p>v2</p>',
      popupName: 'Edited',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ _id: made._id, popupName: 'Edited', popupContent: '<p>v2</p>' });
    expect((await call(volunteer, 'GET', `/api/popupeditor/${made._id}`)).json()).toEqual(res.json());

    const first = await call(admin, 'POST', `/api/backup/popupeditor/${made._id}`, {
      popupContent: '<p>v1</p>',
    });
    expect(first.json()).toEqual({
      _id: made._id,
      popupId: made._id,
      popupName: 'Edited',
      popupContent: '<p>v1</p>',
    });
    await call(admin, 'POST', `/api/backup/popupeditor/${made._id}`, {
      popupName: 'Kept',
      popupContent: '<p>v2</p>',
    });
    const backups = await db
      .select()
      .from(popupEditorBackups)
      .where(eq(popupEditorBackups.popupId, made._id));
    expect(backups.map((b) => [b.popupName, b.popupContent])).toEqual([['Kept', '<p>v2</p>']]);
  });

  it('refuses those without createPopup or updatePopup with 403, writing nothing', async () => {
    const made = await create('Guarded');
    const before = await popupCount();
    for (const caller of [manager, volunteer]) {
      expect(
        (await call(caller, 'POST', '/api/popupeditors/', { popupName: 'Mine', popupContent: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(caller, 'POST', `/api/popupeditor/${made._id}`, { popupContent: 'hacked' })).statusCode,
      ).toBe(403);
      expect(
        (await call(caller, 'POST', `/api/backup/popupeditor/${made._id}`, { popupContent: 'hacked' }))
          .statusCode,
      ).toBe(403);
    }
    expect(await popupCount()).toBe(before);
    expect((await stored(made._id))?.popupContent).toBe('<p>Text</p>');
    expect(
      (await db.select().from(popupEditorBackups).where(eq(popupEditorBackups.popupId, made._id))).length,
    ).toBe(0);
  });

  it('refuses missing, oversized, unknown and duplicate fields with 400, writing nothing', async () => {
    const made = await create('Strict');
    const before = await popupCount();
    for (const body of [
      {},
      { popupName: 'No content' },
      { popupName: '', popupContent: 'x' },
      { popupName: 'X', popupContent: '' },
      { popupName: { $ne: null }, popupContent: 'x' },
      { popupName: 'N'.repeat(300), popupContent: 'x' },
      { popupName: 'Extra', popupContent: 'x', isActive: true },
      { popupName: 'STRICT', popupContent: 'x' },
    ])
      expect(
        (await call(owner, 'POST', '/api/popupeditors/', body)).statusCode,
        JSON.stringify(body).slice(0, 60),
      ).toBe(400);
    expect(await popupCount()).toBe(before);
    for (const body of [
      {},
      { popupContent: '' },
      { popupContent: 'x', popupName: 'Guarded' },
      { popupContent: 'x', extra: 1 },
    ])
      expect((await call(owner, 'POST', `/api/popupeditor/${made._id}`, body)).statusCode).toBe(400);
    expect((await stored(made._id))?.popupContent).toBe('<p>Text</p>');
    expect(
      (await call(owner, 'POST', `/api/popupeditor/${randomUUID()}`, { popupContent: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(owner, 'POST', `/api/backup/popupeditor/${randomUUID()}`, { popupContent: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers ten identical writes at once: one creation, the others refused; updates and backups all kept once', async () => {
    const body = { popupName: 'Rush', popupContent: '<p>Rush</p>' };
    const created = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'POST', '/api/popupeditors/', body)),
    );
    const statuses = created.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    const id = created.find((r) => r.statusCode === 201)!.json<PopupEditorJson>()._id;
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call(admin, 'POST', `/api/popupeditor/${id}`, { popupContent: '<p>Same</p>' })
          : call(admin, 'POST', `/api/backup/popupeditor/${id}`, { popupContent: '<p>Same</p>' }),
      ),
    );
    expect(writes.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect((await stored(id))?.popupContent).toBe('<p>Same</p>');
    expect(
      (await db.select().from(popupEditorBackups).where(eq(popupEditorBackups.popupId, id))).length,
    ).toBe(1);
  });
});
