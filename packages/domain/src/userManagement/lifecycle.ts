// The daily lifecycle rules of server-rules 4.7, as pure functions of the Pacific day, so the job and
// its tests agree on what "today" means.
import { addPacificDays } from '../time';

/** Management hears of a scheduled final day this many days ahead. */
export const FINAL_DAY_NOTICE_DAYS = 21;

/** A paused user comes back on their reactivation day (and any day after, if a run was missed). */
export const isReactivationDue = (reactivationDate: string, today: string): boolean =>
  reactivationDate <= today;

/** The "Upcoming final day" notice goes out from three weeks before the final day until the day itself. */
export const isFinalDayNoticeDue = (endDate: string, today: string): boolean =>
  addPacificDays(endDate, -FINAL_DAY_NOTICE_DAYS) <= today && today <= endDate;

/** A user is separated once their final day has passed, not on the day itself. */
export const isPastFinalDay = (endDate: string, today: string): boolean => endDate < today;
