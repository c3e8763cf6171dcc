import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the follow-up endpoints beyond the common ones. */
export const FOLLOW_UPS_ERRORS = {
  TASK_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type FollowUpsErrorCode = keyof typeof FOLLOW_UPS_ERRORS;
