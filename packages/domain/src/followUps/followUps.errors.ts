/** Every refusal of the follow-up endpoints beyond the common ones. */
export const FOLLOW_UPS_ERROR_CODES = ['TASK_NOT_FOUND', 'USER_NOT_FOUND'] as const;
export type FollowUpsErrorCode = (typeof FOLLOW_UPS_ERROR_CODES)[number];
