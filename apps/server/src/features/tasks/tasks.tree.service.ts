// The WBS's task tree: create, read, change, delete and move tasks, keeping the outline numbers
// and the parents' roll-up right. Every write locks the WBS first and happens in one transaction.
import { isUuid } from '@hgn/domain/ids';
import {
  isClosedStatus,
  MAX_TASK_LEVEL,
  nextChildNum,
  nextTopLevelNum,
  renumberAfterDelete,
  renumberAfterMove,
  rollUp,
  taskMessages,
  type TaskCreateFields,
  type TaskImportFields,
  type TaskJson,
  type TaskUpdateFields,
} from '@hgn/domain/tasks';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { WbsService } from '../wbs/wbs.service.js';
import { createTasksRepo } from './tasks.repo.js';
import type { TaskRow, tasks } from './tasks.table.js';
import { createTaskTreeRepo, type ResourceState, type TaskChange } from './tasks.tree.repo.js';

type TaskInsert = typeof tasks.$inferInsert;

type CreateInput = TaskCreateFields;
type UpdateInput = TaskUpdateFields;

const taskNotFound = () =>
  new AppError({ status: 404, code: 'TASK_NOT_FOUND', message: taskMessages.notFound });
const wbsNotFound = () =>
  new AppError({ status: 404, code: 'WBS_NOT_FOUND', message: taskMessages.wbsNotFound });
const staleWrite = () => new AppError({ status: 409, code: 'STALE_WRITE', message: taskMessages.stale });
const userNotFound = () =>
  new AppError({
    status: 400,
    code: 'USER_NOT_FOUND',
    field: 'resources',
    message: taskMessages.userNotFound,
  });

const idOr = (id: string, refusal: () => AppError) => {
  if (!isUuid(id)) throw refusal();
  return id.toLowerCase();
};

const dateOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** What a parent needs to know of the WBS feature: the lock on a tree and its modified time. */
export type TaskTreeWbs = Pick<WbsService, 'lockForTree' | 'lockForNewTask' | 'touch' | 'get'>;

/** A task takes its project's category unless given another, which then stays its own (server-rules 7). */
const categoryFor = (given: string | undefined, projectCategory: string) =>
  given === undefined || given === '' || given === projectCategory
    ? { category: projectCategory }
    : { category: given, categoryOverride: true, categoryLocked: true };

/** The people named on a task, each once (the first mention kept), ids lower-cased. */
const uniqueResources = (resources: NonNullable<CreateInput['resources']>): ResourceState[] => {
  const unique = new Map<string, ResourceState>();
  for (const r of resources)
    if (!unique.has(r.userID.toLowerCase()))
      unique.set(r.userID.toLowerCase(), {
        userId: r.userID.toLowerCase(),
        completedTask: r.completedTask,
        reviewStatus: r.reviewStatus,
      });
  return [...unique.values()];
};

/**
 * What another feature does when people are taken off a task (by an edit, by their removal or by
 * the roll-up of its subtasks), inside the transaction of the change.
 */
export type TaskPeopleRemovedHook = (
  tx: DbOrTransaction,
  taskId: string,
  userIds: readonly string[],
) => Promise<void>;

export function createTaskTreeService({ db, clock }: FeatureDeps, wbs: () => TaskTreeWbs) {
  const repo = createTaskTreeRepo(db);
  const tasksRepo = createTasksRepo(db);
  // Registered by the features that keep something per person and task (services.ts).
  const peopleRemovedHooks: TaskPeopleRemovedHook[] = [];

  /** Makes `people` the task's people; the features registered hear who was taken off. */
  const replacePeople = async (
    tx: DbOrTransaction,
    taskId: string,
    people: readonly ResourceState[],
    now: Date,
  ) => {
    const removed = await repo.replaceResources(tx, taskId, people, now);
    if (removed.length > 0) for (const hook of peopleRemovedHooks) await hook(tx, taskId, removed);
  };

  /** Tasks as answered, read through their one JSON definition (`tasks.json.sql.ts`). */
  const present = (rows: readonly TaskRow[]): Promise<TaskJson[]> =>
    tasksRepo.tasksJson(
      db,
      rows.map((row) => row.id),
    );

  /** A task as answered; one deleted since it was written is not found. */
  const presentOne = async (taskId: string): Promise<TaskJson> => {
    const [json] = await tasksRepo.tasksJson(db, [taskId]);
    if (!json) throw taskNotFound();
    return json;
  };

  const lockTree = async (tx: DbOrTransaction, wbsId: string) => {
    if (!(await wbs().lockForTree(tx, wbsId))) throw wbsNotFound();
  };

  /** The task, with its WBS locked for the rest of the transaction. */
  const lockTask = async (tx: DbOrTransaction, taskId: string) => {
    const found = await repo.find(tx, taskId);
    if (!found) throw taskNotFound();
    await lockTree(tx, found.wbsId);
    const task = await repo.find(tx, taskId);
    if (!task) throw taskNotFound();
    return task;
  };

  /** Every person named exists (one query for all of them), or the whole write is refused. */
  const requireUsers = async (tx: DbOrTransaction, states: readonly ResourceState[]) => {
    const ids = [...new Set(states.map((state) => state.userId))];
    if ((await repo.existingUserIds(tx, ids)).length !== ids.length) throw userNotFound();
  };

  const resourceStates = async (
    tx: DbOrTransaction,
    resources: NonNullable<CreateInput['resources']>,
  ): Promise<ResourceState[]> => {
    const states = uniqueResources(resources);
    await requireUsers(tx, states);
    return states;
  };

  const fieldsOf = (input: Omit<UpdateInput, '__v'>, current?: TaskRow): TaskChange => {
    const change: TaskChange = {
      name: input.taskName,
      priority: input.priority,
      isAssigned: input.isAssigned,
      status: input.status,
      hoursBest: input.hoursBest,
      hoursWorst: input.hoursWorst,
      hoursMost: input.hoursMost,
      estimatedHours: input.estimatedHours,
      startedAt: dateOrNull(input.startedDatetime),
      dueAt: dateOrNull(input.dueDatetime),
      links: input.links,
      relatedWorkLinks: input.relatedWorkLinks,
      category: input.category,
      classification: input.classification,
      deadlineCount: input.deadlineCount,
      whyInfo: input.whyInfo,
      intentInfo: input.intentInfo,
      endstateInfo: input.endstateInfo,
      isActive: input.isActive,
    };
    if (input.status !== undefined) {
      const wasClosed = current !== undefined && isClosedStatus(current.status);
      if (isClosedStatus(input.status) && !wasClosed) change.completedAt = clock.now();
      if (!isClosedStatus(input.status)) change.completedAt = null;
    }
    return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  };

  /**
   * A new task's row at `num` under `mother` (none for a top-level task): its level and position
   * follow from the number, its ancestors by level from its mother's.
   */
  const placedTaskRow = (
    place: { wbsId: string; num: string; mother: TaskRow | undefined },
    input: Omit<UpdateInput, '__v'> & { taskName: string; isActive: boolean },
    createdBy: string,
    now: Date,
  ): TaskInsert => {
    const { mother, num } = place;
    const ancestors = mother
      ? [...[mother.parentId1, mother.parentId2, mother.parentId3].slice(0, mother.level - 1), mother.id]
      : [];
    return {
      ...fieldsOf(input),
      name: input.taskName,
      isActive: input.isActive,
      wbsId: place.wbsId,
      num,
      level: num.split('.').length,
      position: Number(num.split('.').at(-1)),
      mother: mother?.id ?? null,
      parentId1: ancestors[0] ?? null,
      parentId2: ancestors[1] ?? null,
      parentId3: ancestors[2] ?? null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    };
  };

  /**
   * The roll-up of many mothers and every ancestor of theirs at once, deepest first, from `rows`:
   * every task of the WBS as it now is. The people of the tree are read in one query; each mother
   * then takes its children's roll-up as `rollUpFrom` gives it, its people in the order they are kept.
   */
  const rollUpAll = async (tx: DbOrTransaction, rows: readonly TaskRow[], motherIds: Iterable<string>) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const childrenOf = new Map<string, string[]>();
    for (const row of rows)
      if (row.mother !== null) {
        const siblings = childrenOf.get(row.mother);
        if (siblings) siblings.push(row.id);
        else childrenOf.set(row.mother, [row.id]);
      }
    const rolling = new Set<string>();
    for (const motherId of motherIds)
      for (let task = byId.get(motherId); task; task = task.mother ? byId.get(task.mother) : undefined)
        rolling.add(task.id);
    const peopleOf = new Map<string, ResourceState[]>();
    for (const { taskId, ...person } of await repo.resourcesOf(tx, [...byId.keys()])) {
      const people = peopleOf.get(taskId);
      if (people) people.push(person);
      else peopleOf.set(taskId, [person]);
    }
    const now = clock.now();
    const deepestFirst = [...rolling].map((id) => byId.get(id)!).sort((a, b) => b.level - a.level);
    for (const mother of deepestFirst) {
      const children = (childrenOf.get(mother.id) ?? []).map((id) => byId.get(id)!);
      const rolled = rollUp(
        children.map((child) => ({ ...child, resources: peopleOf.get(child.id) ?? [] })),
        (r) => r.userId,
      );
      if (rolled === null) continue;
      const { resources: people, ...sums } = rolled;
      const updated = await repo.update(
        tx,
        mother.id,
        { ...sums, hasChild: true, childrenQty: children.length },
        now,
      );
      if (updated) byId.set(mother.id, updated);
      const own = new Map((peopleOf.get(mother.id) ?? []).map((r) => [r.userId, r]));
      const next = people.map(
        (p): ResourceState =>
          own.get(p.userId) ?? { userId: p.userId, completedTask: false, reviewStatus: 'Unsubmitted' },
      );
      await replacePeople(tx, mother.id, next, now);
      // As the table orders them: those kept by when they joined, then those just added.
      const staying = new Set(next.map((r) => r.userId));
      peopleOf.set(mother.id, [
        ...[...own.values()].filter((r) => staying.has(r.userId)),
        ...next.filter((r) => !own.has(r.userId)),
      ]);
    }
  };

  /** Every ancestor of a changed task, from its mother up, takes on its children's roll-up. */
  const rollUpFrom = async (tx: DbOrTransaction, motherId: string | null) => {
    let id = motherId;
    const now = clock.now();
    while (id !== null) {
      const mother = await repo.find(tx, id);
      if (!mother) return;
      const children = await repo.listChildren(tx, id);
      const resources = await repo.resourcesOf(
        tx,
        children.map((c) => c.id),
      );
      const rolled = rollUp(
        children.map((c) => ({ ...c, resources: resources.filter((r) => r.taskId === c.id) })),
        (r) => r.userId,
      );
      if (rolled === null) await repo.update(tx, id, { hasChild: false, childrenQty: 0 }, now);
      else {
        const { resources: people, ...sums } = rolled;
        await repo.update(tx, id, { ...sums, hasChild: true, childrenQty: children.length }, now);
        const own = new Map((await repo.resourcesOf(tx, [id])).map((r) => [r.userId, r]));
        await replacePeople(
          tx,
          id,
          people.map(
            (p) =>
              own.get(p.userId) ?? { userId: p.userId, completedTask: false, reviewStatus: 'Unsubmitted' },
          ),
          now,
        );
      }
      id = mother.mother;
    }
  };

  const api = {
    /** Another feature follows people being taken off a task, inside the change's transaction. */
    onPeopleRemoved: (hook: TaskPeopleRemovedHook): void => {
      peopleRemovedHooks.push(hook);
    },

    async create(wbsId: string, input: CreateInput, createdBy: string): Promise<TaskJson> {
      const id = idOr(wbsId, wbsNotFound);
      const row = await db.transaction(async (tx) => {
        const tree = await wbs().lockForNewTask(tx, id);
        if (!tree) throw wbsNotFound();
        const all = await repo.listNums(tx, id);
        let mother: TaskRow | undefined;
        if (input.mother) {
          mother = await repo.find(tx, input.mother.toLowerCase());
          if (!mother || mother.wbsId !== id)
            throw new AppError({
              status: 400,
              code: 'MOTHER_NOT_FOUND',
              field: 'mother',
              message: taskMessages.motherNotFound,
            });
          if (mother.level >= MAX_TASK_LEVEL)
            throw new AppError({
              status: 400,
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
        const created = await repo.insert(tx, {
          ...placedTaskRow({ wbsId: id, num, mother }, input, createdBy, now),
          ...categoryFor(input.category, tree.projectCategory),
        });
        await replacePeople(tx, created.id, people, now);
        await rollUpFrom(tx, created.mother);
        await wbs().touch(tx, id);
        return created;
      });
      return presentOne(row.id);
    },

    get: (taskId: string): Promise<TaskJson> => presentOne(idOr(taskId, taskNotFound)),

    /** Every task of the WBS in outline order, as JSON text PostgreSQL writes (2,000 tasks are 2.4 MB). */
    async listOfWbs(wbsId: string): Promise<RawJson<TaskJson[]>> {
      const id = idOr(wbsId, wbsNotFound);
      const list = await tasksRepo.tasksOfWbsJson(id);
      if (list.text === '[]') await wbs().get(id);
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
      if (list.text === '[]') await wbs().get(id);
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
      const updated = await repo.update(tx, id, fieldsOf(fields, current), now, current.version);
      if (!updated) throw staleWrite();
      if (resources !== undefined) await replacePeople(tx, id, await resourceStates(tx, resources), now);
      await rollUpFrom(tx, updated.mother);
      await wbs().touch(tx, updated.wbsId);
      return updated;
    },

    /**
     * Locks the WBS of a task for the rest of the caller's transaction, as every change to its tree
     * does first; a caller that must lock rows of its own takes this lock before them, in the same
     * order as a task's delete, so that neither waits on the other in a cycle.
     */
    async lockTaskTree(tx: DbOrTransaction, taskId: string): Promise<void> {
      await lockTask(tx, idOr(taskId, taskNotFound));
    },

    /** The task written by `updateWithin`, read once its transaction has committed. */
    presentOne: (row: TaskRow): Promise<TaskJson> => presentOne(row.id),

    async updateStatus(taskId: string, status: string, version?: number): Promise<TaskJson> {
      return api.update(taskId, { status, __v: version });
    },

    /** The people on a task, for its status guard; undefined for an unknown task. */
    async resourceIdsOf(taskId: string): Promise<string[] | undefined> {
      if (!isUuid(taskId)) return undefined;
      if (!(await repo.find(db, taskId.toLowerCase()))) return undefined;
      return repo.resourceIdsOf(taskId.toLowerCase());
    },

    /** The task and its subtasks; the later siblings move up and the ancestors roll up again. */
    async remove(taskId: string): Promise<{ message: string }> {
      const id = idOr(taskId, taskNotFound);
      await db.transaction(async (tx) => {
        const task = await lockTask(tx, id);
        const changes = renumberAfterDelete(await repo.listNums(tx, task.wbsId), task.num);
        await repo.delete(tx, id);
        const now = clock.now();
        await repo.setNums(tx, changes, now);
        await rollUpFrom(tx, task.mother);
        await wbs().touch(tx, task.wbsId);
      });
      return { message: taskMessages.deleted };
    },

    /** Moves a task among its siblings: the ones between shift by one, subtasks follow. */
    async move(wbsId: string, fromNum: string, toNum: string): Promise<{ message: string }> {
      const id = idOr(wbsId, wbsNotFound);
      await db.transaction(async (tx) => {
        await lockTree(tx, id);
        const result = renumberAfterMove(await repo.listNums(tx, id), fromNum, toNum);
        if ('refusal' in result)
          throw new AppError({
            status: result.refusal === 'INTO_DESCENDANT' ? 409 : 400,
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
        await repo.setNums(tx, result.changes, now);
        await wbs().touch(tx, id);
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
        const first = await repo.find(tx, [...given.keys()][0]!);
        if (!first) throw taskNotFound();
        await lockTree(tx, first.wbsId);
        const all = await repo.listNums(tx, first.wbsId);
        const byId = new Map(all.map((task) => [task.id, task]));
        for (const [id, num] of given) {
          const task = byId.get(id);
          if (!task) throw taskNotFound();
          if (num.split('.').length !== task.level)
            throw new AppError({
              status: 400,
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
        await repo.setNums(tx, changes, clock.now());
        await wbs().touch(tx, first.wbsId);
      });
      return { message: taskMessages.moved };
    },

    /** The subtasks of a task go; the task and its ancestors roll up again. */
    async removeChildren(taskId: string): Promise<{ message: string }> {
      const id = idOr(taskId, taskNotFound);
      await db.transaction(async (tx) => {
        const task = await lockTask(tx, id);
        for (const child of await repo.listChildren(tx, id)) await repo.delete(tx, child.id);
        await rollUpFrom(tx, id);
        await wbs().touch(tx, task.wbsId);
      });
      return { message: taskMessages.childrenDeleted };
    },

    /** Every task of a WBS goes and the WBS stays (the original's TASK_WBS_DELETE). */
    async removeOfWbs(wbsId: string): Promise<{ message: string }> {
      const id = idOr(wbsId, wbsNotFound);
      await db.transaction(async (tx) => {
        await lockTree(tx, id);
        await repo.deleteOfWbs(tx, id);
        await wbs().touch(tx, id);
      });
      return { message: taskMessages.wbsTasksDeleted };
    },

    /**
     * Rows added in the order given, each under the task its number names (in the WBS already or
     * earlier in the list); a number taken or without a parent refuses the whole import.
     */
    async importTasks(wbsId: string, list: TaskImportFields['list'], createdBy: string): Promise<TaskJson[]> {
      const id = idOr(wbsId, wbsNotFound);
      const refused = (message: string) =>
        new AppError({ status: 400, code: 'IMPORT_REFUSED', field: 'list', message });
      const rows = await db.transaction(async (tx) => {
        await lockTree(tx, id);
        const byNum = new Map((await repo.listRowsOfWbs(tx, id)).map((task) => [task.num, task]));
        const peopleOfRows = list.map((item) =>
          item.resources === undefined ? undefined : uniqueResources(item.resources),
        );
        await requireUsers(
          tx,
          peopleOfRows.flatMap((people) => people ?? []),
        );
        const created: TaskRow[] = [];
        const mothers = new Set<string>();
        const now = clock.now();
        for (const [index, item] of list.entries()) {
          if (byNum.has(item.num)) throw refused(taskMessages.importTaken(item.num));
          const parentNum = item.num.split('.').slice(0, -1).join('.');
          const mother = parentNum === '' ? undefined : byNum.get(parentNum);
          if (parentNum !== '' && !mother) throw refused(taskMessages.importOrphan(item.num));
          const row = await repo.insert(
            tx,
            placedTaskRow({ wbsId: id, num: item.num, mother }, item, createdBy, now),
          );
          const people = peopleOfRows[index];
          if (people !== undefined) await replacePeople(tx, row.id, people, now);
          if (mother) mothers.add(mother.id);
          byNum.set(item.num, row);
          created.push(row);
        }
        await rollUpAll(tx, [...byNum.values()], mothers);
        await wbs().touch(tx, id);
        return created;
      });
      return present(rows);
    },
  };
  return api;
}

export type TaskTreeService = ReturnType<typeof createTaskTreeService>;
