import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TimeEntryJson } from '@hgn/domain/timeEntries';
import type { Db, DbOrTransaction } from '../../db.js';
import { jsonListSql } from '../../platform/db/json-sql.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { timeEntryJsonSql, timeLogOrderSql } from './timeEntries.json.sql.js';
import { timeEntries, type TimeEntryRow } from './timeEntries.table.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';

/** The active entries of these people worked from `fromDate` to `toDate`. */
const activeOfPeopleBetween = (personIds: readonly string[], fromDate: string, toDate: string) =>
  and(
    isAnyOfIds(timeEntries.personId, personIds),
    gte(timeEntries.dateOfWork, fromDate),
    lte(timeEntries.dateOfWork, toDate),
    eq(timeEntries.isActive, true),
  );

/** The stored fields of an entry as written; `id`, the times and `isActive` are the table's. */
export type TimeEntryValues = Pick<
  TimeEntryRow,
  | 'entryType'
  | 'personId'
  | 'projectId'
  | 'wbsId'
  | 'taskId'
  | 'teamId'
  | 'dateOfWork'
  | 'totalSeconds'
  | 'notes'
  | 'isTangible'
>;

/** Whether any entry meets the condition. */
const anyEntryWhere = async (tx: DbOrTransaction, where: SQL | undefined): Promise<boolean> =>
  (await tx.select({ id: timeEntries.id }).from(timeEntries).where(where).limit(1)).length > 0;

export function createTimeEntriesRepo() {
  /** JSON of entries with their project, WBS and task names, joined in the one query (`timeEntryJsonSql`). */
  const selectJson = <R extends DbOrTransaction>(reader: R, json: SQL) =>
    reader
      .select({ json: json.mapWith(String) })
      .from(timeEntries)
      .leftJoin(projects, eq(projects.id, timeEntries.projectId))
      .leftJoin(wbs, eq(wbs.id, timeEntries.wbsId))
      .leftJoin(tasks, eq(tasks.id, timeEntries.taskId));

  return {
    /**
     * A person's own and person entries worked from `fromDate` to `toDate`, those of archived projects
     * too, last changed first, as one JSON text; no row when there is no such person. Prepared once, as
     * the time log's weeks are the area's most frequent read: run it with `{ personId, fromDate, toDate }`.
     */
    prepareListOfPersonJson: (db: Db) => {
      const entries = selectJson(db, jsonListSql(timeEntryJsonSql, timeLogOrderSql)).where(
        and(
          eq(timeEntries.personId, users.id),
          gte(timeEntries.dateOfWork, sql.placeholder('fromDate')),
          lte(timeEntries.dateOfWork, sql.placeholder('toDate')),
          inArray(timeEntries.entryType, ['default', 'person']),
        ),
      );
      return db
        .select({ json: sql`(${entries})`.mapWith(String) })
        .from(users)
        .where(eq(users.id, sql.placeholder('personId')))
        .prepare('time_entries_of_person');
    },

    /** One entry's card (`TimeEntryJson`). */
    findJson: async (reader: DbOrTransaction, id: string): Promise<TimeEntryJson | undefined> => {
      const [row] = await selectJson(reader, sql`${timeEntryJsonSql}::text`).where(eq(timeEntries.id, id));
      return row && (JSON.parse(row.json) as TimeEntryJson);
    },

    /** The entry, locked until the caller's transaction ends: edits and deletes of it wait in turn. */
    lock: async (tx: DbOrTransaction, id: string) =>
      (await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for('update'))[0],

    insert: async (tx: DbOrTransaction, values: TimeEntryValues & { isActive: boolean }, now: Date) =>
      (
        await tx
          .insert(timeEntries)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning()
      )[0]!,

    update: async (
      tx: DbOrTransaction,
      id: string,
      values: TimeEntryValues & { isActive: boolean },
      now: Date,
    ) =>
      (
        await tx
          .update(timeEntries)
          .set({ ...values, updatedAt: now })
          .where(eq(timeEntries.id, id))
          .returning()
      )[0]!,

    delete: (tx: DbOrTransaction, id: string) => tx.delete(timeEntries).where(eq(timeEntries.id, id)),

    /** The seconds of tangible time logged on a task, whatever the entry's kind or state. */
    tangibleSecondsOfTask: async (tx: DbOrTransaction, taskId: string): Promise<number> =>
      (
        await tx
          .select({ seconds: sql<number>`coalesce(sum(${timeEntries.totalSeconds}), 0)`.mapWith(Number) })
          .from(timeEntries)
          .where(and(eq(timeEntries.taskId, taskId), eq(timeEntries.isTangible, true)))
      )[0]!.seconds,

    /** Whether time is logged on any of the tasks: a task with logged time is not deleted. */
    hasEntriesOfTasks: async (tx: DbOrTransaction, taskIds: readonly string[]) =>
      taskIds.length > 0 && anyEntryWhere(tx, isAnyOfIds(timeEntries.taskId, taskIds)),

    /** Whether time is logged on the WBS or on any task of it: a WBS with logged time is not deleted. */
    hasEntriesOfWbs: (tx: DbOrTransaction, wbsId: string) =>
      anyEntryWhere(
        tx,
        or(
          eq(timeEntries.wbsId, wbsId),
          inArray(timeEntries.taskId, tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.wbsId, wbsId))),
        ),
      ),

    hasEntriesOfProject: (tx: DbOrTransaction, projectId: string) =>
      anyEntryWhere(tx, eq(timeEntries.projectId, projectId)),

    // An entry's modified time is when its person last changed it; archiving does not count.
    setActiveOfProject: (tx: DbOrTransaction, projectId: string, isActive: boolean) =>
      tx
        .update(timeEntries)
        .set({ isActive })
        .where(and(eq(timeEntries.projectId, projectId), ne(timeEntries.isActive, isActive))),

    /** The active entries of these people from `fromDate` to `toDate`, newest day first, with what they were for. */
    listOfPeople: (tx: DbOrTransaction, personIds: readonly string[], fromDate: string, toDate: string) =>
      tx
        .select({
          id: timeEntries.id,
          notes: timeEntries.notes,
          isTangible: timeEntries.isTangible,
          personId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          dateOfWork: timeEntries.dateOfWork,
          totalSeconds: timeEntries.totalSeconds,
          projectId: timeEntries.projectId,
          projectName: projects.name,
          projectCategory: projects.category,
          taskId: timeEntries.taskId,
          taskName: tasks.name,
          taskClassification: tasks.classification,
          wbsId: timeEntries.wbsId,
          wbsName: wbs.name,
        })
        .from(timeEntries)
        .innerJoin(users, eq(users.id, timeEntries.personId))
        .leftJoin(projects, eq(projects.id, timeEntries.projectId))
        .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
        .leftJoin(wbs, eq(wbs.id, timeEntries.wbsId))
        .where(activeOfPeopleBetween(personIds, fromDate, toDate))
        .orderBy(desc(timeEntries.dateOfWork), desc(timeEntries.createdAt), asc(timeEntries.id)),
  };
}

export type UsersTimeEntryRow = Awaited<
  ReturnType<ReturnType<typeof createTimeEntriesRepo>['listOfPeople']>
>[number];
