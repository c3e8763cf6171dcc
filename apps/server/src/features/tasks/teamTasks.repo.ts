// Reads of the Team Member Tasks dashboard. People, teams and roles belong to other features: this repo
// only reads their tables.
import type { TaskNotificationJson } from '@hgn/domain/taskNotifications';
import type { TeamTaskJson } from '@hgn/domain/teamTasks';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { inOneSnapshot } from '../../platform/db/snapshot.js';
import { rawJsonList, withMembers, type RawJson } from '../../platform/http/raw-json.js';
import { roles } from '../permissions/permissions.table.js';
import { projects } from '../projects/projects.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { keptTaskJsonOf } from './tasks.json.kept.js';
import { personTasksOrderSql } from './tasks.json.sql.js';
import { onLiveWork } from './tasks.repo.js';
import { taskResources, tasks } from './tasks.table.js';

/**
 * The people a user's team tasks show (server-rules 5, the leaderboard's rule): the user, and every
 * member of each team in which the user's own membership is visible.
 */
const sharesVisibleTeamWith = (viewedId: string): SQL => sql`(${users.id} = ${viewedId} or exists (
  select 1 from ${teamMembers} theirs
  join ${teamMembers} mine on mine.team_id = theirs.team_id
  where theirs.user_id = ${users.id} and mine.user_id = ${viewedId} and mine.visible))`;

export function createTeamTasksRepo(db: Db) {
  const kept = keptTaskJsonOf(db);

  return {
    /** A user with what decides their permissions, or undefined when there is none. */
    findViewed: async (userId: string) =>
      (
        await db
          .select({
            id: users.id,
            rolePermissions: roles.permissions,
            frontPermissions: users.frontPermissions,
            removedDefaultPermissions: users.removedDefaultPermissions,
          })
          .from(users)
          .leftJoin(roles, eq(roles.name, users.role))
          .where(eq(users.id, userId))
      )[0],

    /**
     * One page of the active people shown (everyone active when `everyone`), by name; the whole list
     * when `page` is undefined.
     */
    listMembers: (viewedId: string, everyone: boolean, page?: { limit: number; offset: number }) => {
      const query = db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          weeklyCommittedHours: users.weeklyCommittedHours,
          weeklySummaryOption: users.weeklySummaryOption,
          teamCode: users.teamCode,
          adminLinks: users.adminLinks,
        })
        .from(users)
        .where(and(eq(users.isActive, true), everyone ? undefined : sharesVisibleTeamWith(viewedId)))
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    /** Which of these ids the viewer's team tasks show, for reads of their time entries. */
    visibleAmong: async (viewerId: string, userIds: readonly string[]) =>
      userIds.length === 0
        ? []
        : db
            .select({ id: users.id })
            .from(users)
            .where(
              and(inArray(users.id, [...userIds]), eq(users.isActive, true), sharesVisibleTeamWith(viewerId)),
            ),

    /** The active teams of these people, by team name. */
    listTeamsOf: (userIds: readonly string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ userId: teamMembers.userId, teamId: teams.id, teamName: teams.name })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(and(inArray(teamMembers.userId, [...userIds]), eq(teams.isActive, true)))
            .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),

    /** The tasks these people are on, active or not: whose notices the team tasks may show. */
    taskIdsOf: async (userIds: readonly string[]) =>
      userIds.length === 0
        ? []
        : (
            await db
              .selectDistinct({ taskId: taskResources.taskId })
              .from(taskResources)
              .where(inArray(taskResources.userId, [...userIds]))
          ).map((row) => row.taskId),

    /**
     * Each person's tasks as one JSON list: the active tasks of active WBS and projects they work on,
     * completed or not (the table counts the ones a person completed), by project name, then outline
     * number; each with its project and the notices given for it. A person without such tasks has no
     * entry. `taskIds` are the tasks they are on (`taskIdsOf`): PostgreSQL reads them by key instead of
     * scanning every task. The tasks' JSON comes from the kept JSON where it is current.
     */
    tasksJsonOf: (
      userIds: readonly string[],
      taskIds: readonly string[],
      notices: ReadonlyMap<string, readonly TaskNotificationJson[]>,
    ): Promise<Map<string, RawJson<TeamTaskJson[]>>> =>
      userIds.length === 0 || taskIds.length === 0
        ? Promise.resolve(new Map())
        : inOneSnapshot(db, async (snapshot) => {
            const rows = await snapshot
              .select({
                memberId: taskResources.userId,
                id: tasks.id,
                stamp: tasks.jsonStamp,
                projectId: projects.id,
              })
              .from(taskResources)
              .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
              .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
              .innerJoin(projects, eq(projects.id, wbs.projectId))
              .where(
                and(inArray(taskResources.userId, [...userIds]), isAnyOfIds(tasks.id, taskIds), onLiveWork()),
              )
              .orderBy(taskResources.userId, personTasksOrderSql(tasks, projects));
            const json = await kept.jsonOf(snapshot, rows);
            const listOf = new Map<string, RawJson<TeamTaskJson>[]>();
            rows.forEach((row, i) => {
              const members = `"projectId":${JSON.stringify(row.projectId)},"taskNotifications":${JSON.stringify(notices.get(row.id) ?? [])}`;
              const list = listOf.get(row.memberId) ?? [];
              list.push(withMembers(json[i]!, members));
              listOf.set(row.memberId, list);
            });
            return new Map([...listOf].map(([memberId, list]) => [memberId, rawJsonList(list)]));
          }),
  };
}

export type TeamTasksRepo = ReturnType<typeof createTeamTasksRepo>;
export type TeamMemberRow = Awaited<ReturnType<TeamTasksRepo['listMembers']>>[number];
