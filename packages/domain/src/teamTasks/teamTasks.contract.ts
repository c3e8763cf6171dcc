// Every endpoint of the Team Member Tasks dashboard, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayViewTeamTasks } from './policies';
import { teamMemberTasksJson } from './teamTasksJson';
import type { TeamTasksErrorCode } from './teamTasks.errors';
import { teamTasksQuery } from './teamTasks.schema';

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
};
