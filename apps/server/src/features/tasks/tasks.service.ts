import { isUuid } from '@hgn/domain/ids';
import { profileMessages } from '@hgn/domain/messages';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import { AppError } from '../../platform/http/app-error.js';
import type { RawJson } from '../../platform/http/raw-json.js';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { createPeopleTasksRepo } from './peopleTasks.repo.js';
import { createTasksRepo } from './tasks.repo.js';
import { createTaskOutlineService } from './tasks.outline.service.js';
import { createTaskTreeService } from './tasks.tree.service.js';
import { createTaskTreeWrite, type TaskTreeWbs } from './tasks.tree.write.js';

export { taskHasTimeEntries } from './tasks.tree.write.js';
export type { LiveTaskRow } from './peopleTasks.repo.js';
import type { UsersService } from '../users/users.service.js';

// A path id that is not a uuid names nobody: answered as an unknown person.
const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: profileMessages.userNotFound });

/** Tasks are worked on by people, who live in the users feature. */
type TaskPeople = Pick<UsersService, 'countExistingUsers'>;

export function createTasksService(deps: FeatureDeps, people: TaskPeople, wbs: TaskTreeWbs) {
  const { db, clock } = deps;
  const repo = createTasksRepo(db);
  const peopleTasks = createPeopleTasksRepo(db);
  // The tree's writes and the outline's share one kit, so a hook registered on it hears both.
  const write = createTaskTreeWrite(deps, wbs);

  return {
    /**
     * The tasks of these people that the Team Member Tasks table shows, each with its kept JSON: the
     * active tasks of active WBS and projects, by person, then project name, then outline number.
     */
    liveTasksOf: (userIds: readonly string[]) => peopleTasks.liveTasksOf(userIds),

    /** Tasks created, read, changed and deleted (`tasks.tree.service.ts`). */
    tree: createTaskTreeService(deps, wbs, write),

    /** Tasks moved, numbered by hand and imported (`tasks.outline.service.ts`). */
    outline: createTaskOutlineService(deps, wbs, write),

    /** Another feature follows people being taken off a task, inside the change's transaction. */
    onPeopleRemoved: write.onPeopleRemoved,

    /** Another feature checks a deletion of tasks (with their subtasks) and refuses it by throwing. */
    onTasksDeleting: write.onTasksDeleting,

    /**
     * The tasks a person still has to do: active tasks of active WBS and projects where the person
     * has not marked their part complete, by project name, then outline number.
     */
    async listOpenTasksOfUser(userId: string): Promise<RawJson<UserTaskJson[]>> {
      if (!isUuid(userId)) throw userNotFound();
      const id = userId.toLowerCase();
      const list = await repo.openTasksOfUserJson(id);
      // A person with tasks exists; only an empty list needs the extra look-up.
      if (list.isEmptyList && (await people.countExistingUsers([id])) === 0) throw userNotFound();
      return list;
    },

    /** Locks the WBS's task tree for the rest of the caller's transaction (refused if it is gone). */
    lockTree: write.lockTree,

    /**
     * The time entries' bookkeeping, inside the entry's transaction with the task's WBS locked
     * (`lockTree`): its hours logged become `seconds` of tangible time read as hours to two decimals,
     * and its ancestors' follow. Answers the hours before and after and the estimate; nothing, and
     * writes nothing, when the task is no longer in that WBS (`lockTaskTree` then locks its own).
     */
    async setLoggedSeconds(tx: DbOrTransaction, task: { id: string; wbsId: string }, seconds: number) {
      const hoursLogged = roundedHoursOf(seconds);
      const was = await createTasksRepo(tx).setHoursLogged(task, hoursLogged);
      return (
        was && {
          taskName: was.name,
          before: was.hoursLogged,
          after: hoursLogged,
          estimatedHours: was.estimatedHours,
        }
      );
    },

    /** A project archived or brought back takes the tasks of its WBS with it, inside its transaction. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await createTasksRepo(tx).setActiveOfProject(projectId, isActive, clock.now());
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
