// `Idempotency-Key` on `POST /api/TimeEntry`: a retried submit (a double click, a flaky network, a timer
// stop sent twice) logs the time once and answers the first answer again.
import { createHash } from 'node:crypto';
import { timeEntryMessages } from '@hgn/domain/messages';
import { IDEMPOTENCY_KEEP_HOURS, idempotencyKey, type TimeEntrySavedJson } from '@hgn/domain/timeEntries';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { AppError } from '../../platform/http/app-error.js';
import { timeEntryRequestKeys } from './timeEntries.table.js';

const HOUR_MS = 3_600_000;

const keyReused = () =>
  new AppError({
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: timeEntryMessages.idempotencyConflict,
  });

/** The `Idempotency-Key` header, if sent; one that is empty or longer than 255 characters is refused. */
export const requestKeyOf = (header: string | string[] | undefined): string | undefined => {
  const parsed = idempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw new AppError({
      code: 'VALIDATION_FAILED',
      field: 'Idempotency-Key',
      message: timeEntryMessages.idempotencyKeyInvalid,
    });
  return parsed.data;
};

/** A digest of the validated body: the same key must come with the same request. */
export const fingerprintOf = (body: unknown): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

export type RequestKey = { callerId: string; key: string; fingerprint: string };

const callerKey = and(
  eq(timeEntryRequestKeys.callerId, sql.placeholder('callerId')),
  eq(timeEntryRequestKeys.key, sql.placeholder('key')),
);

/** The key claimed, with the caller's expired keys deleted in the same statement. */
const claimKey = preparedStatement('time_entry_claim_key', (tx: DbOrTransaction) => {
  const cutoff = sql`${sql.placeholder('cutoff')}`;
  const expired = tx.$with('expired').as(
    tx
      .delete(timeEntryRequestKeys)
      .where(
        and(
          eq(timeEntryRequestKeys.callerId, sql.placeholder('callerId')),
          lt(timeEntryRequestKeys.createdAt, cutoff),
        ),
      )
      .returning({ key: timeEntryRequestKeys.key }),
  );
  return tx
    .with(expired)
    .insert(timeEntryRequestKeys)
    .values({
      callerId: sql.placeholder('callerId'),
      key: sql.placeholder('key'),
      fingerprint: sql.placeholder('fingerprint'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [timeEntryRequestKeys.callerId, timeEntryRequestKeys.key],
      set: {
        fingerprint: sql`${sql.placeholder('fingerprint')}`,
        answer: null,
        createdAt: sql`${sql.placeholder('now')}`,
      },
      setWhere: lt(timeEntryRequestKeys.createdAt, cutoff),
    })
    .returning({ key: timeEntryRequestKeys.key });
});

/**
 * The answer to saving an entry (`answer`, an expression of its JSON text) kept with the request's key
 * (the values `callerId` and `key`): a part of the WITH list of the statement that inserts the entry.
 */
export const keptAnswerPart = (tx: DbOrTransaction, answer: SQL) =>
  tx.$with('kept').as(
    tx
      .update(timeEntryRequestKeys)
      .set({ answer: sql`(${answer})::jsonb` })
      .where(callerKey)
      .returning({ key: timeEntryRequestKeys.key }),
  );

const keptAnswer = preparedStatement('time_entry_kept_answer', (tx: DbOrTransaction) =>
  tx
    .select({ fingerprint: timeEntryRequestKeys.fingerprint, answer: timeEntryRequestKeys.answer })
    .from(timeEntryRequestKeys)
    .where(callerKey),
);

export const requestKeys = {
  /**
   * Claims the key inside the entry's transaction: undefined when this request is the first (its
   * answer is then stored with `keep`), or the answer a request with the same key and body gave. A
   * concurrent request with the key waits on the unique key until that one commits or fails. Keys
   * older than a day are forgotten: the caller's are removed first, and a stale one is taken over.
   */
  async claim(tx: DbOrTransaction, request: RequestKey, now: Date): Promise<TimeEntrySavedJson | undefined> {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * HOUR_MS);
    const claimed = await claimKey(tx, { ...request, now, cutoff });
    if (claimed.length > 0) return undefined;
    const [kept] = await keptAnswer(tx, { callerId: request.callerId, key: request.key });
    if (!kept || kept.fingerprint !== request.fingerprint || kept.answer === null) throw keyReused();
    return kept.answer as TimeEntrySavedJson;
  },
};
