// Every endpoint of the Team Member Tasks dashboard, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayCountTeamFollowUps, mayViewTeamTasks } from './policies';
import { teamFollowUpsDueJson, teamMemberTasksJson, teamTasksPageJson } from './teamTasksJson';
import type { TeamTasksErrorCode } from './teamTasks.errors';
import { teamTasksPageQuery, teamTasksQuery } from './teamTasks.schema';

const refusals = errorCodes<TeamTasksErrorCode>();

export const teamTasksContract = {
  /**
   * One row per active member of the user's teams (everyone active when the user's permissions
   * include seeUsersInDashboard), by name, with their tasks and this Pacific week's hours.
   */
  ofUser: defineContract({
    method: 'GET',
    path: '/user/:userId/teams/tasks',
    guard: guard.policy('teamTasksViewer', mayViewTeamTasks),
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    query: teamTasksQuery,
    response: z.array(teamMemberTasksJson),
  }),
  /**
   * This product's table: a page of the same members, narrowed by the Team, Team Code and Color
   * filters, with the filters' choices.
   */
  page: defineContract({
    method: 'GET',
    path: '/user/:userId/teams/tasks/page',
    guard: guard.policy('teamTasksViewer', mayViewTeamTasks),
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    query: teamTasksPageQuery,
    response: teamTasksPageJson,
  }),
  /** How many tasks of all the same members need a follow-up, for the roles that see the count. */
  followUpsDue: defineContract({
    method: 'GET',
    path: '/user/:userId/teams/tasks/followUpsDue',
    guard: guard.policy('teamFollowUpsCounter', mayCountTeamFollowUps),
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    response: teamFollowUpsDueJson,
  }),
};
