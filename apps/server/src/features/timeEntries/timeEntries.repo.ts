import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { timeEntries } from './timeEntries.table.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';

/** The active entries of these people worked from `fromDate` to `toDate`. */
const activeOfPeopleBetween = (personIds: readonly string[], fromDate: string, toDate: string) =>
  and(
    isAnyOfIds(timeEntries.personId, personIds),
    gte(timeEntries.dateOfWork, fromDate),
    lte(timeEntries.dateOfWork, toDate),
    eq(timeEntries.isActive, true),
  );

export function createTimeEntriesRepo() {
  return {
    hasEntriesOfProject: async (tx: DbOrTransaction, projectId: string) =>
      (
        await tx
          .select({ id: timeEntries.id })
          .from(timeEntries)
          .where(eq(timeEntries.projectId, projectId))
          .limit(1)
      ).length > 0,

    // An entry's modified time is when its person last changed it; archiving does not count.
    setActiveOfProject: (tx: DbOrTransaction, projectId: string, isActive: boolean) =>
      tx
        .update(timeEntries)
        .set({ isActive })
        .where(and(eq(timeEntries.projectId, projectId), ne(timeEntries.isActive, isActive))),

    /** Each person's seconds of active entries worked from `fromDate` to `toDate`: tangible ones, then all. */
    sumSecondsOf: (tx: DbOrTransaction, personIds: readonly string[], fromDate: string, toDate: string) =>
      personIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              personId: sql<string>`${timeEntries.personId}`,
              tangibleSeconds:
                sql<number>`coalesce(sum(${timeEntries.totalSeconds}) filter (where ${timeEntries.isTangible}), 0)`.mapWith(
                  Number,
                ),
              totalSeconds: sql<number>`coalesce(sum(${timeEntries.totalSeconds}), 0)`.mapWith(Number),
            })
            .from(timeEntries)
            .where(activeOfPeopleBetween(personIds, fromDate, toDate))
            .groupBy(timeEntries.personId),

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
