import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the badges endpoints beyond the common ones. */
export const BADGES_ERRORS = {
  BADGE_NOT_FOUND: 404,
  BADGE_NAME_TAKEN: 400,
  PROJECT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type BadgesErrorCode = keyof typeof BADGES_ERRORS;
