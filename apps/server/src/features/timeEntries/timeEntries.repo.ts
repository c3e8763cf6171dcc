import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TimeEntrySavedJson } from '@hgn/domain/timeEntries';
import type { DbOrTransaction } from '../../db.js';
import { jsonListSql } from '../../platform/db/json-sql.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import {
  savedTimeEntryJsonOf,
  selectJson,
  timeEntryJsonOf,
  timeLogOrderSql,
} from './timeEntries.json.sql.js';
import { keptAnswerPart, type RequestKey } from './timeEntryRequestKeys.js';
import { timeEntries, type TimeEntryRow } from './timeEntries.table.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { preparedStatement } from '../../platform/db/prepared.js';

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

/**
 * A person's own and person entries worked from `fromDate` to `toDate`, those of archived projects
 * too, last changed first, as one JSON text; no row when there is no such person.
 */
const listOfPersonJson = preparedStatement('time_entries_of_person', (reader: DbOrTransaction) => {
  const entries = selectJson(reader, jsonListSql(timeEntryJsonOf(), timeLogOrderSql)).where(
    and(
      eq(timeEntries.personId, users.id),
      gte(timeEntries.dateOfWork, sql.placeholder('fromDate')),
      lte(timeEntries.dateOfWork, sql.placeholder('toDate')),
      inArray(timeEntries.entryType, ['default', 'person']),
    ),
  );
  return reader
    .select({ json: sql`(${entries})`.mapWith(String) })
    .from(users)
    .where(eq(users.id, sql.placeholder('personId')));
});

/** The seconds of tangible time logged on the task `taskId`, whatever the entries' kind or state. */
const tangibleSecondsSql = (taskId: SQLWrapper) =>
  sql<number>`(select coalesce(sum(${timeEntries.totalSeconds}), 0) from ${timeEntries}
    where ${timeEntries.taskId} = ${taskId} and ${timeEntries.isTangible})`.mapWith(Number);

/**
 * A new entry, answered with its id, the answer to saving it (`savedTimeEntryJsonOf`, for the value
 * `message`) and, for the task it names, the tangible seconds logged on it with this entry's: the
 * statement does not see its own row in the table, so that is added. With `keeping`, the answer is
 * kept with the request's key in the same statement (`keptAnswerPart`).
 */
function insertQuery(tx: DbOrTransaction, keeping: boolean) {
  const inserted = tx.$with('inserted').as(
    tx
      .insert(timeEntries)
      .values({
        personId: sql.placeholder('personId'),
        entryType: sql.placeholder('entryType'),
        dateOfWork: sql.placeholder('dateOfWork'),
        totalSeconds: sql.placeholder('totalSeconds'),
        notes: sql.placeholder('notes'),
        isTangible: sql.placeholder('isTangible'),
        projectId: sql.placeholder('projectId'),
        wbsId: sql.placeholder('wbsId'),
        taskId: sql.placeholder('taskId'),
        teamId: sql.placeholder('teamId'),
        isActive: sql.placeholder('isActive'),
        createdAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .returning(),
  );
  const answered = tx.$with('answered').as(
    tx
      .select({
        id: inserted.id,
        taskSeconds: sql<number>`${tangibleSecondsSql(inserted.taskId)}
          + case when ${inserted.isTangible} then ${inserted.totalSeconds} else 0 end`.as('task_seconds'),
        answer: sql<string>`${savedTimeEntryJsonOf(inserted)}`.as('answer'),
      })
      .from(inserted)
      .leftJoin(projects, eq(projects.id, inserted.projectId))
      .leftJoin(wbs, eq(wbs.id, inserted.wbsId))
      .leftJoin(tasks, eq(tasks.id, inserted.taskId)),
  );
  return tx
    .with(
      inserted,
      answered,
      ...(keeping ? [keptAnswerPart(tx, sql`select ${answered.answer} from ${answered}`)] : []),
    )
    .select({ id: answered.id, taskSeconds: answered.taskSeconds, answer: answered.answer })
    .from(answered);
}

const insertEntry = preparedStatement('time_entry_insert', (tx: DbOrTransaction) => insertQuery(tx, false));
const insertEntryKeeping = preparedStatement('time_entry_insert_keeping', (tx: DbOrTransaction) =>
  insertQuery(tx, true),
);

const tangibleSecondsOfTask = preparedStatement('time_entry_task_seconds', (tx: DbOrTransaction) =>
  tx.select({ seconds: tangibleSecondsSql(sql.placeholder('taskId')) }).from(sql`(select 1) as one`),
);

export function createTimeEntriesRepo(db: DbOrTransaction) {
  return {
    /**
     * A person's own and person entries worked from `fromDate` to `toDate` (the time log's weeks, the
     * area's most frequent read) as one JSON text; undefined when there is no such person.
     */
    listOfPersonJson: async (query: {
      personId: string;
      fromDate: string;
      toDate: string;
    }): Promise<string | undefined> => (await listOfPersonJson(db, query))[0]?.json,

    /** The entry, locked until the caller's transaction ends: edits and deletes of it wait in turn. */
    lock: async (id: string) =>
      (await db.select().from(timeEntries).where(eq(timeEntries.id, id)).for('update'))[0],

    /**
     * A new entry: its id, the answer to saving it (the message and the entry's card, kept with the
     * request's key when there is one) and the tangible seconds now logged on its task (counted in the
     * same statement, under the task tree's lock the caller holds).
     */
    async insert(
      values: TimeEntryValues & { isActive: boolean },
      now: Date,
      answering: { message: string; key?: RequestKey },
    ) {
      const { message, key } = answering;
      const [row] = await (key ? insertEntryKeeping : insertEntry)(db, {
        ...values,
        now,
        message,
        ...(key && { callerId: key.callerId, key: key.key }),
      });
      return {
        id: row!.id,
        taskSeconds: Number(row!.taskSeconds),
        answer: JSON.parse(row!.answer) as TimeEntrySavedJson,
      };
    },

    /** Entries written as they are, with the times they were logged at, in one statement. */
    insertMany: (rows: readonly (TimeEntryValues & { isActive: boolean; loggedAt: Date })[]) =>
      db
        .insert(timeEntries)
        .values(
          rows.map(({ loggedAt, ...values }) => ({ ...values, createdAt: loggedAt, updatedAt: loggedAt })),
        ),

    update: async (id: string, values: TimeEntryValues & { isActive: boolean }, now: Date) =>
      (
        await db
          .update(timeEntries)
          .set({ ...values, updatedAt: now })
          .where(eq(timeEntries.id, id))
          .returning()
      )[0]!,

    delete: (id: string) => db.delete(timeEntries).where(eq(timeEntries.id, id)),

    /** The seconds of tangible time logged on a task, whatever the entry's kind or state. */
    tangibleSecondsOfTask: async (taskId: string): Promise<number> =>
      (await tangibleSecondsOfTask(db, { taskId }))[0]!.seconds,

    /** Whether time is logged on any of the tasks: a task with logged time is not deleted. */
    hasEntriesOfTasks: async (taskIds: readonly string[]) =>
      taskIds.length > 0 && anyEntryWhere(db, isAnyOfIds(timeEntries.taskId, taskIds)),

    /** Whether time is logged on the WBS or on any task of it: a WBS with logged time is not deleted. */
    hasEntriesOfWbs: (wbsId: string) =>
      anyEntryWhere(
        db,
        or(
          eq(timeEntries.wbsId, wbsId),
          inArray(timeEntries.taskId, db.select({ id: tasks.id }).from(tasks).where(eq(tasks.wbsId, wbsId))),
        ),
      ),

    hasEntriesOfProject: (projectId: string) => anyEntryWhere(db, eq(timeEntries.projectId, projectId)),

    // An entry's modified time is when its person last changed it; archiving does not count.
    setActiveOfProject: (projectId: string, isActive: boolean) =>
      db
        .update(timeEntries)
        .set({ isActive })
        .where(and(eq(timeEntries.projectId, projectId), ne(timeEntries.isActive, isActive))),

    /** The active entries of these people from `fromDate` to `toDate`, newest day first, with what they were for. */
    listOfPeople: (personIds: readonly string[], fromDate: string, toDate: string) =>
      db
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
