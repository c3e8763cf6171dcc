// The reads of time entries the reports and the original client's report pages make: a project's
// entries, several people's over a period, the lost time of people, projects and teams, and every
// entry a page at a time.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { jsonListSql } from '../../platform/db/json-sql.js';
import { projects } from '../projects/projects.table.js';
import { teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { selectJson, timeEntryJsonOf } from './timeEntries.json.sql.js';
import { timeEntries } from './timeEntries.table.js';

type Period = { fromDate: string; toDate: string };

const workedIn = ({ fromDate, toDate }: Period): SQL =>
  and(gte(timeEntries.dateOfWork, fromDate), lte(timeEntries.dateOfWork, toDate))!;

/** The original's lost time lists are of active entries, last changed first. */
const lostOf = (kind: 'person' | 'project' | 'team', period: Period, ofIds: SQL) =>
  and(eq(timeEntries.entryType, kind), ofIds, workedIn(period), eq(timeEntries.isActive, true));
const lastChangedFirst = [desc(timeEntries.updatedAt), desc(timeEntries.id)] as const;

const lostFields = {
  id: timeEntries.id,
  notes: timeEntries.notes,
  isTangible: timeEntries.isTangible,
  dateOfWork: timeEntries.dateOfWork,
  entryType: timeEntries.entryType,
  totalSeconds: timeEntries.totalSeconds,
};

export function createTimeEntryReportsRepo(db: DbOrTransaction) {
  return {
    projectExists: async (projectId: string) =>
      (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))).length > 0,

    /** A project's active entries of the period, every kind, latest day first, as one JSON text of cards. */
    projectEntriesJson: async (projectId: string, period: Period) => {
      const order = sql`${timeEntries.dateOfWork} desc, ${timeEntries.updatedAt} desc, ${timeEntries.id}`;
      const [row] = await selectJson(db, jsonListSql(timeEntryJsonOf(), order)).where(
        and(eq(timeEntries.projectId, projectId), workedIn(period), eq(timeEntries.isActive, true)),
      );
      return row!.json;
    },

    /** Every entry of these people over the period with its project's name, latest day first. */
    peopleEntries: (personIds: readonly string[], period: Period) =>
      db
        .select({
          id: timeEntries.id,
          isTangible: timeEntries.isTangible,
          // Never null here: the entries are chosen by their person.
          personId: sql<string>`${timeEntries.personId}`,
          dateOfWork: timeEntries.dateOfWork,
          totalSeconds: timeEntries.totalSeconds,
          projectId: timeEntries.projectId,
          projectName: projects.name,
        })
        .from(timeEntries)
        .leftJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(and(isAnyOfIds(timeEntries.personId, personIds), workedIn(period)))
        .orderBy(desc(timeEntries.dateOfWork), asc(timeEntries.id)),

    /** The seconds each of these people logged over the period, in their own entries and lost time given them. */
    secondsOfPeople: (personIds: readonly string[], period: Period) =>
      db
        .select({
          personId: sql<string>`${timeEntries.personId}`,
          seconds: sql<number>`sum(${timeEntries.totalSeconds})::float8`,
        })
        .from(timeEntries)
        .where(
          and(
            isAnyOfIds(timeEntries.personId, personIds),
            inArray(timeEntries.entryType, ['default', 'person']),
            workedIn(period),
          ),
        )
        .groupBy(timeEntries.personId),

    lostOfPeople: (personIds: readonly string[], period: Period) =>
      db
        .select({ ...lostFields, personId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(timeEntries)
        .innerJoin(users, eq(users.id, timeEntries.personId))
        .where(lostOf('person', period, isAnyOfIds(timeEntries.personId, personIds)))
        .orderBy(...lastChangedFirst),

    lostOfProjects: (projectIds: readonly string[], period: Period) =>
      db
        .select({ ...lostFields, projectId: projects.id, projectName: projects.name })
        .from(timeEntries)
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(lostOf('project', period, isAnyOfIds(timeEntries.projectId, projectIds)))
        .orderBy(...lastChangedFirst),

    lostOfTeams: (teamIds: readonly string[], period: Period) =>
      db
        .select({ ...lostFields, teamId: teams.id, teamName: teams.name })
        .from(timeEntries)
        .innerJoin(teams, eq(teams.id, timeEntries.teamId))
        .where(lostOf('team', period, isAnyOfIds(timeEntries.teamId, teamIds)))
        .orderBy(...lastChangedFirst),

    /** One page of every entry as stored, last changed first. */
    page: (page: number, pageSize: number) =>
      db
        .select()
        .from(timeEntries)
        .orderBy(...lastChangedFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
  };
}

type TimeEntryReportsRepo = ReturnType<typeof createTimeEntryReportsRepo>;
type Rows<Read extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<Read>>[number];
export type PeopleEntryRow = Rows<TimeEntryReportsRepo['peopleEntries']>;
export type LostOfPersonRow = Rows<TimeEntryReportsRepo['lostOfPeople']>;
export type LostOfProjectRow = Rows<TimeEntryReportsRepo['lostOfProjects']>;
export type LostOfTeamRow = Rows<TimeEntryReportsRepo['lostOfTeams']>;
