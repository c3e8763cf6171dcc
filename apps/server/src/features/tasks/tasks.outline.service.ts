// The WBS's outline: tasks moved among their siblings, numbers set by hand, and rows imported at the
// numbers they name. Each write locks the WBS first and happens in one transaction.
import { renumberAfterMove, taskMessages, type TaskImportFields, type TaskJson } from '@hgn/domain/tasks';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TaskRow } from './tasks.table.js';
import { createTaskTreeRepo } from './tasks.tree.repo.js';
import {
  idOr,
  taskNotFound,
  type TaskTreeWbs,
  type TaskTreeWrite,
  uniqueResources,
  wbsNotFound,
} from './tasks.tree.write.js';

export function createTaskOutlineService({ db, clock }: FeatureDeps, wbs: TaskTreeWbs, write: TaskTreeWrite) {
  const { lockTree, requireUsers, replacePeople, placedTaskRow, present } = write;
  const { rollUpAll } = write.rollUp;

  return {
    /** Moves a task among its siblings: the ones between shift by one, subtasks follow. */
    async move(wbsId: string, fromNum: string, toNum: string): Promise<{ message: string }> {
      const id = idOr(wbsId, wbsNotFound);
      await db.transaction(async (tx) => {
        await lockTree(tx, id);
        const result = renumberAfterMove(await createTaskTreeRepo(tx).listNums(id), fromNum, toNum);
        if ('refusal' in result)
          throw new AppError({
            code: 'MOVE_REFUSED',
            field: 'toNum',
            message:
              result.refusal === 'INTO_DESCENDANT'
                ? taskMessages.moveIntoDescendant
                : result.refusal === 'NOT_SIBLINGS'
                  ? taskMessages.moveNotSiblings
                  : taskMessages.moveUnknown,
          });
        const now = clock.now();
        await createTaskTreeRepo(tx).setNums(result.changes, now);
        await wbs.touch(tx, id);
      });
      return { message: taskMessages.moved };
    },

    /**
     * New numbers at the tasks' own levels (the original's updateNum); the subtasks of each follow
     * its prefix, decided on the numbers as they were, so that swapped numbers do not collide.
     */
    async updateNums(nums: readonly { id: string; num: string }[]): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const given = new Map(nums.map((n) => [n.id.toLowerCase(), n.num]));
        const first = await createTaskTreeRepo(tx).find([...given.keys()][0]!);
        if (!first) throw taskNotFound();
        await lockTree(tx, first.wbsId);
        const all = await createTaskTreeRepo(tx).listNums(first.wbsId);
        const byId = new Map(all.map((task) => [task.id, task]));
        for (const [id, num] of given) {
          const task = byId.get(id);
          if (!task) throw taskNotFound();
          if (num.split('.').length !== task.level)
            throw new AppError({
              code: 'MOVE_REFUSED',
              field: 'nums',
              message: taskMessages.numLevel,
            });
        }
        const parentOf = new Map(all.map((task) => [task.id, task.mother]));
        const newNum = (id: string): string => {
          const own = given.get(id);
          if (own !== undefined) return own;
          const task = byId.get(id)!;
          const mother = parentOf.get(id) ?? null;
          if (mother === null) return task.num;
          const motherNew = newNum(mother);
          return `${motherNew}.${task.num.split('.').at(-1)}`;
        };
        const changes = all
          .map((task) => ({ id: task.id, num: newNum(task.id), was: task.num }))
          .filter((change) => change.num !== change.was);
        await createTaskTreeRepo(tx).setNums(changes, clock.now());
        await wbs.touch(tx, first.wbsId);
      });
      return { message: taskMessages.moved };
    },

    /**
     * Rows added in the order given, each under the task its number names (in the WBS already or
     * earlier in the list); a number taken or without a parent refuses the whole import.
     */
    async importTasks(wbsId: string, list: TaskImportFields['list'], createdBy: string): Promise<TaskJson[]> {
      const id = idOr(wbsId, wbsNotFound);
      const refused = (message: string) => new AppError({ code: 'IMPORT_REFUSED', field: 'list', message });
      const rows = await db.transaction(async (tx) => {
        await lockTree(tx, id);
        const byNum = new Map(
          (await createTaskTreeRepo(tx).listRowsOfWbs(id)).map((task) => [task.num, task]),
        );
        const peopleOfRows = list.map((item) =>
          item.resources === undefined ? undefined : uniqueResources(item.resources),
        );
        await requireUsers(
          tx,
          peopleOfRows.flatMap((people) => people ?? []),
          (userId) =>
            `list.${peopleOfRows.findIndex((people) => people?.some((p) => p.userId === userId))}.resources`,
        );
        const created: TaskRow[] = [];
        const mothers = new Set<string>();
        const now = clock.now();
        for (const [index, item] of list.entries()) {
          if (byNum.has(item.num)) throw refused(taskMessages.importTaken(item.num));
          const parentNum = item.num.split('.').slice(0, -1).join('.');
          const mother = parentNum === '' ? undefined : byNum.get(parentNum);
          if (parentNum !== '' && !mother) throw refused(taskMessages.importOrphan(item.num));
          const row = await createTaskTreeRepo(tx).insert(
            placedTaskRow({ wbsId: id, num: item.num, mother }, item, createdBy, now),
          );
          const people = peopleOfRows[index];
          if (people !== undefined) await replacePeople(tx, row.id, people, now);
          if (mother) mothers.add(mother.id);
          byNum.set(item.num, row);
          created.push(row);
        }
        await rollUpAll(tx, [...byNum.values()], mothers);
        await wbs.touch(tx, id);
        return created;
      });
      return present(rows);
    },
  };
}

export type TaskOutlineService = ReturnType<typeof createTaskOutlineService>;
