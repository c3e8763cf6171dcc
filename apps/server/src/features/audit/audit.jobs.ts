import type { JobDefinition } from '../../platform/jobs/scheduler.js';
import type { AuditService } from './audit.service.js';

/** Every day at 03:30 Pacific, a quiet hour: the audit log keeps a year of events. */
export const auditRetentionJob = (service: AuditService): JobDefinition => ({
  name: 'audit-retention',
  description: 'Removes the audit log’s events older than a year.',
  resumable: true,
  cron: '30 3 * * *',
  run: async ({ now, progress }) => {
    const removed = await service.removeExpired(now);
    await progress({ done: 1, total: 1, counts: { auditEventsRemoved: removed } });
  },
});
