import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import type { OutboxMessageJson, OutboxPageJson } from '@hgn/domain/emails';

const { app, database, signedIn } = await createTestApp();
const { db } = database;

const owner = await signedIn('Owner');
const administrator = await signedIn('Administrator');

const get = (url: string, headers: Record<string, string> = owner.headers) =>
  app.inject({ method: 'GET', url, headers });

// Three messages a second apart, oldest first, so "newest first" has one right answer.
const base = Date.parse('2026-04-01T12:00:00Z');
const welcome = await enqueueEmail(db, {
  to: ['zoe@example.org'],
  subject: 'Welcome, Zoë',
  text: 'Glad you are here.',
});
const summary = await enqueueEmail(db, {
  to: ['jose@example.org'],
  cc: ['mentor@example.org'],
  subject: 'Weekly summary',
  html: '<p>Well done</p>',
});
const bounced = await enqueueEmail(db, {
  to: ['lukasz@example.org'],
  subject: 'Blue square',
  text: 'You received a blue square.',
});
await db
  .update(emailOutbox)
  .set({ createdAt: new Date(base) })
  .where(eq(emailOutbox.id, welcome.id));
await db
  .update(emailOutbox)
  .set({ createdAt: new Date(base + 1_000), status: 'sent', attempts: 1, sentAt: new Date(base + 2_000) })
  .where(eq(emailOutbox.id, summary.id));
await db
  .update(emailOutbox)
  .set({ createdAt: new Date(base + 3_000), status: 'failed', attempts: 8, lastError: '550 No such user' })
  .where(eq(emailOutbox.id, bounced.id));

describe('GET /api/emailoutbox', () => {
  it('lists the outbox newest first with paging for an Owner', async () => {
    const res = await get('/api/emailoutbox');
    expect(res.statusCode).toBe(200);
    const body = res.json<OutboxPageJson>();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items.map((i) => i._id)).toEqual([bounced.id, summary.id, welcome.id]);
    expect(body.items[1]).toEqual({
      _id: summary.id,
      to: ['jose@example.org'],
      cc: ['mentor@example.org'],
      bcc: [],
      replyTo: null,
      subject: 'Weekly summary',
      text: '',
      html: '<p>Well done</p>',
      status: 'sent',
      attempts: 1,
      createdAt: '2026-04-01T12:00:01.000Z',
      sentAt: '2026-04-01T12:00:02.000Z',
      nextAttemptAt: expect.any(String) as string,
      lastError: null,
    });

    const second = (await get('/api/emailoutbox?page=2&pageSize=2')).json<OutboxPageJson>();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((i) => i._id)).toEqual([welcome.id]);
  });

  it('filters by status', async () => {
    const pending = (await get('/api/emailoutbox?status=pending')).json<OutboxPageJson>();
    expect(pending.items.map((i) => i.subject)).toEqual(['Welcome, Zoë']);
    expect(pending.total).toBe(1);
    const failed = (await get('/api/EmailOutbox?status=failed')).json<OutboxPageJson>();
    expect(failed.items).toMatchObject([
      { _id: bounced.id, status: 'failed', attempts: 8, lastError: '550 No such user', sentAt: null },
    ]);
  });

  it('refuses a bad page, page size or status with 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=abc', 'status=queued'])
      expect((await get(`/api/emailoutbox?${query}`)).statusCode, query).toBe(400);
  });

  it('is for Owners only', async () => {
    expect((await get('/api/emailoutbox', administrator.headers)).statusCode).toBe(403);
    expect((await get(`/api/emailoutbox/${welcome.id}`, administrator.headers)).statusCode).toBe(403);
    expect((await get('/api/emailoutbox', {})).statusCode).toBe(401);
  });
});

describe('GET /api/emailoutbox/:id', () => {
  it('returns one message', async () => {
    const res = await get(`/api/emailoutbox/${welcome.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<OutboxMessageJson>()).toMatchObject({
      _id: welcome.id,
      subject: 'Welcome, Zoë',
      text: 'Glad you are here.',
      status: 'pending',
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/emailoutbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await get('/api/emailoutbox/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'EMAIL_NOT_FOUND' });
  });
});
