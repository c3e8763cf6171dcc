import { rateLimitMessages } from '@hgn/domain/messages';
import type { Clock } from '@hgn/domain/time';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import { rateLimitHits } from './credentials.table.js';

const MINUTE_MS = 60_000;

export type RateLimitRule = { name: string; max: number; windowMs: number };

/** The limits of issue #3; each counts in a sliding window. */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins per e-mail from one client address (key: `signInKey`); a successful sign-in from
   * that address clears them. Counting per address means a stranger's guesses lock out only the stranger.
   */
  failedSignInsPerEmailAndAddress: { name: 'sign-in-failures-from', max: 5, windowMs: 15 * MINUTE_MS },
  /** Failed sign-ins per e-mail from anywhere: the ceiling for guesses spread over many addresses. */
  failedSignInsPerEmail: { name: 'sign-in-failures', max: 50, windowMs: 15 * MINUTE_MS },
  /** Every sign-in attempt per client address. */
  signInsPerAddress: { name: 'sign-in-address', max: 50, windowMs: 15 * MINUTE_MS },
  /**
   * Checks of the own current password (changing it, unlocking the weekly summaries' recipients), per
   * account; a correct one clears them. Only a session of that account can try, so counting per account locks no stranger's victim out.
   */
  passwordChangeAttemptsPerUser: { name: 'password-change', max: 5, windowMs: 15 * MINUTE_MS },
  forgotPasswordPerEmail: { name: 'forgot-password', max: 5, windowMs: 60 * MINUTE_MS },
  forgotPasswordPerAddress: { name: 'forgot-password-address', max: 20, windowMs: 60 * MINUTE_MS },
  /** Invitation e-mails (new or sent again) per invited address. */
  invitationsPerEmail: { name: 'invitation', max: 10, windowMs: 24 * 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

/** The key of `failedSignInsPerEmailAndAddress`. */
export const signInKey = (email: string, ip: string) => `${email.trim().toLowerCase()} from ${ip}`;

const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowMs));
const PRUNE_EVERY = 100;

/**
 * Counters kept in the database, so several server processes share them. The key (an e-mail, an
 * address) is stored only as a digest: the table needs to tell keys apart, not to read them.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  let hitsSincePrune = 0;

  const bucketOf = (rule: RateLimitRule, key: string) =>
    `${rule.name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

  /** Seconds until the window has room again, or undefined when it has room now. */
  async function waitSeconds(tx: DbOrTransaction, rule: RateLimitRule, bucket: string) {
    const now = clock.now();
    // The max-th newest hit: while it is inside the window, the window is full.
    const [blocking] = await tx
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, bucket),
          gt(rateLimitHits.hitAt, new Date(now.getTime() - rule.windowMs)),
        ),
      )
      .orderBy(desc(rateLimitHits.hitAt))
      .offset(rule.max - 1)
      .limit(1);
    if (!blocking) return undefined;
    return Math.max(1, Math.ceil((blocking.hitAt.getTime() + rule.windowMs - now.getTime()) / 1000));
  }

  const refused = (seconds: number) =>
    new AppError({
      code: 'RATE_LIMITED',
      message: rateLimitMessages.tooManyAttempts(seconds),
      headers: { 'Retry-After': String(seconds) },
    });

  async function prune(bucket: string, rule: RateLimitRule) {
    const now = clock.now().getTime();
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, new Date(now - rule.windowMs))));
    hitsSincePrune += 1;
    if (hitsSincePrune < PRUNE_EVERY) return;
    hitsSincePrune = 0;
    await db.delete(rateLimitHits).where(lte(rateLimitHits.hitAt, new Date(now - LONGEST_WINDOW_MS)));
  }

  return {
    /** Counts this attempt, or refuses it with 429 and Retry-After when the window is full. */
    async consume(rule: RateLimitRule, key: string) {
      const bucket = bucketOf(rule, key);
      const seconds = await db.transaction(async (tx) => {
        // One counter at a time per bucket, across processes: two attempts cannot both take the last place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
        const wait = await waitSeconds(tx, rule, bucket);
        if (wait === undefined) await tx.insert(rateLimitHits).values({ bucket, hitAt: clock.now() });
        return wait;
      });
      if (seconds !== undefined) throw refused(seconds);
      await prune(bucket, rule);
    },

    /** Refuses with 429 when the window is full, without counting. */
    async assertOpen(rule: RateLimitRule, key: string) {
      const seconds = await waitSeconds(db, rule, bucketOf(rule, key));
      if (seconds !== undefined) throw refused(seconds);
    },

    /** Counts an event (a failed sign-in) that the caller has already let through. */
    async record(rule: RateLimitRule, key: string) {
      const bucket = bucketOf(rule, key);
      await db.insert(rateLimitHits).values({ bucket, hitAt: clock.now() });
      await prune(bucket, rule);
    },

    async clear(rule: RateLimitRule, key: string) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(rule, key)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
