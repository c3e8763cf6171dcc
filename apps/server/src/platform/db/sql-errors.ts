// PostgreSQL's SQLSTATE of a failed statement, whether the driver's error arrives alone or wrapped
// by the query builder (drizzle puts the driver's error in `cause`).
const sqlStateOf = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.cause?.code ?? e?.code;
};

/** No connection could be had in time: every one is busy, or the database does not answer. */
export class DatabaseUnavailableError extends Error {}

/** SQLSTATEs of a database that cannot take the work now: a timeout, a shutdown, too many sessions. */
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '40P01', // deadlock_detected: two writers met in opposite orders; one gave way and may try again
]);

/**
 * The database could not do the work in time or at all, through no fault of the request: asking
 * again later may succeed. Connection failures (class 08) count too.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const e = error as { cause?: unknown } | null | undefined;
  if (error instanceof DatabaseUnavailableError || e?.cause instanceof DatabaseUnavailableError) return true;
  const state = sqlStateOf(error);
  return typeof state === 'string' && (UNAVAILABLE_STATES.has(state) || state.startsWith('08'));
};

/** A unique index refused the row: a concurrent writer got there first. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** The named unique index refused the row (a table with several unique indexes tells them apart). */
export const isUniqueViolationOf =
  (index: string) =>
  (error: unknown): boolean => {
    const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null | undefined;
    return isUniqueViolation(error) && (e?.cause?.constraint ?? e?.constraint) === index;
  };

/**
 * A delete refused because something still points at the row. PostgreSQL 18 reports an ON DELETE
 * RESTRICT reference as restrict_violation (23001); earlier versions as foreign_key_violation (23503).
 */
export const isStillReferenced = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  return state === '23001' || state === '23503';
};

/**
 * Runs a write whose rule was checked beforehand; when a concurrent writer makes the database refuse
 * it for the same rule (`isRefusal`), the caller gets the rule's own error instead of a 500.
 */
export async function refusedAs<T>(
  write: () => Promise<T>,
  isRefusal: (error: unknown) => boolean,
  refusal: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isRefusal(error)) throw refusal();
    throw error;
  }
}

/** How the API answers a statement the database refused because of what the request carried. */
export type DatabaseRefusal = { status: 400 | 409; code: string; message: string };

const conflict: DatabaseRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: 'This change conflicts with a record that changed meanwhile. Reload and try again.',
};

/**
 * The refusals a request can cause. Schemas bound every value and services check every rule first, so
 * these answer only what slipped past them, or a concurrent writer that got there first: never a 500.
 */
const REFUSALS: Record<string, DatabaseRefusal> = {
  '23505': {
    status: 409,
    code: 'ALREADY_EXISTS',
    message: 'This already exists: another change saved the same thing first.',
  },
  '23503': conflict, // foreign_key_violation: what it names was removed meanwhile, or is still used
  '23001': conflict, // restrict_violation
  '22003': { status: 400, code: 'OUT_OF_RANGE', message: 'A number in the request is out of range.' },
  '22P02': { status: 400, code: 'INVALID_VALUE', message: 'A value in the request is not valid.' },
  '22001': { status: 400, code: 'TOO_LONG', message: 'A text in the request is too long.' },
  '22007': { status: 400, code: 'INVALID_DATE', message: 'A date in the request is not valid.' },
  '22008': { status: 400, code: 'INVALID_DATE', message: 'A date in the request is not valid.' },
};

/** The answer to a statement the database refused because of the request, or undefined for any other failure. */
export const databaseRefusalOf = (error: unknown): DatabaseRefusal | undefined => {
  const state = sqlStateOf(error);
  return typeof state === 'string' ? REFUSALS[state] : undefined;
};
