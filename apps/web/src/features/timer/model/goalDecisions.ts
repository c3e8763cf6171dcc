// The goal's controls, loaded with the goal editor and the Time Complete prompt.
import { TIMER_GOAL_MIN_MS, applyTimerCommand, type TimerFields } from '@hgn/domain/timer';
import { timerMessages } from '@hgn/domain/messages';
import type { TimerDecision } from './timerDecisions';

const MINUTE_MS = 60_000;

/** The +15 / +30 / +60 buttons: an addition beyond 5 hours stops there, and says so. */
export function addToGoalDecision(fields: TimerFields, minutes: number, now: number): TimerDecision {
  const value = minutes * MINUTE_MS;
  const outcome = applyTimerCommand(fields, { action: 'ADD_TO_GOAL', value }, now);
  if ('error' in outcome) return { error: outcome.error };
  const added = outcome.state.goal - fields.goal;
  if (added === value) return { command: { action: 'ADD_TO_GOAL', value } };
  const info = timerMessages.goalTooLong;
  return added > 0 ? { command: { action: 'ADD_TO_GOAL', value: added }, info } : { info };
}

/** The -15 / -30 / -60 buttons: refused below a 1-minute goal or beyond the remaining time. */
export function removeFromGoalDecision(fields: TimerFields, minutes: number, now: number): TimerDecision {
  const value = minutes * MINUTE_MS;
  const outcome = applyTimerCommand(fields, { action: 'REMOVE_FROM_GOAL', value }, now);
  return 'error' in outcome ? { error: outcome.error } : { command: { action: 'REMOVE_FROM_GOAL', value } };
}

/** The goal editor's save: its hour and minute fields, already clamped to 0-5 and 0-59. */
export function setGoalDecision(
  fields: TimerFields,
  hours: number,
  minutes: number,
  now: number,
): TimerDecision {
  const value = hours * 60 * MINUTE_MS + minutes * MINUTE_MS;
  if (value < TIMER_GOAL_MIN_MS) return { error: timerMessages.timerTooShort };
  const outcome = applyTimerCommand(fields, { action: 'SET_GOAL', value }, now);
  return 'error' in outcome ? { error: outcome.error } : { command: { action: 'SET_GOAL', value } };
}
