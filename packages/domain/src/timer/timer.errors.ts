import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the timer's endpoints beyond the common ones. */
export const TIMER_ERRORS = {} as const satisfies ErrorStatuses;
export type TimerErrorCode = keyof typeof TIMER_ERRORS;
