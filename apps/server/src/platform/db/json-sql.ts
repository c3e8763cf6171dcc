// Pieces of SQL for answers PostgreSQL writes as JSON (platform/http/README.md, "Answering JSON the
// database built").
import { PACIFIC_TZ } from '@hgn/domain/time';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A timestamp as JavaScript's `toISOString()` writes it: UTC, milliseconds, e.g. 2026-11-25T02:17:12.123Z. */
export const isoSql = (at: SQLWrapper): SQL =>
  sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A list of JSON values as one JSON text, `[]` when there is none, in the order given. */
export const jsonListSql = (value: SQL, order: SQL): SQL =>
  sql`coalesce(json_agg(${value} order by ${order}), '[]'::json)::text`;

/** A Pacific day (a `date`) as its first instant, the way `pacificDayToISO` writes it; null stays null. */
export const pacificDayIsoSql = (day: SQLWrapper): SQL =>
  isoSql(sql`(${day}::timestamp AT TIME ZONE ${sql.raw(`'${PACIFIC_TZ}'`)})`);
