// PostgreSQL's SQLSTATE of a failed statement, whether the driver's error arrives alone or wrapped
// by the query builder (drizzle puts the driver's error in `cause`).
const sqlStateOf = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.cause?.code ?? e?.code;
};

/** A unique index refused the row: a concurrent writer got there first. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** An ON DELETE RESTRICT reference refused the delete: something still points at the row. */
export const isRestrictViolation = (error: unknown): boolean => sqlStateOf(error) === '23001';

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
