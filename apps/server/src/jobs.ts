// Every scheduled job of the product, registered once (each server runs them; job_runs lets one claim each period).
import type { Scheduler } from './platform/jobs/scheduler.js';
import type { Services } from './services.js';
import { userLifecycleJob } from './features/userManagement/userManagement.jobs.js';
import { timerAutoStopJob, timerWeekCloseJob } from './features/timer/timer.jobs.js';
import { weekCloseJob, weekFollowUpJob } from './features/weekClose/weekClose.jobs.js';
import { auditRetentionJob } from './features/audit/audit.jobs.js';

export function registerJobs(scheduler: Scheduler, services: Services): void {
  scheduler.register(timerWeekCloseJob(services.timer));
  scheduler.register(weekCloseJob(services.weekClose));
  scheduler.register(weekFollowUpJob(services.weekClose));
  scheduler.register(userLifecycleJob(services.userManagement));
  scheduler.register(timerAutoStopJob(services.timer));
  scheduler.register(auditRetentionJob(services.audit));
}
