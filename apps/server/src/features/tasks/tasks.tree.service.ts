// The WBS's task tree: create, read, change and delete tasks, keeping the outline numbers and the
// parents' roll-up right; moves, numbers set by hand and imports are the outline's
// (`tasks.outline.service.ts`). Every write locks the WBS first and happens in one transaction.
import { isUuid } from '@hgn/domain/ids';
import {
  MAX_TASK_LEVEL,
  nextChildNum,
  nextTopLevelNum,
  renumberAfterDelete,
  taskMessages,
  type TaskCreateFields,
  type TaskJson,
  type TaskUpdateFields,
} from '@hgn/domain/tasks';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { TaskRow } from './tasks.table.js';
import { createTaskTreeRepo } from './tasks.tree.repo.js';
import { idOr, taskNotFound, wbsNotFound, type TaskTreeWbs, type TaskTreeWrite } from './tasks.tree.write.js';

type CreateInput = TaskCreateFields;
type UpdateInput = TaskUpdateFields;

const staleWrite = () => new AppError({ code: 'STALE_WRITE', message: taskMessages.stale });

/** A task takes its project's category unless given another, which then stays its own (server-rules 7). */
const categoryFor = (given: string | undefined, projectCategory: string) =>
  given === undefined || given === '' || given === projectCategory
    ? { category: projectCategory }
    : { category: given, categoryOverride: true, categoryLocked: true };

/** The ids of every task below `taskId` in the tree, found through the mothers. */
function descendantsOf(tree: readonly { id: string; mother: string | null }[], taskId: string): string[] {
  const found: string[] = [];
  let generation = [taskId];
  while (generation.length > 0) {
    const parents = new Set(generation);
    generation = tree
      .filter((task) => task.mother !== null && parents.has(task.mother))
      .map((task) => task.id);
    found.push(...generation);
  }
  return found;
}

export function createTaskTreeService({ db, clock }: FeatureDeps, wbs: TaskTreeWbs, write: TaskTreeWrite) {
  const { repo, tasksRepo, presentOne, lockTree, lockTask, resourceStates, replacePeople } = write;
  const { fieldsOf, placedTaskRow } = write;
  const { rollUpFrom } = write.rollUp;

  const api = {
    async create(wbsId: string, input: CreateInput, createdBy: string): Promise<TaskJson> {
      const id = idOr(wbsId, wbsNotFound);
      const row = await db.transaction(async (tx) => {
        const tree = await wbs.lockForNewTask(tx, id);
        if (!tree) throw wbsNotFound();
        const all = await createTaskTreeRepo(tx).listNums(id);
        let mother: TaskRow | undefined;
        if (input.mother) {
          mother = await createTaskTreeRepo(tx).find(input.mother.toLowerCase());
          if (!mother || mother.wbsId !== id)
            throw new AppError({
              code: 'MOTHER_NOT_FOUND',
              field: 'mother',
              message: taskMessages.motherNotFound,
            });
          if (mother.level >= MAX_TASK_LEVEL)
            throw new AppError({
              code: 'TOO_DEEP',
              field: 'mother',
              message: taskMessages.tooDeep,
            });
        }
        const num = mother
          ? nextChildNum(
              mother.num,
              all.filter((t) => t.mother === mother.id).map((t) => t.num),
            )
          : nextTopLevelNum(all.filter((t) => t.mother === null).map((t) => t.num));
        const people = await resourceStates(tx, input.resources ?? []);
        const now = clock.now();
        const created = await createTaskTreeRepo(tx).insert({
          ...placedTaskRow({ wbsId: id, num, mother }, input, createdBy, now),
          ...categoryFor(input.category, tree.projectCategory),
        });
        await replacePeople(tx, created.id, people, now);
        await rollUpFrom(tx, created.mother);
        await wbs.touch(tx, id);
        return created;
      });
      return presentOne(row.id);
    },

    get: (taskId: string): Promise<TaskJson> => presentOne(idOr(taskId, taskNotFound)),

    /** Every task of the WBS in outline order, as JSON text PostgreSQL writes (2,000 tasks are 2.4 MB). */
    async listOfWbs(wbsId: string): Promise<RawJson<TaskJson[]>> {
      const id = idOr(wbsId, wbsNotFound);
      const list = await tasksRepo.tasksOfWbsJson(id);
      if (list.isEmptyList) await wbs.get(id);
      return list;
    },

    /** The active tasks of a level; `mother` '0' (or not an id) for the whole level. */
    async listOfLevel(wbsId: string, level: string, mother: string): Promise<RawJson<TaskJson[]>> {
      const id = idOr(wbsId, wbsNotFound);
      const depth = Number(level);
      const list =
        Number.isInteger(depth) && depth >= 1 && depth <= MAX_TASK_LEVEL
          ? await tasksRepo.activeTasksOfLevelJson(id, depth, isUuid(mother) ? mother.toLowerCase() : null)
          : rawJson<TaskJson[]>('[]');
      if (list.isEmptyList) await wbs.get(id);
      return list;
    },

    /** A change to a task read at version `__v`: refused with nothing written if it changed since. */
    async update(taskId: string, input: UpdateInput): Promise<TaskJson> {
      const row = await db.transaction((tx) => api.updateWithin(tx, taskId, input));
      return presentOne(row.id);
    },

    /**
     * The same change inside the caller's transaction, for areas whose own write must commit or fail
     * with it: the WBS is locked, the task written and its ancestors rolled up; the row is answered
     * for `presentOne` once the transaction has committed.
     */
    async updateWithin(tx: DbOrTransaction, taskId: string, input: UpdateInput): Promise<TaskRow> {
      const id = idOr(taskId, taskNotFound);
      const { __v, resources, ...fields } = input;
      const current = await lockTask(tx, id);
      if (__v !== undefined && __v !== current.version) throw staleWrite();
      const now = clock.now();
      const updated = await createTaskTreeRepo(tx).update(
        id,
        fieldsOf(fields, current),
        now,
        current.version,
      );
      if (!updated) throw staleWrite();
      if (resources !== undefined) await replacePeople(tx, id, await resourceStates(tx, resources), now);
      await rollUpFrom(tx, updated.mother);
      await wbs.touch(tx, updated.wbsId);
      return updated;
    },

    /**
     * Locks the WBS of a task for the rest of the caller's transaction, as every change to its tree
     * does first, and answers the task as it is under the lock (`wbsId`, the task's WBS as the caller
     * read it, saves a read); a caller that must lock rows of its own takes this lock before them, in the same
     * order as a task's delete, so that neither waits on the other in a cycle.
     */
    async lockTaskTree(tx: DbOrTransaction, taskId: string, wbsId?: string): Promise<TaskRow> {
      return lockTask(tx, idOr(taskId, taskNotFound), wbsId);
    },

    /** The task written by `updateWithin`, read once its transaction has committed. */
    presentOne: (row: TaskRow): Promise<TaskJson> => presentOne(row.id),

    async updateStatus(taskId: string, status: string, version?: number): Promise<TaskJson> {
      return api.update(taskId, { status, __v: version });
    },

    /** The people on a task, for its status guard; undefined for an unknown task. */
    async resourceIdsOf(taskId: string): Promise<string[] | undefined> {
      if (!isUuid(taskId)) return undefined;
      if (!(await repo.find(taskId.toLowerCase()))) return undefined;
      return repo.resourceIdsOf(taskId.toLowerCase());
    },

    /** The task and its subtasks; the later siblings move up and the ancestors roll up again. */
    async remove(taskId: string): Promise<{ message: string }> {
      const id = idOr(taskId, taskNotFound);
      await db.transaction(async (tx) => {
        const task = await lockTask(tx, id);
        const tree = await createTaskTreeRepo(tx).listNums(task.wbsId);
        await write.checkDeleting(tx, [id, ...descendantsOf(tree, id)]);
        const changes = renumberAfterDelete(tree, task.num);
        await createTaskTreeRepo(tx).delete(id);
        const now = clock.now();
        await createTaskTreeRepo(tx).setNums(changes, now);
        await rollUpFrom(tx, task.mother);
        await wbs.touch(tx, task.wbsId);
      });
      return { message: taskMessages.deleted };
    },

    /** The subtasks of a task go; the task and its ancestors roll up again. */
    async removeChildren(taskId: string): Promise<{ message: string }> {
      const id = idOr(taskId, taskNotFound);
      await db.transaction(async (tx) => {
        const task = await lockTask(tx, id);
        await write.checkDeleting(tx, descendantsOf(await createTaskTreeRepo(tx).listNums(task.wbsId), id));
        for (const child of await createTaskTreeRepo(tx).listChildren(id))
          await createTaskTreeRepo(tx).delete(child.id);
        await rollUpFrom(tx, id);
        await wbs.touch(tx, task.wbsId);
      });
      return { message: taskMessages.childrenDeleted };
    },

    /** Every task of a WBS goes and the WBS stays (the original's TASK_WBS_DELETE). */
    async removeOfWbs(wbsId: string): Promise<{ message: string }> {
      const id = idOr(wbsId, wbsNotFound);
      await db.transaction(async (tx) => {
        await lockTree(tx, id);
        await write.checkDeleting(
          tx,
          (await createTaskTreeRepo(tx).listNums(id)).map((task) => task.id),
        );
        await createTaskTreeRepo(tx).deleteOfWbs(id);
        await wbs.touch(tx, id);
      });
      return { message: taskMessages.wbsTasksDeleted };
    },
  };
  return api;
}

export type TaskTreeService = ReturnType<typeof createTaskTreeService>;
