import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1::uuid[])`: the ids travel as one array parameter, however many there are, where
 * `inArray` names each as a parameter of its own (thousands of them for a large team's tasks).
 */
export const isAnyOfIds = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = ANY(${sql.param([...ids])}::uuid[])`;
