/** Every refusal of the timer's endpoints beyond the common ones. */
export const TIMER_ERROR_CODES = [] as const;
export type TimerErrorCode = (typeof TIMER_ERROR_CODES)[number];
