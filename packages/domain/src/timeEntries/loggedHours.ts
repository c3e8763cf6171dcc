// How logged seconds read as hours. Zod-free: the server's bookkeeping and the screens share it.

const SECONDS_PER_HOUR = 3600;

/** Seconds as hours, unrounded, as the original API sends sums of time. */
export const hoursOf = (seconds: number): number => seconds / SECONDS_PER_HOUR;

/**
 * Hours to two decimals from a sum of whole seconds (server-rules 3 rounds each entry's hours; summing
 * the seconds first and rounding once keeps many small entries from drifting).
 */
export const roundedHoursOf = (seconds: number): number =>
  Math.round(seconds / (SECONDS_PER_HOUR / 100)) / 100;

/** An entry's time as the whole hours and minutes the form shows. */
export const hoursAndMinutesOf = (seconds: number): { hours: number; minutes: number } => ({
  hours: Math.floor(seconds / SECONDS_PER_HOUR),
  minutes: Math.floor((seconds % SECONDS_PER_HOUR) / 60),
});
