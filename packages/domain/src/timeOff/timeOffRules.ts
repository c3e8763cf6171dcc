import type { Actor } from '../permissions/can';
import { canManageOthersTimeOff } from '../permissions/policies';
import { pacificDate, type Instant } from '../time/pacificCalendar';

/** Whole Pacific days, first and last included, as `YYYY-MM-DD`. */
export type TimeOffPeriod = { readonly startingDate: string; readonly endingDate: string };

/** Two periods share a day when each starts on or before the other's last day; back to back is no overlap. */
export const periodsOverlap = (a: TimeOffPeriod, b: TimeOffPeriod): boolean =>
  a.startingDate <= b.endingDate && b.startingDate <= a.endingDate;

/**
 * Time off starts today or later (Pacific); recording an absence already begun is for those who
 * manage others' time off.
 */
export const mayStartTimeOffOn = (actor: Actor, startingDate: string, now: Instant): boolean =>
  startingDate >= pacificDate(now) || canManageOthersTimeOff(actor);
