import { benchAccounts, MANAGER_TEAM_SIZE } from '../dataset/accounts.js';
import { managerId } from '../dataset/tasks.js';
import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

type TeamTasksPage = { items?: { tasks?: unknown[] }[]; total?: number };

/**
 * The Team Member Tasks table of a Manager's dashboard, as the screen reads it: the first page (fifty
 * by name) of the manager and the 100 people of their team, with their tasks, how many they are and
 * the filters' choices.
 */
export const teamTasksScenario: Scenario = {
  name: 'team-tasks',
  measures: `GET /api/user/:userId/teams/tasks/page as ${benchAccounts.manager.email}: the first page of the manager and the ${MANAGER_TEAM_SIZE} people of their team, with their tasks`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/user/${managerId}/teams/tasks/page`,
      account: 'manager',
      connections: 2,
      targetP95Ms: 50,
      describeAnswer: (answer) => {
        const rows = (answer as TeamTasksPage).items ?? [];
        const tasks = rows.reduce((sum, row) => sum + (row.tasks?.length ?? 0), 0);
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${rows.length} of ${(answer as TeamTasksPage).total} people with ${tasks} tasks, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { userId: managerId, people: rows.length, tasks, bytes },
        };
      },
    }),
};
