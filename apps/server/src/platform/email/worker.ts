import { systemClock, type Clock } from '@hgn/domain/time';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { BaseLogger } from 'pino';
import type { PlatformDb } from '../db/client.js';
import type { EmailOutboxRow } from './outbox.js';
import { emailOutbox } from './outbox.table.js';

export type WorkerLog = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export type EmailWorkerOptions = {
  db: PlatformDb;
  /** Without it nothing is sent: messages stay pending and Owners read them in the app. */
  smtpUrl: string | undefined;
  from: string;
  log: WorkerLog;
  clock?: Clock;
  /** How long the worker rests between drains. */
  pollMs?: number;
  /** After this many failed attempts a message is given up as 'failed'. */
  maxAttempts?: number;
};

export type EmailWorker = {
  /** Stops polling and waits for a drain under way. */
  stop(): Promise<void>;
  /** Delivers every message due now; resolves to the number of messages attempted. */
  drainOnce(): Promise<number>;
};

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_MAX_ATTEMPTS = 8;
/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
/** A drain stops after this many messages so stop() is never kept waiting by a huge backlog. */
const MAX_PER_DRAIN = 200;
const MAX_ERROR_LENGTH = 1_000;

export const retryDelayMs = (failedAttempts: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1]!;

const describeError = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);

/** The host part of the sender, so each message keeps one Message-ID across retries. */
const senderDomain = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';

export function startEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const {
    db,
    smtpUrl,
    from,
    log,
    clock = systemClock,
    pollMs = DEFAULT_POLL_MS,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
  } = options;
  if (!smtpUrl) {
    log.info('SMTP_URL is not set: e-mails stay in the outbox, where Owners can read them');
    return { stop: async () => undefined, drainOnce: async () => 0 };
  }

  // The URL may carry its own timeouts as query parameters; these only shorten nodemailer's
  // minutes-long defaults, because a stalled send keeps its row locked.
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  const transport = createTransport({ url: smtpUrl, ...timeouts });
  // The claiming transaction waits through a whole send: the database must not end it meanwhile.
  const longestSendMs = timeouts.connectionTimeout + timeouts.greetingTimeout + 2 * timeouts.socketTimeout;
  const messageIdDomain = senderDomain(from);

  async function send(message: EmailOutboxRow): Promise<string[]> {
    const info = await transport.sendMail({
      from,
      to: message.to,
      cc: message.cc,
      bcc: message.bcc,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html || undefined,
      messageId: `<${message.id}@${messageIdDomain}>`,
    });
    return info.rejected.map(String);
  }

  /**
   * Claims one due message and delivers it. The row stays locked (FOR UPDATE) from the claim until
   * its outcome is written in the same transaction, and other workers skip locked rows, so two
   * workers never hold the same message. Holding the lock, rather than leasing the row for a while,
   * means no lease can run out during a slow send and let a second worker in. Only a crash between
   * the SMTP server's acceptance and the commit sends a message again, and the stable Message-ID
   * lets mail systems recognise that copy.
   */
  const deliverNext = (): Promise<boolean> =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [message] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return false;
      await tx.execute(
        sql`select set_config('idle_in_transaction_session_timeout', ${String(longestSendMs)}, true)`,
      );
      const attempts = message.attempts + 1;
      try {
        const rejected = await send(message);
        // Some recipients refused while others accepted: the message went out, and the refusals are kept.
        const lastError = rejected.length > 0 ? `Refused recipients: ${rejected.join(', ')}` : null;
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', attempts, sentAt: clock.now(), lastError })
          .where(eq(emailOutbox.id, message.id));
      } catch (err) {
        const lastError = describeError(err);
        const givesUp = attempts >= maxAttempts;
        const nextAttemptAt = givesUp
          ? message.nextAttemptAt
          : new Date(clock.now().getTime() + retryDelayMs(attempts));
        await tx
          .update(emailOutbox)
          .set({ status: givesUp ? 'failed' : 'pending', attempts, lastError, nextAttemptAt })
          .where(eq(emailOutbox.id, message.id));
        log.warn({ emailId: message.id, attempts, givesUp, error: lastError }, 'e-mail delivery failed');
      }
      return true;
    });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function drainOnce(): Promise<number> {
    let attempted = 0;
    while (!stopped && attempted < MAX_PER_DRAIN && (await deliverNext())) attempted += 1;
    return attempted;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drainOnce()
        .catch((err: unknown) =>
          log.error({ error: describeError(err) }, 'e-mail outbox could not be drained'),
        )
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }
  schedule();

  return {
    drainOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
