// A time-entry card in the original API's shape (`TimeEntryJson`, packages/domain/src/timeEntries/
// timeEntryJson.ts), written by PostgreSQL: the one definition of that shape on the server. A week of
// the time log is sent as the text the database wrote; a saved entry's answer reads it back the same way.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isoSql } from '../../platform/db/json-sql.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { timeEntries, type TimeEntryRow } from './timeEntries.table.js';

/** The columns a card is made of: the `time_entries` table's, or those an insert of it returned. */
export type TimeEntryColumns = Record<keyof TimeEntryRow, SQLWrapper>;

/**
 * The card of an entry (the table's row, or `entry`'s columns), with the names of its project (joined
 * as `projects`), WBS and task; the time in whole hours and minutes as `hoursAndMinutesOf` splits it.
 */
export const timeEntryJsonOf = (entry: TimeEntryColumns = timeEntries): SQL => sql`json_build_object(
  '_id', ${entry.id},
  'entryType', ${entry.entryType},
  'personId', ${entry.personId},
  'projectId', ${entry.projectId},
  'wbsId', ${entry.wbsId},
  'taskId', ${entry.taskId},
  'teamId', ${entry.teamId},
  'dateOfWork', ${entry.dateOfWork},
  'notes', ${entry.notes},
  'isTangible', ${entry.isTangible},
  'createdDateTime', ${isoSql(entry.createdAt)},
  'lastModifiedDateTime', ${isoSql(entry.updatedAt)},
  'isActive', ${entry.isActive},
  'projectName', ${projects.name},
  'projectCategory', lower(${projects.category}),
  'wbsName', ${wbs.name},
  'taskName', ${tasks.name},
  'hours', ${entry.totalSeconds} / 3600,
  'minutes', ${entry.totalSeconds} % 3600 / 60
)`;

/** A saved entry's answer, `{ message, timeEntry }`, as JSON text: the message is the value `message`. */
export const savedTimeEntryJsonOf = (entry: TimeEntryColumns): SQL => sql`json_build_object(
  'message', ${sql.placeholder('message')}::text,
  'timeEntry', ${timeEntryJsonOf(entry)}
)::text`;

/** The time log's order: last changed first. */
export const timeLogOrderSql: SQL = sql`${timeEntries.updatedAt} desc, ${timeEntries.id} desc`;

/** JSON of entries with their project, WBS and task names, joined in the one query (`timeEntryJsonOf`). */
export const selectJson = <R extends DbOrTransaction>(reader: R, json: SQL) =>
  reader
    .select({ json: json.mapWith(String).as('json') })
    .from(timeEntries)
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(wbs, eq(wbs.id, timeEntries.wbsId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId));
