import { fixedClock } from '@hgn/domain/time';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { connectProductDatabase } from '../../db.js';
import { AppError } from '../http/app-error.js';
import { enqueueEmail } from './outbox.js';
import { emailOutbox } from './outbox.table.js';
import { startEmailWorker, type EmailWorker, type WorkerLog } from './worker.js';

type Received = { mailFrom: string; rcptTo: string[]; raw: string };

const quiet: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const database = await createTestDatabase();
const { db } = database;

let received: Received[] = [];
/** Decides, per recipient command, whether the test server refuses it (with an SMTP code). */
let refuseRecipient: (address: SMTPServerAddress) => number | undefined = () => undefined;
let smtpUrl = '';

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const code = refuseRecipient(address);
    if (code === undefined) return callback();
    callback(Object.assign(new Error(`Mailbox unavailable, try again (${code})`), { responseCode: code }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const workers: EmailWorker[] = [];
function worker(options: Partial<Parameters<typeof startEmailWorker>[0]> = {}) {
  const started = startEmailWorker({
    db,
    smtpUrl,
    from: 'HGN <no-reply@hgn.example.org>',
    log: quiet,
    pollMs: 3_600_000,
    ...options,
  });
  workers.push(started);
  return started;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();
const rowOf = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await new Promise<void>((resolve) => smtp.close(resolve));
});

beforeEach(async () => {
  received = [];
  refuseRecipient = () => undefined;
  await db.delete(emailOutbox);
});

describe('enqueueEmail', () => {
  it('writes the message only when the transaction that causes it commits', async () => {
    await db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to: ['a@example.org'], subject: 'Never', text: 'rolled back' });
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    const { id } = await db.transaction((tx) =>
      enqueueEmail(tx, { to: ['a@example.org'], subject: 'Kept', text: 'committed' }),
    );
    const rows = await db.select().from(emailOutbox);
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: 'Kept',
      cc: [],
      bcc: [],
      replyTo: null,
    });
  });

  it('refuses something that is not an address and keeps a subject on one line', async () => {
    await expect(enqueueEmail(db, { to: ['not an address'], subject: 'x' })).rejects.toBeInstanceOf(AppError);
    await expect(
      enqueueEmail(db, { to: ['a@example.org'], cc: ['b@example.org>, c@evil'], subject: 'x' }),
    ).rejects.toThrow(/is not an e-mail address/);
    await expect(enqueueEmail(db, { to: [], subject: 'x' })).rejects.toBeInstanceOf(AppError);
    const { id } = await enqueueEmail(db, {
      to: [' a@example.org '],
      subject: 'Hello\r\nBcc: victim@example.org',
    });
    expect(await rowOf(id)).toMatchObject({
      to: ['a@example.org'],
      subject: 'Hello Bcc: victim@example.org',
    });
  });
});

describe('the e-mail worker', () => {
  it('delivers the subject, the recipients and the body, and marks the message sent', async () => {
    const { id } = await enqueueEmail(db, {
      to: ['jose@example.org', 'zoe@example.org'],
      cc: ['coach@example.org'],
      bcc: ['audit@example.org'],
      replyTo: 'owner@example.org',
      subject: 'Your weekly summary',
      text: 'Thank you for 10 hours this week.',
    });
    expect(await worker().drainOnce()).toBe(1);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.mailFrom).toBe('no-reply@hgn.example.org');
    expect(mail!.rcptTo.sort()).toEqual([
      'audit@example.org',
      'coach@example.org',
      'jose@example.org',
      'zoe@example.org',
    ]);
    expect(header(mail!.raw, 'Subject')).toBe('Your weekly summary');
    expect(header(mail!.raw, 'To')).toBe('jose@example.org, zoe@example.org');
    expect(header(mail!.raw, 'Reply-To')).toBe('owner@example.org');
    expect(header(mail!.raw, 'Bcc')).toBeUndefined();
    expect(header(mail!.raw, 'Message-ID')).toBe(`<${id}@hgn.example.org>`);
    expect(mail!.raw).toContain('Thank you for 10 hours this week.');

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends an HTML body alongside the text', async () => {
    await enqueueEmail(db, {
      to: ['a@example.org'],
      subject: 'Both',
      text: 'plain words',
      html: '<p><b>rich</b> words</p>',
    });
    await worker().drainOnce();
    expect(received[0]!.raw).toContain('plain words');
    expect(received[0]!.raw).toContain('<p><b>rich</b> words</p>');
  });

  it('is due as soon as it is queued, by the clock the worker reads', async () => {
    const { id } = await enqueueEmail(db, { to: ['a@example.org'], subject: 'Just now', text: 'queued' });
    const [stamp] = await db
      .select({
        subMillisecond: sql<number>`extract(microseconds from ${emailOutbox.nextAttemptAt})::int % 1000`,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    expect(stamp!.subMillisecond).toBe(0);
    expect(await worker().drainOnce()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
  });

  it('retries a refused attempt after the backoff and then delivers it', async () => {
    const { id } = await enqueueEmail(db, {
      to: ['busy@example.org'],
      subject: 'Try again',
      text: 'second time lucky',
    });
    const clock = fixedClock(Date.now() + 1_000);
    const w = worker({ clock });
    let refusals = 0;
    refuseRecipient = () => (refusals++ === 0 ? 451 : undefined);

    expect(await w.drainOnce()).toBe(1);
    const refused = await rowOf(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(refused.lastError).toMatch(/451/);
    expect(refused.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(received).toHaveLength(0);

    clock.advanceBy(29_000);
    expect(await w.drainOnce()).toBe(0);
    clock.advanceBy(1_000);
    expect(await w.drainOnce()).toBe(1);

    expect(received).toHaveLength(1);
    expect(header(received[0]!.raw, 'Subject')).toBe('Try again');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('waits longer after each refusal and gives up as failed after the last attempt', async () => {
    const { id } = await enqueueEmail(db, { to: ['gone@example.org'], subject: 'Nobody home' });
    const clock = fixedClock(Date.now() + 1_000);
    const w = worker({ clock, maxAttempts: 3 });
    refuseRecipient = () => 550;

    expect(await w.drainOnce()).toBe(1);
    clock.advanceBy(30_000);
    expect(await w.drainOnce()).toBe(1);
    const second = await rowOf(id);
    expect(second.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 120_000);
    clock.advanceBy(120_000);
    expect(await w.drainOnce()).toBe(1);

    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(failed.lastError).toMatch(/550/);
    clock.advanceBy(86_400_000);
    expect(await w.drainOnce()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('delivers each message exactly once when two workers on separate connections drain together', async () => {
    const other = connectProductDatabase(database.url, { max: 2 });
    try {
      const count = 20;
      for (let i = 0; i < count; i++)
        await enqueueEmail(db, {
          to: [`volunteer${i}@example.org`],
          subject: `Message ${i}`,
          text: `n=${i}`,
        });
      const first = worker();
      const second = worker({ db: other.db });

      const [a, b] = await Promise.all([first.drainOnce(), second.drainOnce()]);

      expect(a + b).toBe(count);
      expect(Math.min(a, b)).toBeGreaterThan(0);
      expect(received).toHaveLength(count);
      const subjects = received.map((m) => header(m.raw, 'Subject'));
      expect(new Set(subjects).size).toBe(count);
      const rows = await db.select().from(emailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('leaves every message pending when no SMTP server is configured', async () => {
    const { id } = await enqueueEmail(db, {
      to: ['a@example.org'],
      subject: 'Stays here',
      text: 'read me in the app',
    });
    const w = worker({ smtpUrl: undefined });
    expect(await w.drainOnce()).toBe(0);
    await w.stop();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null });
    expect(received).toHaveLength(0);
  });

  it('delivers on its own schedule and stops cleanly', async () => {
    const { id } = await enqueueEmail(db, { to: ['a@example.org'], subject: 'Polled', text: 'no one asked' });
    const w = worker({ pollMs: 20 });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 5_000 }).toBe('sent');
    await w.stop();
    expect(received).toHaveLength(1);
  });
});
