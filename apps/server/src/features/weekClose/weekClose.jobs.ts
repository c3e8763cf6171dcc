import type { JobDefinition } from '../../platform/jobs/scheduler.js';
import type { WeekCloseService } from './weekClose.service.js';

/**
 * Sunday 00:00 Pacific: the week that just ended closes for every active person. Its period is that
 * Sunday, whose midnight closes the week before it.
 */
export const weekCloseJob = (service: WeekCloseService): JobDefinition => ({
  name: 'week-close',
  description:
    'Closes the week that ended: blue squares for missed hours or summaries, owed hours, best weeks, badges, the weekly summaries e-mail, ended time off and year-old blue squares.',
  cron: '0 0 * * 0',
  resumable: true,
  run: ({ period, progress }) => service.closeWeek(period, progress),
});

/** Sunday 04:00 Pacific: the follow-up e-mails of the blue squares given at midnight. */
export const weekFollowUpJob = (service: WeekCloseService): JobDefinition => ({
  name: 'week-follow-up',
  description: 'Sends the follow-up e-mail of each blue square the week close gave at midnight.',
  cron: '0 4 * * 0',
  resumable: true,
  run: ({ period, progress }) => service.sendFollowUps(period, progress),
});
