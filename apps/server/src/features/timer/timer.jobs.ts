import type { JobDefinition } from '../../platform/jobs/scheduler.js';
import type { TimerService } from './timer.service.js';

/** Saturday 23:58 Pacific, as the week closes: every running timer pauses (server-rules 6). */
export const timerWeekCloseJob = (timer: TimerService): JobDefinition => ({
  name: 'timer-week-close',
  description: 'Pauses every running timer as the week closes.',
  cron: '58 23 * * 6',
  run: async ({ progress }) => {
    const paused = await timer.pauseForWeekClose();
    await progress({ done: paused, total: paused, counts: { timersPaused: paused } });
  },
});

/**
 * Every quarter of an hour: a timer running for ten hours pauses, as of the moment its ten hours ran
 * out, so a late check changes nothing but when its sockets hear of it (its time, at most 5 hours,
 * ran out long before).
 */
export const timerAutoStopJob = (timer: TimerService): JobDefinition => ({
  name: 'timer-auto-stop',
  description: 'Pauses each timer that has run for ten hours.',
  cron: '*/15 * * * *',
  run: async ({ progress }) => {
    const stopped = await timer.autoStopOverdue();
    await progress({ done: stopped, total: stopped, counts: { timersStopped: stopped } });
  },
});
