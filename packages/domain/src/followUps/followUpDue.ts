// When a follow-up mark lapses (spec 001 "Follow-up checkbox"): the checkbox clears and turns red
// once the task's progress passes 50, 75 or 90 % above the level at which it was last checked.
import type { FollowUpJson } from './followUpJson';

/** The progress levels at which a task needs a fresh follow-up. */
export const FOLLOW_UP_THRESHOLDS = [50, 75, 90] as const;

/**
 * A task's progress as a whole percentage of its estimate, from 0 to 100: what the checkbox posts as
 * `followUpPercentageDeadline`. A task without an estimate has made no measurable progress.
 */
export function taskProgressPercent(task: { hoursLogged: number; estimatedHours: number }): number {
  if (!(task.estimatedHours > 0) || !(task.hoursLogged > 0)) return 0;
  return Math.min(100, Math.floor((task.hoursLogged / task.estimatedHours) * 100));
}

/**
 * True when progress has reached a threshold the last check was below. A person never checked counts
 * as checked at 0 %, so a task past 50 % that nobody has followed up is due.
 */
export function isFollowUpDue(progressPercent: number, checkedAtPercent = 0): boolean {
  return FOLLOW_UP_THRESHOLDS.some(
    (threshold) => checkedAtPercent < threshold && progressPercent >= threshold,
  );
}

export type FollowUpState = { checked: boolean; due: boolean };

/** What the checkbox shows for a person's mark on a task: checked unless it lapsed, red when due. */
export function followUpState(
  task: { hoursLogged: number; estimatedHours: number },
  mark: Pick<FollowUpJson, 'followUpCheck' | 'followUpPercentageDeadline'> | undefined,
): FollowUpState {
  const due = isFollowUpDue(taskProgressPercent(task), mark?.followUpPercentageDeadline ?? 0);
  return { checked: !due && (mark?.followUpCheck ?? false), due };
}

/** Those who see how many follow-ups are due on the dashboard (spec 001 section 6). */
export const FOLLOW_UP_COUNT_ROLES: readonly string[] = ['Manager', 'Mentor', 'Administrator', 'Owner'];

export const maySeeFollowUpCount = (actor: { role: string }): boolean =>
  FOLLOW_UP_COUNT_ROLES.includes(actor.role);
