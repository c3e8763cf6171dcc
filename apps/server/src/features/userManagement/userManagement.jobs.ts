import type { JobDefinition } from '../../platform/jobs/scheduler.js';
import type { UserManagementService } from './userManagement.service.js';

/** Every day at 00:05 Pacific, just after the day the lifecycle rules count in has begun. */
export const userLifecycleJob = (service: UserManagementService): JobDefinition => ({
  name: 'user-lifecycle',
  cron: '5 0 * * *',
  run: async ({ now }) => {
    await service.runDailyLifecycle(now);
  },
});
