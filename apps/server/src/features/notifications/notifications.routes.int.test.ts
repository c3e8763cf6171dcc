import type { NotificationJson } from '@hgn/domain/notifications';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { users } from '../users/users.table.js';
import { notifications } from './notifications.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;
let other: Caller;

const rows = async () => (await db.select({ n: count() }).from(notifications))[0]?.n ?? 0;
const send = (caller: Caller, body: object) => call(caller, 'POST', '/api/notification', body);
const unreadOf = (caller: Caller, userId: string) =>
  call(caller, 'GET', `/api/notification/unread/user/${userId}`);
const allOf = (caller: Caller, userId: string) => call(caller, 'GET', `/api/notification/user/${userId}`);
const markRead = (caller: Caller, id: string) => call(caller, 'POST', `/api/notification/markRead/${id}`);
const sent = async (caller: Caller, recipient: string, message: string) => {
  const res = await send(caller, { message, recipient });
  expect(res.statusCode).toBe(201);
  return res.json<NotificationJson>();
};

beforeAll(async () => {
  [owner, admin, manager, volunteer, other] = await Promise.all([
    t.signedIn('Owner', { firstName: 'Olive', lastName: 'Owner' }),
    t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' }),
    t.signedIn('Manager'),
    t.signedIn('Volunteer'),
    t.signedIn('Volunteer'),
  ]);
});

describe('POST /api/notification', () => {
  it('lets an Owner or an Administrator send one, signed with their name', async () => {
    const res = await send(owner, { message: '<p>Welcome aboard</p>', recipient: volunteer.id });
    expect(res.statusCode).toBe(201);
    const notification = res.json<NotificationJson>();
    expect(notification).toMatchObject({
      message: '<p>Welcome aboard</p>',
      sender: { firstName: 'Olive', lastName: 'Owner' },
      recipient: volunteer.id,
      isSystemGenerated: false,
      isRead: false,
    });
    expect(Date.parse(notification.createdTimeStamps)).not.toBeNaN();
    const byAdmin = await sent(admin, volunteer.id.toUpperCase(), 'From the admin');
    expect(byAdmin).toMatchObject({
      sender: { firstName: 'Ada', lastName: 'Admin' },
      recipient: volunteer.id,
    });
  });

  it('refuses everyone else with 403, writing nothing', async () => {
    const before = await rows();
    for (const caller of [manager, volunteer]) {
      const res = await send(caller, { message: 'Hi', recipient: other.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notification' })).statusCode).toBe(401);
    expect(await rows()).toBe(before);
  });

  it('keeps formatting and links and leaves out scripts, handlers and unsafe links', async () => {
    const { message } = await sent(
      owner,
      volunteer.id,
      '<p onclick="steal()">Read <a href="https://example.org/guide" target="_blank">the guide</a><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://example.org/a.png"><style>p{}</style>',
    );
    expect(message).toBe(
      '<p>Read <a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">the guide</a></p><a>x</a>',
    );
  });

  it('refuses an empty message, or one with no text once sanitised, with 400', async () => {
    const before = await rows();
    for (const message of ['', '   ', '<script>alert(1)</script>', '<p></p>']) {
      const res = await send(owner, { message, recipient: volunteer.id });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ field: 'message', message: 'Please enter a message.' });
    }
    expect((await send(owner, { recipient: volunteer.id })).statusCode).toBe(400);
    expect((await send(owner, { message: 'Hi' })).statusCode).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('answers 404 naming the recipient when no active person has that id', async () => {
    const gone = await t.createUser({ isActive: false });
    const before = await rows();
    for (const recipient of [gone.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await send(owner, { message: 'Hi', recipient });
      expect(res.statusCode, recipient).toBe(404);
      expect(res.json(), recipient).toMatchObject({
        code: 'RECIPIENT_NOT_FOUND',
        message: 'The recipient was not found',
      });
    }
    expect(await rows()).toBe(before);
  });

  it('answers 400 to hostile input and never 5xx', async () => {
    const before = await rows();
    for (const body of [
      { message: 'x'.repeat(10_001), recipient: volunteer.id },
      { message: 'Hi', recipient: 'y'.repeat(100_000) },
      { message: 42, recipient: volunteer.id },
      { message: ['Hi'], recipient: volunteer.id },
      { message: 'Hi', recipient: { $ne: null } },
    ]) {
      const res = await send(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await send(owner, { message: 'a\u0000b', recipient: volunteer.id })).statusCode).toBeLessThan(
      500,
    );
    expect(await rows()).toBeLessThanOrEqual(before + 1);
  });

  it('takes ten notifications sent at once', async () => {
    const recipient = await t.signedIn('Volunteer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(owner, { message: `Note ${i}`, recipient: recipient.id })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect((await unreadOf(recipient, recipient.id)).json<NotificationJson[]>()).toHaveLength(10);
  });
});

describe('GET /api/notification/unread/user/:userId and /user/:userId', () => {
  it('lists the unread ones newest first, and all of them with those read', async () => {
    const reader = await t.signedIn('Volunteer');
    const first = await sent(owner, reader.id, 'First');
    const second = await sent(admin, reader.id, 'Second');
    const third = await sent(owner, reader.id, 'Third');
    expect((await markRead(reader, second._id)).statusCode).toBe(200);

    const unread = await unreadOf(reader, reader.id);
    expect(unread.statusCode).toBe(200);
    expect(unread.json<NotificationJson[]>().map((n) => n.message)).toEqual(['Third', 'First']);
    const all = (await allOf(reader, reader.id)).json<NotificationJson[]>();
    expect(all.map((n) => [n._id, n.isRead])).toEqual([
      [third._id, false],
      [second._id, true],
      [first._id, false],
    ]);
  });

  it("shows a person's own to them and to Owners and Administrators only", async () => {
    await sent(owner, other.id, 'For other');
    for (const caller of [owner, admin, other]) {
      expect((await unreadOf(caller, other.id)).statusCode).toBe(200);
      expect((await allOf(caller, other.id)).statusCode).toBe(200);
    }
    for (const caller of [volunteer, manager]) {
      expect((await unreadOf(caller, other.id)).statusCode).toBe(403);
      expect((await allOf(caller, other.id)).statusCode).toBe(403);
    }
    expect((await unreadOf(other, other.id.toUpperCase())).json<NotificationJson[]>()).toHaveLength(1);
  });

  it('answers a page at a time: the newest 200 unless a page and a limit are asked for', async () => {
    const reader = await t.signedIn('Volunteer');
    const at = Date.now();
    await db.insert(notifications).values(
      Array.from({ length: 205 }, (_, i) => ({
        recipientId: reader.id,
        senderId: owner.id,
        message: `Note ${i}`,
        createdAt: new Date(at + i * 1000),
      })),
    );
    const first = (await allOf(reader, reader.id)).json<NotificationJson[]>();
    expect(first).toHaveLength(200);
    expect(first[0]?.message).toBe('Note 204');
    const page = await call(reader, 'GET', `/api/notification/user/${reader.id}?page=2&limit=200`);
    expect(page.json<NotificationJson[]>().map((n) => n.message)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      'Note 0',
    ]);
    const unread = await call(reader, 'GET', `/api/notification/unread/user/${reader.id}?limit=3`);
    expect(unread.json<NotificationJson[]>().map((n) => n.message)).toEqual([
      'Note 204',
      'Note 203',
      'Note 202',
    ]);
    for (const query of ['limit=201', 'limit=0', 'page=0', 'page=abc', 'limit=1e9'])
      expect((await call(reader, 'GET', `/api/notification/user/${reader.id}?${query}`)).statusCode).toBe(
        400,
      );
  });

  it('lists nothing for an id that names no one', async () => {
    expect((await unreadOf(owner, 'not-an-id')).json()).toEqual([]);
    expect((await allOf(owner, '00000000-0000-4000-8000-000000000000')).json()).toEqual([]);
    const tooLong = await unreadOf(owner, 'x'.repeat(5_000));
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });

  it('keeps a notification whose sender was deleted, with no sender', async () => {
    const leaving = await t.signedIn('Administrator');
    const reader = await t.signedIn('Volunteer');
    await sent(leaving, reader.id, 'Before I go');
    await db.delete(users).where(eq(users.id, leaving.id));
    const [kept] = (await unreadOf(reader, reader.id)).json<NotificationJson[]>();
    expect(kept).toMatchObject({ message: 'Before I go', sender: null });
  });
});

describe('POST /api/notification/markRead/:notificationId', () => {
  it('lets the recipient alone mark it read, and marking it twice changes nothing', async () => {
    const notification = await sent(owner, volunteer.id, 'Mark me');
    for (const caller of [owner, admin, other]) {
      const res = await markRead(caller, notification._id);
      expect(res.statusCode).toBe(403);
    }
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, notification._id));
    expect(stored).toMatchObject({ isRead: false, readAt: null });

    const res = await markRead(volunteer, notification._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: notification._id, isRead: true });
    const [read] = await db.select().from(notifications).where(eq(notifications.id, notification._id));
    const again = await markRead(volunteer, notification._id.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ _id: notification._id, isRead: true });
    const [readAgain] = await db.select().from(notifications).where(eq(notifications.id, notification._id));
    expect(readAgain!.readAt).toEqual(read!.readAt);
    expect(
      (await unreadOf(volunteer, volunteer.id)).json<NotificationJson[]>().map((n) => n._id),
    ).not.toContain(notification._id);
  });

  it('answers 404 for a notification that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await markRead(volunteer, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOTIFICATION_NOT_FOUND',
        message: 'The notification was not found',
      });
    }
  });

  it('answers ten marks at once without a server error', async () => {
    const notification = await sent(owner, volunteer.id, 'Many clicks');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => markRead(volunteer, notification._id)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
  });
});
