// What every write to a WBS's task tree shares, whether it changes tasks (`tasks.tree.service.ts`) or
// the outline (`tasks.outline.service.ts`): the refusals, the lock on the tree, the people of a task
// (checked to exist, and heard of by other features when taken off), a task's fields and a new task's
// place, the parents' roll-up, and the answer read back. Built once, for both.
import { isUuid } from '@hgn/domain/ids';
import {
  isClosedStatus,
  taskMessages,
  type TaskCreateFields,
  type TaskJson,
  type TaskUpdateFields,
} from '@hgn/domain/tasks';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WbsService } from '../wbs/wbs.service.js';
import { createTasksRepo } from './tasks.repo.js';
import { createTaskRollUp } from './tasks.rollUp.js';
import type { TaskRow, tasks } from './tasks.table.js';
import { createTaskTreeRepo, type ResourceState, type TaskChange } from './tasks.tree.repo.js';

type TaskInsert = typeof tasks.$inferInsert;

export const taskNotFound = () => new AppError({ code: 'TASK_NOT_FOUND', message: taskMessages.notFound });
export const wbsNotFound = () => new AppError({ code: 'WBS_NOT_FOUND', message: taskMessages.wbsNotFound });
const userNotFound = (field: string) =>
  new AppError({ code: 'USER_NOT_FOUND', field, message: taskMessages.userNotFound });

export const idOr = (id: string, refusal: () => AppError) => {
  if (!isUuid(id)) throw refusal();
  return id.toLowerCase();
};

const dateOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** What a parent needs to know of the WBS feature: the lock on a tree and its modified time. */
export type TaskTreeWbs = Pick<WbsService, 'lockForTree' | 'lockForNewTask' | 'touch' | 'get'>;

/** The people named on a task, each once (the first mention kept), ids lower-cased. */
export const uniqueResources = (resources: NonNullable<TaskCreateFields['resources']>): ResourceState[] => {
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

/**
 * Checked inside a deletion's transaction before the tasks go (the task and its subtasks, or a WBS's
 * tasks); throwing an `AppError` refuses the deletion.
 */
export type TasksDeletingHook = (tx: DbOrTransaction, taskIds: readonly string[]) => Promise<void>;

/** The refusal of a deletion that would take logged time's task away (thrown by a deletion hook). */
export const taskHasTimeEntries = () =>
  new AppError({ code: 'TASK_HAS_TIME_ENTRIES', message: taskMessages.hasTimeEntries });

export function createTaskTreeWrite({ db, clock }: FeatureDeps, wbs: TaskTreeWbs) {
  const repo = createTaskTreeRepo(db);
  const tasksRepo = createTasksRepo(db);
  // Registered by the features that keep something per person and task (services.ts).
  const peopleRemovedHooks: TaskPeopleRemovedHook[] = [];
  const deletingHooks: TasksDeletingHook[] = [];

  /** Makes `people` the task's people; the features registered hear who was taken off. */
  const replacePeople = async (
    tx: DbOrTransaction,
    taskId: string,
    people: readonly ResourceState[],
    now: Date,
  ) => {
    const removed = await createTaskTreeRepo(tx).replaceResources(taskId, people, now);
    if (removed.length > 0) for (const hook of peopleRemovedHooks) await hook(tx, taskId, removed);
  };

  const lockTree = async (tx: DbOrTransaction, wbsId: string) => {
    if (!(await wbs.lockForTree(tx, wbsId))) throw wbsNotFound();
  };

  /**
   * The task, with its WBS locked for the rest of the transaction; given the WBS the caller read it
   * in, the task is read once, under the lock.
   */
  const lockTask = async (tx: DbOrTransaction, taskId: string, wbsId?: string): Promise<TaskRow> => {
    const treeId = wbsId ?? (await createTaskTreeRepo(tx).find(taskId))?.wbsId;
    if (!treeId) throw taskNotFound();
    await lockTree(tx, treeId);
    const task = await createTaskTreeRepo(tx).find(taskId);
    if (!task) throw taskNotFound();
    // A WBS the caller read before the lock that is no longer the task's: lock the task's own.
    return task.wbsId === treeId ? task : lockTask(tx, taskId);
  };

  /** Every person named exists (one query for all of them), or the whole write is refused. */
  /** Refuses people who are not users, naming the field `fieldOf` gives for the first one. */
  const requireUsers = async (
    tx: DbOrTransaction,
    states: readonly ResourceState[],
    fieldOf: (userId: string) => string = () => 'resources',
  ) => {
    const ids = [...new Set(states.map((state) => state.userId))];
    const existing = new Set(await createTaskTreeRepo(tx).existingUserIds(ids));
    const unknown = ids.find((id) => !existing.has(id));
    if (unknown !== undefined) throw userNotFound(fieldOf(unknown));
  };

  const fieldsOf = (input: Omit<TaskUpdateFields, '__v'>, current?: TaskRow): TaskChange => {
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

  return {
    repo,
    tasksRepo,
    fieldsOf,
    lockTree,
    requireUsers,
    replacePeople,
    /** The parents' roll-up after a write (`tasks.rollUp.ts`). */
    rollUp: createTaskRollUp(clock, replacePeople),

    /** Another feature follows people being taken off a task, inside the change's transaction. */
    onPeopleRemoved: (hook: TaskPeopleRemovedHook): void => {
      peopleRemovedHooks.push(hook);
    },

    /** Another feature checks a deletion of tasks inside its transaction, and refuses it by throwing. */
    onTasksDeleting: (hook: TasksDeletingHook): void => {
      deletingHooks.push(hook);
    },

    /** Runs the deletion checks for these tasks, before they go. */
    checkDeleting: async (tx: DbOrTransaction, taskIds: readonly string[]) => {
      for (const hook of deletingHooks) await hook(tx, taskIds);
    },

    /** Tasks as answered, read through their one JSON definition (`tasks.json.sql.ts`). */
    present: (rows: readonly TaskRow[]): Promise<TaskJson[]> =>
      tasksRepo.tasksJson(rows.map((row) => row.id)),

    /** A task as answered; one deleted since it was written is not found. */
    presentOne: async (taskId: string): Promise<TaskJson> => {
      const [json] = await tasksRepo.tasksJson([taskId]);
      if (!json) throw taskNotFound();
      return json;
    },

    lockTask,

    resourceStates: async (
      tx: DbOrTransaction,
      resources: NonNullable<TaskCreateFields['resources']>,
    ): Promise<ResourceState[]> => {
      const states = uniqueResources(resources);
      await requireUsers(tx, states);
      return states;
    },

    /**
     * A new task's row at `num` under `mother` (none for a top-level task): its level and position
     * follow from the number, its ancestors by level from its mother's.
     */
    placedTaskRow: (
      place: { wbsId: string; num: string; mother: TaskRow | undefined },
      input: Omit<TaskUpdateFields, '__v'> & { taskName: string; isActive: boolean },
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
    },
  };
}

export type TaskTreeWrite = ReturnType<typeof createTaskTreeWrite>;
