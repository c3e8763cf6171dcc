import { announcementMessages, subscriptionMessages } from '@hgn/domain/messages';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { users } from '../users/users.table.js';
import { emailSubscriptions } from './emailSubscriptions.table.js';

const clock = fixedClock(Date.now());
const { app, database, config, signedIn, createUser, call } = await createTestApp({ clock });
const { db } = database;

const owner = await signedIn('Owner');
const administrator = await signedIn('Administrator');
const volunteer = await signedIn('Volunteer');
const coreTeam = await signedIn('Core Team');
const granted = await signedIn('Volunteer', { frontPermissions: ['sendEmails'] });

const outboxCount = async () => (await db.select({ n: count() }).from(emailOutbox))[0]!.n;
const subscriptionRows = () => db.select().from(emailSubscriptions).orderBy(emailSubscriptions.email);
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const sentTo = async (address: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.to} = array[${address}]::text[]`);
/** The token of the latest confirmation link queued for the address. */
const confirmationToken = async (address: string) => {
  const [latest] = (await sentTo(address)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const match = /email-subscribe\?token=([\w.-]+)/.exec(latest?.text ?? '');
  if (!match) throw new Error(`no confirmation link for ${address}`);
  return match[1]!;
};

const signedWithoutPurpose = (email: string) =>
  new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 3_600)
    .sign(new TextEncoder().encode(config.jwtSecret));

beforeEach(async () => {
  await db.delete(emailOutbox);
  await db.delete(emailSubscriptions);
  await db.update(users).set({ emailSubscriptions: false });
});

describe('POST /api/send-emails', () => {
  const send = (caller: { headers: Record<string, string> }, payload: object) =>
    call(caller, 'POST', '/api/send-emails', payload);

  it('queues one sanitised message per address of a comma list, each address once', async () => {
    const res = await send(owner, {
      to: 'ana@example.org, ben@example.org,ANA@example.org, ',
      subject: 'Garden day',
      html: '<p onclick="x()">Come <b>along</b><script>alert(1)</script></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: announcementMessages.sent });
    const rows = await db.select().from(emailOutbox);
    expect(rows.map((r) => r.to[0]).sort()).toEqual(['ana@example.org', 'ben@example.org']);
    for (const row of rows) {
      expect(row.subject).toBe('Garden day');
      expect(row.html).toBe('<p>Come <b>along</b></p>');
    }
  });

  it('takes a list of addresses too, from anyone granted sendEmails', async () => {
    const res = await send(granted, { to: ['cy@example.org'], subject: 'Hi', html: '<p>Hello</p>' });
    expect(res.statusCode).toBe(200);
    expect(await outboxCount()).toBe(1);
  });

  it('refuses an empty list with the spec message, queuing nothing', async () => {
    for (const to of ['', ' , ', []]) {
      const res = await send(owner, { to, subject: 'Hi', html: '<p>Hello</p>' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'to',
        message: 'Error: Empty Email List. Please enter AT LEAST One email.',
      });
    }
    expect(await outboxCount()).toBe(0);
  });

  it('names every invalid address and queues nothing', async () => {
    const res = await send(owner, {
      to: 'ok@example.org, not-an-address, also@bad, fine@example.org',
      subject: 'Hi',
      html: '<p>Hello</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'to',
      message: 'Error: Invalid email addresses: not-an-address, also@bad',
    });
    expect(await outboxCount()).toBe(0);
  });

  it('refuses an empty subject or a message with no text once sanitised', async () => {
    const cases = [
      [{ subject: ' ', html: '<p>Hello</p>' }, 'subject', announcementMessages.subjectRequired],
      [{ subject: 'Hi', html: '' }, 'html', announcementMessages.messageRequired],
      [
        { subject: 'Hi', html: '<script>alert(1)</script><p> </p>' },
        'html',
        announcementMessages.messageRequired,
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await send(owner, { to: 'a@example.org', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect(await outboxCount()).toBe(0);
  });

  it('lets an Administrator send, as spec 002 does', async () => {
    const res = await send(administrator, { to: 'dee@example.org', subject: 'Hi', html: '<p>Hello</p>' });
    expect(res.statusCode).toBe(200);
    expect((await sentTo('dee@example.org')).map((row) => row.subject)).toEqual(['Hi']);
  });

  it('is refused without sendEmails, a Core Team member included, and signed out', async () => {
    const body = { to: 'a@example.org', subject: 'Hi', html: '<p>Hello</p>' };
    expect((await send(coreTeam, body)).statusCode).toBe(403);
    expect((await send(volunteer, body)).statusCode).toBe(403);
    expect((await post('/api/send-emails', body)).statusCode).toBe(401);
    expect(await outboxCount()).toBe(0);
  });

  it('answers 400 to hostile input and never 5xx', async () => {
    const bodies: unknown[] = [
      { to: 42, subject: 'Hi', html: '<p>x</p>' },
      { to: [null], subject: 'Hi', html: '<p>x</p>' },
      { to: 'a@example.org', subject: ['x'], html: '<p>x</p>' },
      { to: 'a@example.org', subject: 'a\u0000b', html: '<p>x</p>' },
      { to: 'a@example.org', subject: 'x'.repeat(100_000), html: '<p>x</p>' },
      { to: Array.from({ length: 501 }, (_, i) => `p${i}@example.org`), subject: 'Hi', html: '<p>x</p>' },
      { to: 'a@example.org', subject: 'Hi', html: 'x'.repeat(600_000) },
    ];
    for (const body of bodies) {
      const res = await call(owner, 'POST', '/api/send-emails', body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await outboxCount()).toBe(0);
  });
});

describe('POST /api/broadcast-emails', () => {
  const broadcast = (caller: { headers: Record<string, string> }, payload: object) =>
    call(caller, 'POST', '/api/broadcast-emails', payload);

  it('reaches each subscribed active person and confirmed subscriber once, each with their own unsubscribe link', async () => {
    const subscribed = await createUser({ email: 'Dana@Example.org', emailSubscriptions: true });
    await createUser({ email: 'gone@example.org', emailSubscriptions: true, isActive: false });
    await createUser({ email: 'quiet@example.org' });
    const now = clock.now();
    await db.insert(emailSubscriptions).values([
      { email: 'eve@example.org', requestedAt: now, confirmedAt: now },
      { email: 'dana@example.org', requestedAt: now, confirmedAt: now },
      { email: 'pending@example.org', requestedAt: now },
    ]);

    const res = await broadcast(owner, {
      subject: 'Weekly update',
      html: '<p>News</p><img src=x onerror=y()>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: announcementMessages.sent });
    const rows = await db.select().from(emailOutbox);
    expect(rows.map((r) => r.to[0]).sort()).toEqual([subscribed.email.toLowerCase(), 'eve@example.org']);
    const eve = rows.find((r) => r.to[0] === 'eve@example.org')!;
    expect(eve.subject).toBe('Weekly update');
    expect(eve.html).toContain('<p>News</p>');
    expect(eve.html).not.toContain('onerror');
    expect(eve.html).toContain('/email-unsubscribe?email=eve%40example.org');
  });

  it('queues 10,000 subscribers in well under 5 seconds', async () => {
    const now = clock.now();
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      email: `reader${i}@example.org`,
      requestedAt: now,
      confirmedAt: now,
    }));
    for (let i = 0; i < many.length; i += 2_000)
      await db.insert(emailSubscriptions).values(many.slice(i, i + 2_000));
    const started = performance.now();
    const res = await broadcast(owner, { subject: 'To all', html: '<p>Hello everyone</p>' });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(await outboxCount()).toBe(10_000);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('lets an Administrator broadcast, as spec 002 does', async () => {
    await createUser({ email: 'fay@example.org', emailSubscriptions: true });
    expect((await broadcast(administrator, { subject: 'News', html: '<p>x</p>' })).statusCode).toBe(200);
    expect((await sentTo('fay@example.org')).map((row) => row.subject)).toEqual(['News']);
  });

  it('refuses an empty subject or message, and callers without sendEmails, queuing nothing', async () => {
    await createUser({ emailSubscriptions: true });
    expect((await broadcast(owner, { subject: '', html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await broadcast(owner, { subject: 'Hi', html: ' ' })).json()).toMatchObject({
      field: 'html',
      message: announcementMessages.messageRequired,
    });
    expect((await broadcast(coreTeam, { subject: 'Hi', html: '<p>x</p>' })).statusCode).toBe(403);
    expect((await post('/api/broadcast-emails', { subject: 'Hi', html: '<p>x</p>' })).statusCode).toBe(401);
    expect(await outboxCount()).toBe(0);
  });
});

describe('the public subscription', () => {
  const subscribe = (email: unknown) => post('/api/add-non-hgn-email-subscription', { email });
  const confirm = (token: unknown) => post('/api/confirm-non-hgn-email-subscription', { token });
  const unsubscribe = (email: unknown) => post('/api/remove-non-hgn-email-subscription', { email });

  it('stores the address lower-cased and unconfirmed, and e-mails a confirmation link that confirms it', async () => {
    const res = await subscribe('  New.Reader@Example.ORG ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: subscriptionMessages.confirmationSent });
    expect(await subscriptionRows()).toMatchObject([{ email: 'new.reader@example.org', confirmedAt: null }]);

    const token = await confirmationToken('new.reader@example.org');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: subscriptionMessages.confirmed });
    const [row] = await subscriptionRows();
    expect(row!.confirmedAt).toEqual(clock.now());
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses a bad address with the spec message and stores nothing', async () => {
    for (const email of [
      '',
      'nope',
      'a@b',
      42,
      null,
      'x'.repeat(300) + '@example.org',
      'a\u0000@example.org',
    ]) {
      const res = await subscribe(email);
      expect(res.statusCode, String(email).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'email' });
    }
    expect((await subscribe('nope')).json()).toMatchObject({ message: subscriptionMessages.invalidEmail });
    expect(await subscriptionRows()).toEqual([]);
    expect(await outboxCount()).toBe(0);
  });

  it("refuses an address already subscribed or a person's, queuing nothing more", async () => {
    await subscribe('twice@example.org');
    const again = await subscribe('TWICE@example.org');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'SUBSCRIPTION_EXISTS',
      message: 'Email already exists or invalid',
    });
    const person = await createUser({ email: 'Member@example.org' });
    const ofPerson = await subscribe('member@example.org');
    expect(ofPerson.statusCode).toBe(400);
    expect(ofPerson.json()).toMatchObject({ message: 'Email already exists or invalid' });
    expect((await subscriptionRows()).map((r) => r.email)).toEqual(['twice@example.org']);
    expect(await outboxCount()).toBe(1);
    expect(person.email).toBe('Member@example.org');
  });

  it('stores one subscription and sends one link for ten identical requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe('race@example.org')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(await subscriptionRows()).toHaveLength(1);
    expect(await outboxCount()).toBe(1);
  });

  it('answers 401 to an expired or forged token and 404 when the address is no longer subscribed', async () => {
    await subscribe('late@example.org');
    const token = await confirmationToken('late@example.org');
    clock.advanceBy(24 * 3_600_000 + 1_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'CONFIRMATION_EXPIRED',
      message: subscriptionMessages.expired,
    });
    expect((await subscriptionRows())[0]!.confirmedAt).toBeNull();

    // Once the link has expired, subscribing again sends a new one.
    expect((await subscribe('late@example.org')).statusCode).toBe(200);
    const fresh = await confirmationToken('late@example.org');
    const [head, payload] = fresh.split('.');
    expect((await confirm(`${head}.${payload}.forged`)).statusCode).toBe(401);
    expect((await confirm('not-a-token')).statusCode).toBe(401);
    // A token signed by the server for another purpose confirms nothing.
    expect((await confirm(await signedWithoutPurpose('late@example.org'))).statusCode).toBe(401);

    await unsubscribe('late@example.org');
    const unknown = await confirm(fresh);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    expect(await subscriptionRows()).toEqual([]);
  });

  it('refuses a missing or oversized token with 400', async () => {
    expect((await post('/api/confirm-non-hgn-email-subscription', {})).statusCode).toBe(400);
    expect((await confirm('x'.repeat(10_000))).statusCode).toBe(400);
    expect((await confirm(['x'])).statusCode).toBe(400);
  });

  it("removes a subscription, or a person's announcements, and answers 404 otherwise", async () => {
    await subscribe('leaving@example.org');
    const removed = await unsubscribe('Leaving@example.org');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: subscriptionMessages.removed });
    expect(await subscriptionRows()).toEqual([]);

    const person = await createUser({ email: 'reader@example.org', emailSubscriptions: true });
    expect((await unsubscribe('reader@example.org')).statusCode).toBe(200);
    const [row] = await db
      .select({ emailSubscriptions: users.emailSubscriptions })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row!.emailSubscriptions).toBe(false);

    const unknown = await unsubscribe('reader@example.org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    expect((await unsubscribe('bad')).statusCode).toBe(400);
  });
});

describe('POST /api/update-email-subsriptions', () => {
  it("switches the caller's own announcements", async () => {
    const res = await call(volunteer, 'POST', '/api/update-email-subsriptions', { emailSubscriptions: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailSubscriptions: true });
    const read = async () =>
      (
        await db
          .select({ id: users.id, on: users.emailSubscriptions })
          .from(users)
          .where(inArray(users.id, [volunteer.id, owner.id]))
      ).sort((a, b) => (a.id === volunteer.id ? -1 : b.id === volunteer.id ? 1 : 0));
    expect((await read()).map((r) => r.on)).toEqual([true, false]);
    await call(volunteer, 'POST', '/api/update-email-subsriptions', { emailSubscriptions: false });
    expect((await read()).map((r) => r.on)).toEqual([false, false]);
  });

  it('refuses a missing or wrong value and a signed-out caller', async () => {
    for (const body of [{}, { emailSubscriptions: 'yes' }, { emailSubscriptions: null }])
      expect((await call(volunteer, 'POST', '/api/update-email-subsriptions', body)).statusCode).toBe(400);
    expect((await post('/api/update-email-subsriptions', { emailSubscriptions: true })).statusCode).toBe(401);
  });
});
