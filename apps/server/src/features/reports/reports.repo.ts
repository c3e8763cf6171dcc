// Reads of the reports: hours summed from `time_entries` over a period of Pacific days, joined with
// the people, projects, teams, tasks and WBS they name. Every entry counts, an archived project's
// too, as the profile counts them; the "lost time" an administrator logs for a project or team
// without a person is left out, since no line of a person, member or task is its own.
// Those records belong to other features: this repo only reads their tables.
import type { ReportPeriod } from '@hgn/domain/reports';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { projectMembers, projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

/** Seconds of a group of entries: tangible ones, then all of them (0 for a member who logged none). */
const seconds = {
  tangibleSeconds:
    sql<number>`coalesce(sum(${timeEntries.totalSeconds}) filter (where ${timeEntries.isTangible}), 0)`.mapWith(
      Number,
    ),
  totalSeconds: sql<number>`coalesce(sum(${timeEntries.totalSeconds}), 0)`.mapWith(Number),
};
const mostSecondsFirst = sql`${seconds.totalSeconds} desc`;

const workedIn = ({ fromDate, toDate }: ReportPeriod) =>
  sql`${timeEntries.dateOfWork} between ${fromDate} and ${toDate}`;

/** The Sunday of an entry's Pacific week (its day of work is already a Pacific day). */
const weekStartOf = sql<string>`(${timeEntries.dateOfWork} - extract(dow from ${timeEntries.dateOfWork})::int)::text`;

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
};
const projectColumns = {
  id: projects.id,
  name: projects.name,
  category: projects.category,
  isActive: projects.isActive,
};
const teamColumns = { id: teams.id, name: teams.name, isActive: teams.isActive };

export function createReportsRepo(db: DbOrTransaction) {
  return {
    listPeople: () =>
      db.select(personColumns).from(users).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    listProjects: () =>
      db.select(projectColumns).from(projects).orderBy(asc(projects.name), asc(projects.id)),
    listTeams: () => db.select(teamColumns).from(teams).orderBy(asc(teams.name), asc(teams.id)),

    findPerson: async (userId: string) =>
      (await db.select(personColumns).from(users).where(eq(users.id, userId)))[0],
    findProject: async (projectId: string) =>
      (await db.select(projectColumns).from(projects).where(eq(projects.id, projectId)))[0],
    findTeam: async (teamId: string) =>
      (await db.select(teamColumns).from(teams).where(eq(teams.id, teamId)))[0],

    /** The members of a project, or undefined when there is no such project. */
    projectMemberIds: async (projectId: string) => {
      const rows = await db
        .select({ userId: projectMembers.userId })
        .from(projects)
        .leftJoin(projectMembers, eq(projectMembers.projectId, projects.id))
        .where(eq(projects.id, projectId));
      return rows.length === 0 ? undefined : rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },
    /** The members of a team, or undefined when there is no such team. */
    teamMemberIds: async (teamId: string) => {
      const rows = await db
        .select({ userId: teamMembers.userId })
        .from(teams)
        .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(eq(teams.id, teamId));
      return rows.length === 0 ? undefined : rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** A person's seconds by project (null: none), most first. */
    personSecondsByProject: (personId: string, period: ReportPeriod) =>
      db
        .select({ projectId: timeEntries.projectId, projectName: projects.name, ...seconds })
        .from(timeEntries)
        .leftJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(and(eq(timeEntries.personId, personId), workedIn(period)))
        .groupBy(timeEntries.projectId, projects.name)
        .orderBy(mostSecondsFirst, asc(projects.name)),

    /** A person's seconds by the Sunday of each Pacific week with time logged. */
    personSecondsByWeek: (personId: string, period: ReportPeriod) =>
      db
        .select({ weekStart: weekStartOf, ...seconds })
        .from(timeEntries)
        .where(and(eq(timeEntries.personId, personId), workedIn(period)))
        .groupBy(weekStartOf),

    /** A project's seconds by the person who logged them, most first. */
    projectSecondsByPerson: (projectId: string, period: ReportPeriod) =>
      db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, ...seconds })
        .from(timeEntries)
        .innerJoin(users, eq(users.id, timeEntries.personId))
        .where(and(eq(timeEntries.projectId, projectId), workedIn(period)))
        .groupBy(users.id)
        .orderBy(mostSecondsFirst, asc(users.firstName), asc(users.lastName)),

    /** A project's seconds by task (null: logged on the project without one) and its WBS, most first. */
    projectSecondsByTask: (projectId: string, period: ReportPeriod) =>
      db
        .select({ taskId: timeEntries.taskId, taskName: tasks.name, wbsName: wbs.name, ...seconds })
        .from(timeEntries)
        .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
        .leftJoin(wbs, eq(wbs.id, timeEntries.wbsId))
        .where(and(eq(timeEntries.projectId, projectId), isNotNull(timeEntries.personId), workedIn(period)))
        .groupBy(timeEntries.taskId, tasks.name, wbs.name)
        .orderBy(mostSecondsFirst, asc(wbs.name), asc(tasks.name)),

    /** Every member of a team with their seconds, none logged included, most first. */
    teamSecondsByMember: (teamId: string, period: ReportPeriod) =>
      db
        .select({ ...personColumns, ...seconds })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .leftJoin(timeEntries, and(eq(timeEntries.personId, teamMembers.userId), workedIn(period)))
        .where(eq(teamMembers.teamId, teamId))
        .groupBy(users.id)
        .orderBy(mostSecondsFirst, asc(users.firstName), asc(users.lastName)),
  };
}
