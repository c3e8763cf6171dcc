import type { FollowUpInput, FollowUpJson } from '@hgn/domain/followUps';
import { isUuid } from '@hgn/domain/ids';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentFollowUp } from './followUps.present.js';
import { createFollowUpsRepo } from './followUps.repo.js';

const taskNotFound = () => new AppError({ code: 'TASK_NOT_FOUND', message: 'This task does not exist.' });
const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: 'This person does not exist.' });

export function createFollowUpsService({ db }: FeatureDeps) {
  const repo = createFollowUpsRepo(db);
  return {
    list: async (): Promise<FollowUpJson[]> => (await repo.list()).map(presentFollowUp),

    async set(userId: string, taskId: string, input: FollowUpInput): Promise<FollowUpJson> {
      if (!isUuid(userId) || !(await repo.userExists(userId.toLowerCase()))) throw userNotFound();
      if (!isUuid(taskId) || !(await repo.taskExists(taskId.toLowerCase()))) throw taskNotFound();
      const row = await repo.upsert({
        userId: userId.toLowerCase(),
        taskId: taskId.toLowerCase(),
        followUpCheck: input.followUpCheck,
        followUpPercentageDeadline: input.followUpPercentageDeadline,
      });
      return presentFollowUp(row);
    },

    /** People taken off a task lose their marks on it, with the change that took them off. */
    removeOfPeopleOffTask: async (tx: DbOrTransaction, taskId: string, userIds: readonly string[]) => {
      await createFollowUpsRepo(tx).deleteOfTask(taskId, userIds);
    },
  };
}

export type FollowUpsService = ReturnType<typeof createFollowUpsService>;
