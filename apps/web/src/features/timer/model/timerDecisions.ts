// What the header timer does when a control is used: the command to send, or the spec's words for a
// refusal (spec 001 section 5), decided by the domain's own rules (applyTimerCommand) on the state.
import {
  TIMER_LOG_MIN_MS,
  applyTimerCommand,
  isRunning,
  remainingAt,
  type TimerFields,
} from '@hgn/domain/timer';
import { timerMessages } from '@hgn/domain/messages';
import { toastError, toastInfo } from '../../../ui/notify';
import type { TimerUserCommand } from '../api/useTimerSocket';
import { hoursAndMinutes } from './timerClock';

export interface TimerDecision {
  command?: TimerUserCommand;
  /** A refusal, shown as an error notice. */
  error?: string;
  /** Said alongside a command that was carried out in part (an addition capped at 5 hours). */
  info?: string;
}

/** Shows the decision's words and sends its command. */
export function carryOut(decision: TimerDecision, send: (command: TimerUserCommand) => void): void {
  if (decision.error) toastError(decision.error);
  if (decision.info) toastInfo(decision.info);
  if (decision.command) send(decision.command);
}

/** Start or resume; refused when a started timer has no time left. */
export function startDecision(fields: TimerFields, now: number): TimerDecision {
  const outcome = applyTimerCommand(fields, { action: 'START_TIMER' }, now);
  return 'error' in outcome ? { error: outcome.error } : { command: { action: 'START_TIMER' } };
}

export type LogDecision = { error: string } | { pause: boolean; time: { hours: number; minutes: number } };

/** Stop (log): the time passed towards the goal, in whole minutes, once at least a minute has passed. */
export function logDecision(fields: TimerFields, now: number): LogDecision {
  const elapsedMs = fields.goal - remainingAt(fields, now);
  if (elapsedMs < TIMER_LOG_MIN_MS) return { error: timerMessages.logTooShort };
  return { pause: isRunning(fields), time: hoursAndMinutes(Math.round(elapsedMs / 60_000)) };
}
