import { benchAccounts, MANAGER_TEAM_SIZE } from '../dataset/accounts.js';
import { managerId } from '../dataset/tasks.js';
import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

type TeamMemberTasks = { tasks?: unknown[] };

/** The Team Member Tasks dashboard of a Manager: their own tasks and those of their team's 100 people. */
export const teamTasksScenario: Scenario = {
  name: 'team-tasks',
  measures: `GET /api/user/:userId/teams/tasks as ${benchAccounts.manager.email}: the tasks of the manager and the ${MANAGER_TEAM_SIZE} people of their team`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/user/${managerId}/teams/tasks`,
      account: 'manager',
      connections: 2,
      targetP95Ms: 100,
      describeAnswer: (answer) => {
        const rows = Array.isArray(answer) ? (answer as TeamMemberTasks[]) : [];
        const tasks = rows.reduce((sum, row) => sum + (row.tasks?.length ?? 0), 0);
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${rows.length} people with ${tasks} tasks, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { userId: managerId, people: rows.length, tasks, bytes },
        };
      },
    }),
};
