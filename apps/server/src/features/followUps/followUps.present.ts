import type { FollowUpJson } from '@hgn/domain/followUps';
import type { FollowUpRow } from './followUps.repo.js';

export const presentFollowUp = (row: FollowUpRow): FollowUpJson => ({
  userId: row.userId,
  taskId: row.taskId,
  followUpCheck: row.followUpCheck,
  followUpPercentageDeadline: row.followUpPercentageDeadline,
});
