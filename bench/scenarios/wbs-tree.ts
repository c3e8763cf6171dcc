import { largeWbs } from '../dataset/tasks.js';
import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

/** The whole outline of the large WBS, as the WBS page loads it. */
export const wbsTreeScenario: Scenario = {
  name: 'wbs-tree',
  measures: `GET /api/task/wbs/:wbsId as the Owner: the ${largeWbs.tasks} tasks of a four-level WBS in outline order, with their people`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/task/wbs/${largeWbs.id}`,
      connections: 2,
      targetP95Ms: 50,
      describeAnswer: (answer) => {
        const tasks = Array.isArray(answer) ? answer.length : 0;
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${tasks} tasks, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { wbsId: largeWbs.id, tasks, bytes },
        };
      },
    }),
};
