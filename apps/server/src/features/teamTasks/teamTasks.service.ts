import { isUuid } from '@hgn/domain/ids';
import { effectivePermissions } from '@hgn/domain/permissions';
import {
  teamTasksFiltersOf,
  teamTasksMessages,
  type TeamFollowUpsDueJson,
  type TeamMemberTasksJson,
  type TeamTasksPageJson,
  type TeamTasksPageQuery,
  type TeamTasksQuery,
} from '@hgn/domain/teamTasks';
import { weekRange } from '@hgn/domain/time';
import type { TeamRefJson } from '@hgn/domain/users';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, rawJsonList, rawJsonObject, type RawJson } from '../../platform/http/raw-json.js';
import type { TaskNotificationsService } from '../taskNotifications/taskNotifications.service.js';
import type { TasksService } from '../tasks/tasks.service.js';
import type { TimeEntriesService } from '../timeEntries/timeEntries.service.js';
import type { TimeOffService } from '../timeOff/timeOff.service.js';
import { presentMemberTasks, presentTeamMember } from './teamTasks.present.js';
import { createTeamTasksRepo, type TeamMemberRow } from './teamTasks.repo.js';

const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: teamTasksMessages.userNotFound });

/** What the table shows of other features: the tasks, their notices, this week's hours and time off. */
export type TeamTasksSources = {
  tasks: Pick<TasksService, 'liveTasksOf'>;
  taskNotifications: Pick<TaskNotificationsService, 'listOfTasksOf'>;
  timeEntries: Pick<TimeEntriesService, 'hoursOfWeek'>;
  timeOff: Pick<TimeOffService, 'findCurrentOrNextTimeOffOf'>;
};

export type ViewedDashboard = { id: string; isActive: boolean; everyone: boolean };

export function createTeamTasksService({ db, clock }: FeatureDeps, sources: TeamTasksSources) {
  const repo = createTeamTasksRepo(db);

  /**
   * The user whose dashboard is viewed: whether they are active, and whether their dashboard shows
   * everyone active (their permissions include seeUsersInDashboard) or the people of their visible
   * teams; undefined when there is no such user.
   */
  async function viewedDashboard(userId: string): Promise<ViewedDashboard | undefined> {
    if (!isUuid(userId)) return undefined;
    const viewed = await repo.findViewed(userId.toLowerCase());
    if (!viewed) return undefined;
    const everyone = effectivePermissions({
      rolePermissions: viewed.rolePermissions ?? [],
      frontPermissions: viewed.frontPermissions,
      removedDefaultPermissions: viewed.removedDefaultPermissions,
    }).has('seeUsersInDashboard');
    return { id: viewed.id, isActive: viewed.isActive, everyone };
  }

  /** The rows of these members, in their order: their tasks, this Pacific week's hours, time off and teams. */
  async function rowsOf(members: readonly TeamMemberRow[]): Promise<RawJson<TeamMemberTasksJson[]>> {
    const memberIds = members.map((member) => member.id);
    const [tasksOfMember, teams, hours, timeOff] = await Promise.all([
      Promise.all([
        sources.tasks.liveTasksOf(memberIds),
        sources.taskNotifications.listOfTasksOf(memberIds),
      ]).then(([live, notices]) => presentMemberTasks(live, notices)),
      repo.listTeamsOf(memberIds),
      sources.timeEntries.hoursOfWeek(memberIds, weekRange(clock.now())),
      sources.timeOff.findCurrentOrNextTimeOffOf(memberIds),
    ]);

    const teamsOfMember = new Map<string, TeamRefJson[]>();
    for (const team of teams)
      teamsOfMember.set(team.userId, [
        ...(teamsOfMember.get(team.userId) ?? []),
        { _id: team.teamId, teamName: team.teamName },
      ]);

    return rawJsonList(
      members.map((member) =>
        rawJsonObject<TeamMemberTasksJson>(
          presentTeamMember(member, {
            teams: teamsOfMember.get(member.id) ?? [],
            hours: hours.get(member.id),
            timeOff: timeOff.get(member.id),
          }),
          { tasks: tasksOfMember.get(member.id) ?? rawJson('[]') },
        ),
      ),
    );
  }

  return {
    viewedDashboard,

    /**
     * `GET /api/user/:userId/teams/tasks`: the active people of the user's teams, or everyone active when
     * the user's permissions include seeUsersInDashboard, by name, each with their tasks, this Pacific
     * week's hours, time off and teams. A page takes as many queries however many people and tasks it
     * holds; the tasks are their kept JSON (`tasks.json.kept.ts`), sent as it is.
     */
    async ofUser(userId: string, query: TeamTasksQuery): Promise<RawJson<TeamMemberTasksJson[]>> {
      const viewed = await viewedDashboard(userId);
      if (!viewed) throw userNotFound();
      const page =
        query.limit === undefined
          ? undefined
          : { limit: query.limit, offset: ((query.page ?? 1) - 1) * query.limit };
      return rowsOf(await repo.listMembers(viewed.id, viewed.everyone, page));
    },

    /**
     * `GET /api/user/:userId/teams/tasks/page`: a page of the same members, those the filters keep,
     * with the filters' choices and how many members there are. It costs what a page costs, whoever
     * the dashboard shows.
     */
    async page(userId: string, query: TeamTasksPageQuery): Promise<RawJson<TeamTasksPageJson>> {
      const viewed = await viewedDashboard(userId);
      if (!viewed) throw userNotFound();
      const filters = teamTasksFiltersOf(query);
      const { startDate: weekStart } = weekRange(clock.now());
      const [members, counts, choices] = await Promise.all([
        repo.listMembers(
          viewed.id,
          viewed.everyone,
          { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
          { filters, weekStart },
        ),
        repo.countMembers(viewed.id, viewed.everyone, filters, weekStart),
        repo.choicesOf(viewed.id, viewed.everyone),
      ]);
      return rawJsonObject<TeamTasksPageJson>(
        {
          total: counts.kept,
          memberCount: counts.all,
          page: query.page,
          pageSize: query.pageSize,
          teams: choices.teams,
          teamCodes: choices.teamCodes,
        },
        { items: await rowsOf(members) },
      );
    },

    /** `GET /api/user/:userId/teams/tasks/followUpsDue`: how many tasks of all the members need a follow-up. */
    async followUpsDue(userId: string): Promise<TeamFollowUpsDueJson> {
      const viewed = await viewedDashboard(userId);
      if (!viewed) throw userNotFound();
      return { followUpsDue: await repo.countFollowUpsDue(viewed.id, viewed.everyone) };
    },
  };
}

export type TeamTasksService = ReturnType<typeof createTeamTasksService>;
