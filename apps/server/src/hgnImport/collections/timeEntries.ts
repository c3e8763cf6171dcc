// `timeEntries` (hgn-data §2.6), streamed into a table of the transaction with one COPY while the dump
// is read, each row with its ObjectId and digest, its notes sanitised in worker threads meanwhile
// (`notesPool.ts`). The entries then go into `time_entries` (the import's scratch copy, `reconcile.ts`)
// with one `INSERT ... SELECT`, and the origins follow from the same rows, each table's key built once; the merge
// hands them to the product's table, whose statement trigger counts the hours' bookkeeping once.
// Repairs: a task id where the project belongs (§2.6.3), days written in other formats, numbers stored
// as text, a missing entry type (Q5).
import type { Document } from 'bson';
import { sql } from 'drizzle-orm';
import { timeEntries } from '../../features/timeEntries/timeEntries.table.js';
import { bulkLoad } from '../../platform/db/bulk-load.js';
import { hgnOrigins } from '../hgnOrigins.table.js';
import {
  clientOf,
  copyRows,
  digestOf,
  eachDocument,
  type CopyValue,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { rowsWithNotes, startNotesPool } from '../notesPool.js';
import { booleanOf, dayOf, idOf, idTime, instantOf, numberOf, textOf } from '../values.js';

const COLLECTION = 'timeEntries';
/** The most the seconds column holds. */
const MAX_SECONDS = 2_147_483_647;
/** The columns written, in the order of each row's values. */
const ENTRY_COLUMNS = [
  ['id', 'uuid'],
  ['entry_type', 'text'],
  ['person_id', 'uuid'],
  ['project_id', 'uuid'],
  ['wbs_id', 'uuid'],
  ['task_id', 'uuid'],
  ['team_id', 'uuid'],
  ['date_of_work', 'date'],
  ['total_seconds', 'integer'],
  ['notes', 'text'],
  ['is_tangible', 'boolean'],
  ['is_active', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
/** The entries as read, with where each came from, until they go into `time_entries`. */
const STAGED = 'hgn_time_entries_read';
const ENTRY_TYPES = ['default', 'person', 'project', 'team'] as const;
/** Where a row's notes are. */
const NOTES = ENTRY_COLUMNS.findIndex(([name]) => name === 'notes');

export async function importTimeEntries(ctx: ImportContext): Promise<void> {
  const columns = [...ENTRY_COLUMNS, ['original_id', 'text'], ['digest', 'text']] as const;
  await ctx.tx.execute(
    sql.raw(
      `create temp table ${STAGED} (${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')}) on commit drop`,
    ),
  );
  const pool = startNotesPool();
  try {
    await copyRows(
      ctx.tx,
      STAGED,
      columns.map(([name]) => name),
      async (_add, write) => {
        const rows = rowsWithNotes(pool, NOTES, write);
        await readEntries(ctx, (row) => rows.add(row));
        await rows.flush();
      },
    );
  } finally {
    await pool.close();
  }
  const names = sql.raw(ENTRY_COLUMNS.map(([name]) => `"${name}"`).join(', '));
  await bulkLoad(
    clientOf(ctx.tx),
    'time_entries',
    () => ctx.tx.execute(sql`insert into ${timeEntries} (${names}) select ${names} from ${sql.raw(STAGED)}`),
    { keys: true },
  );
  await bulkLoad(
    clientOf(ctx.tx),
    'hgn_origins',
    () =>
      ctx.tx.execute(sql`
        insert into ${hgnOrigins} (collection, original_id, local_id, digest, imported_at)
        select ${COLLECTION}, original_id, id, digest, ${ctx.now.toISOString()}::timestamptz from ${sql.raw(STAGED)}`),
    { keys: true },
  );
  await ctx.tx.execute(sql.raw(`drop table ${STAGED}`));
}

/**
 * Reads every entry of the dump, repaired, and hands each row to `add`, with its ObjectId and digest;
 * its notes are as read, to be stored by the notes pool.
 */
async function readEntries(ctx: ImportContext, add: (row: CopyValue[]) => Promise<void>) {
  const counts = ctx.report.countsOf(COLLECTION);
  const repaired = (what: string) => ctx.report.repair(COLLECTION, what);
  const skip = (reason: string) => ctx.report.skip(COLLECTION, reason);

  /** The project of a task or WBS the dump holds, imported or not. */
  const projectOfWbs = (wbsOriginal: string | undefined) => ctx.originals.projectOfWbs.get(wbsOriginal ?? '');
  const projectOfTask = (taskOriginal: string) => projectOfWbs(ctx.originals.wbsOfTask.get(taskOriginal));

  /**
   * Where the entry's time was logged: the task it names (in `taskId` or, in old rows, in
   * `projectId`), else the WBS, else the project; each task or WBS names its project.
   */
  const placeOf = (document: Document) => {
    let taskOriginal = idOf(document.taskId);
    let projectOriginal = idOf(document.projectId);
    if (
      taskOriginal === undefined &&
      projectOriginal !== undefined &&
      !ctx.ids.projects.has(projectOriginal) &&
      ctx.originals.wbsOfTask.has(projectOriginal)
    ) {
      repaired('a task id where the project belongs, replaced by the task and its project');
      taskOriginal = projectOriginal;
      projectOriginal = undefined;
    }
    const wbsOriginal =
      taskOriginal !== undefined ? ctx.originals.wbsOfTask.get(taskOriginal) : idOf(document.wbsId);
    const task = ctx.ids.tasks.get(taskOriginal ?? '');
    const wbs = ctx.ids.wbs.get(wbsOriginal ?? '');
    projectOriginal =
      (taskOriginal !== undefined ? projectOfTask(taskOriginal) : undefined) ??
      (wbsOriginal !== undefined ? projectOfWbs(wbsOriginal) : undefined) ??
      projectOriginal;
    return { projectOriginal, wbsId: wbs?.id ?? null, taskId: task?.id ?? null };
  };

  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    // Rows older than the entry types have none: they are a person's own time (Q5).
    const rawType: unknown = document.entryType ?? 'default';
    const entryType = ENTRY_TYPES.find((type) => type === rawType);
    if (!entryType) return skip('an entry type this product does not have');
    const personId = ctx.ids.users.get(idOf(document.personId) ?? '');
    if (!personId && entryType !== 'team' && entryType !== 'project')
      return skip('its person is not in userProfiles');
    const teamId = ctx.ids.teams.get(idOf(document.teamId) ?? '');
    if (!teamId && entryType === 'team') return skip('its team is not in teams');
    const seconds = numberOf(document.totalSeconds, repaired);
    if (seconds === undefined || seconds < 0 || seconds > MAX_SECONDS)
      return skip('its totalSeconds is not a number of seconds');
    const dateOfWork = dayOf(document.dateOfWork, repaired);
    if (!dateOfWork) return skip('its dateOfWork is not a date');
    const { projectOriginal, wbsId, taskId } = placeOf(document);
    const project = ctx.ids.projects.get(projectOriginal ?? '');
    if (!project && entryType === 'project') return skip('its project is not in projects');
    if (!project && projectOriginal !== undefined)
      repaired('a project that is not in projects: kept without a project');
    const isActive = project?.isActive ?? true;
    if (isActive !== booleanOf(document.isActive, true))
      repaired('active or not unlike its project: made like its project');
    const createdAt = instantOf(document.createdDateTime, repaired) ?? idTime(originalId);
    await add([
      localIdOf(COLLECTION, originalId),
      entryType,
      personId ?? null,
      project?.id ?? null,
      wbsId,
      taskId,
      teamId ?? null,
      dateOfWork,
      Math.round(seconds),
      textOf(document.notes),
      booleanOf(document.isTangible, false),
      isActive,
      createdAt,
      instantOf(document.lastModifiedDateTime, repaired) ?? createdAt,
      originalId,
      digestOf(document),
    ]);
    counts.imported += 1;
  });
}
