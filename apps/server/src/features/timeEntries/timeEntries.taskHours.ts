// The hours logged on tasks (server-rules 3): each task an entry write touches holds the seconds of
// tangible time logged on it, read as hours to two decimals. The task's tree is locked before the
// entry is written and the seconds are summed after, so concurrent writers on one task count each
// other's time exactly once; trees are locked in one order, so two writers never wait in a cycle.
import type { DbOrTransaction } from '../../db.js';
import type { Config } from '../../config.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { TasksService } from '../tasks/tasks.service.js';
import { hoursOverEstimateEmail } from './timeEntries.emails.js';
import { createTimeEntriesRepo } from './timeEntries.repo.js';
import type { TimeEntryPerson } from './timeEntryRefs.repo.js';

export type TaskHoursTasks = Pick<TasksService, 'lockTree' | 'setLoggedSeconds'> & {
  tree: Pick<TasksService['tree'], 'lockTaskTree'>;
};

/** A task whose tree the entry's transaction holds locked. */
type LockedTask = { id: string; wbsId: string };

type TaskPlace = { taskId: string | null; wbsId: string | null };

export function createTaskHours(tasks: TaskHoursTasks, config: Config) {
  /** Locks the tree the task is in now, when the one the entry named is no longer its own. */
  const lockOwnTree = async (tx: DbOrTransaction, taskId: string): Promise<LockedTask> => {
    const task = await tasks.tree.lockTaskTree(tx, taskId);
    return { id: task.id, wbsId: task.wbsId };
  };

  /** Counts a task that moved to another tree under that tree's lock, where it is found (time is logged on it, so it stays). */
  const recountMoved = async (tx: DbOrTransaction, taskId: string) => {
    const task = await lockOwnTree(tx, taskId);
    return (await tasks.setLoggedSeconds(
      tx,
      task,
      await createTimeEntriesRepo(tx).tangibleSecondsOfTask(task.id),
    ))!;
  };

  /**
   * The task's hours logged after the write, from `seconds` when the write counted them under the
   * lock; the person is told (the organisation inbox in copy) when their time takes the task past its
   * estimate. A task that moved to another tree since the entry named it is counted again once that
   * tree is locked too.
   */
  async function recountTask(
    tx: DbOrTransaction,
    task: LockedTask,
    person: TimeEntryPerson | undefined,
    seconds?: number,
  ) {
    const counted = seconds ?? (await createTimeEntriesRepo(tx).tangibleSecondsOfTask(task.id));
    const hours = (await tasks.setLoggedSeconds(tx, task, counted)) ?? (await recountMoved(tx, task.id));
    const passedEstimate =
      hours.estimatedHours > 0 && hours.before <= hours.estimatedHours && hours.after > hours.estimatedHours;
    if (passedEstimate && person)
      await enqueueEmail(tx, hoursOverEstimateEmail(person, hours, config.organisationInbox));
  }

  return {
    /**
     * Locks the trees of the tasks the entry names before and after the write (the WBS the entry
     * names, else the task's own); answers the tasks with the tree locked for each.
     */
    async lock(tx: DbOrTransaction, places: readonly TaskPlace[]): Promise<LockedTask[]> {
      const named = places.filter(
        (place): place is { taskId: string; wbsId: string | null } => place.taskId !== null,
      );
      const byTree = [...new Map(named.map((place) => [place.taskId, place])).values()].sort(
        (a, b) => (a.wbsId ?? '').localeCompare(b.wbsId ?? '') || a.taskId.localeCompare(b.taskId),
      );
      const locked: LockedTask[] = [];
      for (const { taskId, wbsId } of byTree) {
        if (wbsId === null) locked.push(await lockOwnTree(tx, taskId));
        else {
          await tasks.lockTree(tx, wbsId);
          locked.push({ id: taskId, wbsId });
        }
      }
      return locked;
    },

    /** Each locked task's hours logged after the write (`recountTask`). */
    async recount(tx: DbOrTransaction, locked: readonly LockedTask[], person: TimeEntryPerson | undefined) {
      for (const task of locked) await recountTask(tx, task, person);
    },

    /** The hours of a task time was logged on, whose tangible seconds the write counted under the lock. */
    recountCounted: (
      tx: DbOrTransaction,
      task: LockedTask,
      seconds: number,
      person: TimeEntryPerson | undefined,
    ) => recountTask(tx, task, person, seconds),
  };
}
