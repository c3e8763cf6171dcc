import { ownerMessageMessages as words } from '@hgn/domain/messages';
import type { OwnerMessageChange, OwnerMessageJson } from '@hgn/domain/ownerMessage';
import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { storedFiles } from '../buildingManagement/storedFiles.table.js';
import { ownerMessage } from './ownerMessage.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let editor: Caller;
let admin: Caller;
let volunteer: Caller;

/** A png of the size its IHDR names, padded to `bytes`. */
const png = (width: number, height: number, bytes = 64) => {
  const head = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - 24))]);
};
/** A jpeg with an APP0 segment, then a start-of-frame naming its size. */
const jpeg = (width: number, height: number) => {
  const app0 = Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    ...new Array<number>(9).fill(0),
  ]);
  const frame = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    0,
    0,
    0,
    0,
    0x03,
    ...new Array<number>(9).fill(0),
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([app0, frame, Buffer.from([0xff, 0xd9])]);
};
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const read = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/api/ownerMessage');
  expect(res.statusCode).toBe(200);
  return res.json<{ ownerMessage: OwnerMessageJson }>().ownerMessage;
};
const put = (caller: Caller, body: object) => call(caller, 'PUT', '/api/ownerMessage', body);
const saved = async (caller: Caller, body: object) => {
  const res = await put(caller, body);
  expect(res.statusCode).toBe(201);
  return res.json<OwnerMessageChange>();
};
const rows = async () => (await db.select({ n: count() }).from(ownerMessage))[0]?.n ?? 0;
const files = async () => (await db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;

beforeAll(async () => {
  [owner, editor, admin, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Volunteer', { frontPermissions: ['editHeaderMessage'] }),
    t.signedIn('Administrator'),
    t.signedIn('Volunteer'),
  ]);
});

beforeEach(async () => {
  await db.delete(ownerMessage);
});

describe('GET /api/ownerMessage', () => {
  it('answers empty texts before anyone sets one, to any signed-in person', async () => {
    expect(await read(volunteer)).toEqual({ message: '', standardMessage: '' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ownerMessage' })).statusCode).toBe(401);
  });
});

describe('PUT /api/ownerMessage', () => {
  it('lets an Owner set the message, answering 201 with the words and the message', async () => {
    const answer = await saved(owner, { newMessage: '  Welcome to the team!  ', isStandard: false });
    expect(answer).toEqual({
      _serverMessage: words.updated,
      ownerMessage: { message: 'Welcome to the team!', standardMessage: '' },
    });
    expect(await read(volunteer)).toEqual(answer.ownerMessage);
  });

  it('sets the standard message and clears the current one on a standard update', async () => {
    await saved(owner, { newMessage: 'Today only', isStandard: false });
    const { ownerMessage: after } = await saved(editor, { newMessage: 'Always here', isStandard: true });
    expect(after).toEqual({ message: '', standardMessage: 'Always here' });
    const { ownerMessage: next } = await saved(editor, { newMessage: 'News', isStandard: false });
    expect(next).toEqual({ message: 'News', standardMessage: 'Always here' });
  });

  it('refuses anyone without editHeaderMessage with 403, writing nothing', async () => {
    await saved(owner, { newMessage: 'Kept', isStandard: false });
    for (const caller of [admin, volunteer]) {
      const res = await put(caller, { newMessage: 'Taken over', isStandard: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await call(caller, 'DELETE', '/api/ownerMessage')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/ownerMessage', payload: {} })).statusCode).toBe(
      401,
    );
    expect(await read(volunteer)).toEqual({ message: 'Kept', standardMessage: '' });
  });

  it('refuses a text over 100 characters and hostile input with 400 naming the field, changing nothing', async () => {
    await saved(owner, { newMessage: 'Kept', isStandard: false });
    const filesBefore = await files();
    const bodies: [object, string][] = [
      [{ newMessage: 'x'.repeat(101), isStandard: false }, 'newMessage'],
      [{ newMessage: 'x'.repeat(1_000_000), isStandard: false }, 'newMessage'],
      [{ newMessage: 42, isStandard: false }, 'newMessage'],
      [{ newMessage: 'Hi', isStandard: 'yes' }, 'isStandard'],
      [{ newMessage: 'nul\u0000char', isStandard: false }, 'newMessage'],
    ];
    for (const [body, field] of bodies) {
      const res = await put(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect(
      (await saved(owner, { newMessage: 'y'.repeat(100), isStandard: false })).ownerMessage.message,
    ).toBe('y'.repeat(100));
    await saved(owner, { newMessage: 'Kept', isStandard: false });
    expect(await read(volunteer)).toEqual({ message: 'Kept', standardMessage: '' });
    expect(await files()).toBe(filesBefore);
  });

  it('keeps a png or jpeg picture within the limits and serves it to any signed-in person', async () => {
    const picture = png(1000, 400, 2048);
    const { ownerMessage: shown } = await saved(owner, { newMessage: dataUrl(picture), isStandard: false });
    expect(shown.message).toMatch(/^\/api\/ownerMessage\/pictures\/[0-9a-f-]{36}$/);
    const res = await call(volunteer, 'GET', shown.message);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, picture)).toBe(0);

    const { ownerMessage: standard } = await saved(owner, {
      newMessage: dataUrl(jpeg(800, 300), 'image/jpeg'),
      isStandard: true,
    });
    expect((await call(volunteer, 'GET', standard.standardMessage)).headers['content-type']).toBe(
      'image/jpeg',
    );
    // The first picture is no longer shown, so it is no longer served.
    expect((await call(volunteer, 'GET', shown.message)).statusCode).toBe(404);
  });

  it('forgets a picture once neither the message nor the standard one shows it', async () => {
    await saved(owner, { newMessage: 'Text', isStandard: true });
    const filesBefore = await files();
    const { ownerMessage: first } = await saved(owner, {
      newMessage: dataUrl(png(20, 20)),
      isStandard: false,
    });
    const { ownerMessage: second } = await saved(owner, {
      newMessage: dataUrl(png(30, 30)),
      isStandard: false,
    });
    expect(second.message).not.toBe(first.message);
    expect(await files()).toBe(filesBefore + 1);
    // Made the standard message, the picture is still shown, so it stays; cleared from both, it goes.
    await saved(owner, { newMessage: second.message, isStandard: true });
    expect(await files()).toBe(filesBefore + 1);
    expect((await call(volunteer, 'GET', second.message)).statusCode).toBe(200);
    await saved(owner, { newMessage: 'Plain again', isStandard: true });
    expect(await files()).toBe(filesBefore);

    await saved(owner, { newMessage: dataUrl(png(40, 40)), isStandard: false });
    expect((await call(owner, 'DELETE', '/api/ownerMessage')).statusCode).toBe(200);
    expect(await files()).toBe(filesBefore);
  });

  it('keeps one picture of ten sent at once, forgetting the nine it replaced', async () => {
    const filesBefore = await files();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put(owner, { newMessage: dataUrl(png(10 + i, 10)), isStandard: false }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await files()).toBe(filesBefore + 1);
    expect((await call(volunteer, 'GET', (await read(volunteer)).message)).statusCode).toBe(200);
  });

  it('refuses pictures that are not png or jpeg by content, too large or too big, changing nothing', async () => {
    await saved(owner, { newMessage: 'Kept', isStandard: false });
    const filesBefore = await files();
    const refused: [string, string][] = [
      [dataUrl(Buffer.from('GIF89a........'), 'image/png'), words.invalidImage],
      [dataUrl(Buffer.from('%PDF-1.4 hello'), 'image/png'), words.invalidImage],
      [dataUrl(png(10, 10).subarray(0, 16)), words.invalidImage],
      ['data:image/png;base64,***', words.invalidImage],
      [dataUrl(png(1001, 400)), words.pictureTooLarge],
      [dataUrl(png(1000, 401)), words.pictureTooLarge],
      [dataUrl(jpeg(1200, 100), 'image/jpeg'), words.pictureTooLarge],
      [dataUrl(png(100, 100, 100 * 1024 + 1)), words.pictureTooLarge],
    ];
    for (const [newMessage, message] of refused) {
      const res = await put(owner, { newMessage, isStandard: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'newMessage', message });
    }
    expect(await read(volunteer)).toEqual({ message: 'Kept', standardMessage: '' });
    expect(await files()).toBe(filesBefore);
  });

  it('keeps a single row under ten concurrent updates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put(i % 2 ? owner : editor, { newMessage: `Message ${i}`, isStandard: i % 3 === 0 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(await rows()).toBe(1);
    const { message, standardMessage } = await read(volunteer);
    expect(`${message}${standardMessage}`).toMatch(/Message \d/);
  });
});

describe('DELETE /api/ownerMessage', () => {
  it('clears the message and keeps the standard one, answering 200', async () => {
    await saved(owner, { newMessage: 'Standard', isStandard: true });
    await saved(owner, { newMessage: 'Today', isStandard: false });
    const res = await call(editor, 'DELETE', '/api/ownerMessage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _serverMessage: words.deleted,
      ownerMessage: { message: '', standardMessage: 'Standard' },
    });
    expect(await read(volunteer)).toEqual({ message: '', standardMessage: 'Standard' });
  });

  it('writes nothing when there is no message to clear', async () => {
    await db.delete(ownerMessage);
    const res = await call(editor, 'DELETE', '/api/ownerMessage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _serverMessage: words.deleted,
      ownerMessage: { message: '', standardMessage: '' },
    });
    expect(await db.select().from(ownerMessage)).toEqual([]);
  });
});

describe('GET /api/ownerMessage/pictures/:fileId', () => {
  it('answers 404 for ids that are not uuids, unknown ids and stored files that are not the header picture', async () => {
    const [other] = await db
      .insert(storedFiles)
      .values({ bytes: png(1, 1), contentType: 'image/png', size: 64, createdById: owner.id })
      .returning({ id: storedFiles.id });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', other!.id]) {
      const res = await call(volunteer, 'GET', `/api/ownerMessage/pictures/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    }
  });
});
