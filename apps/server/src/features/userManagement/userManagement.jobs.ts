import type { JobDefinition } from '../../platform/jobs/scheduler.js';
import type { UserManagementService } from './userManagement.service.js';

/** Every day at 00:05 Pacific, just after the day the lifecycle rules count in has begun. */
export const userLifecycleJob = (service: UserManagementService): JobDefinition => ({
  name: 'user-lifecycle',
  description:
    'Reactivates paused accounts whose day has come, warns of final days three weeks ahead and separates those whose final day has passed.',
  resumable: true,
  cron: '5 0 * * *',
  run: async ({ now, progress }) => {
    const report = await service.runDailyLifecycle(now);
    await progress({ done: 1, total: 1, counts: report });
  },
});
