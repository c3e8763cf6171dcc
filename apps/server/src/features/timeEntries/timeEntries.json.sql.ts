// A time-entry card in the original API's shape (`TimeEntryJson`, packages/domain/src/timeEntries/
// timeEntryJson.ts), written by PostgreSQL: the one definition of that shape on the server. A week of
// the time log is sent as the text the database wrote; a saved entry's answer reads it back the same way.
import { sql, type SQL } from 'drizzle-orm';
import { isoSql } from '../../platform/db/json-sql.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { timeEntries } from './timeEntries.table.js';

/**
 * The card of the `time_entries` row, with the names of its project (joined as `projects`), WBS and
 * task; the time in whole hours and minutes as `hoursAndMinutesOf` splits it.
 */
export const timeEntryJsonSql: SQL = sql`json_build_object(
  '_id', ${timeEntries.id},
  'entryType', ${timeEntries.entryType},
  'personId', ${timeEntries.personId},
  'projectId', ${timeEntries.projectId},
  'wbsId', ${timeEntries.wbsId},
  'taskId', ${timeEntries.taskId},
  'teamId', ${timeEntries.teamId},
  'dateOfWork', ${timeEntries.dateOfWork},
  'notes', ${timeEntries.notes},
  'isTangible', ${timeEntries.isTangible},
  'createdDateTime', ${isoSql(timeEntries.createdAt)},
  'lastModifiedDateTime', ${isoSql(timeEntries.updatedAt)},
  'isActive', ${timeEntries.isActive},
  'projectName', ${projects.name},
  'projectCategory', lower(${projects.category}),
  'wbsName', ${wbs.name},
  'taskName', ${tasks.name},
  'hours', ${timeEntries.totalSeconds} / 3600,
  'minutes', ${timeEntries.totalSeconds} % 3600 / 60
)`;

/** A saved entry's answer, `{ message, timeEntry }`, as JSON text: the message is the value `message`. */
export const savedTimeEntryJsonSql: SQL = sql`json_build_object(
  'message', ${sql.placeholder('message')}::text,
  'timeEntry', ${timeEntryJsonSql}
)::text`;

/** The time log's order: last changed first. */
export const timeLogOrderSql: SQL = sql`${timeEntries.updatedAt} desc, ${timeEntries.id} desc`;
