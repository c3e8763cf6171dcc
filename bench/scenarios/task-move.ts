import { benchAccounts } from '../dataset/accounts.js';
import { largeWbs } from '../dataset/tasks.js';
import { measureRequest, signInForBench } from './measure.js';
import { requireServer, type Scenario } from './scenario.js';

/** The tasks a swap of the two siblings renumbers: both, and everything below them. */
async function countRenumbered(baseUrl: string): Promise<number> {
  const token = await signInForBench(baseUrl, benchAccounts.owner.email);
  const response = await fetch(`${baseUrl}/api/task/wbs/${largeWbs.id}`, {
    headers: { authorization: token },
  });
  if (!response.ok) throw new Error(`the large WBS answered ${response.status}`);
  const tasks = (await response.json()) as { num: string }[];
  const swapped = [largeWbs.movedNum, largeWbs.swapNum];
  return tasks.filter((task) => swapped.some((num) => task.num === num || task.num.startsWith(`${num}.`)))
    .length;
}

/**
 * Task 1.1 of the large WBS, with 500 tasks below it, moved to 1.2 among its siblings. The two are
 * adjacent, so every move swaps them: the big subtree goes back and forth between 1.1 and 1.2 and each
 * request renumbers it whole, in one transaction holding the WBS's lock. One connection, because the
 * moves of one WBS wait for each other anyway.
 */
export const taskMoveScenario: Scenario = {
  name: 'task-move',
  measures: `PUT /api/tasks/moveTasks/:wbsId as the Owner: ${largeWbs.movedNum} <-> ${largeWbs.swapNum}, renumbering ${largeWbs.movedDescendants} descendants each time`,
  needsServer: true,
  async run(context) {
    const renumbered = await countRenumbered(requireServer(context));
    return measureRequest(context, {
      path: `/api/tasks/moveTasks/${largeWbs.id}`,
      method: 'PUT',
      body: { fromNum: largeWbs.movedNum, toNum: largeWbs.swapNum },
      connections: 1,
      targetP95Ms: 100,
      describeAnswer: () => ({
        line: `each move renumbers ${renumbered} tasks`,
        details: { wbsId: largeWbs.id, fromNum: largeWbs.movedNum, toNum: largeWbs.swapNum, renumbered },
      }),
    });
  },
};
