/** Every refusal of the badges endpoints beyond the common ones. */
export const BADGES_ERROR_CODES = [
  'BADGE_NOT_FOUND',
  'BADGE_NAME_TAKEN',
  'PROJECT_NOT_FOUND',
  'USER_NOT_FOUND',
] as const;
export type BadgesErrorCode = (typeof BADGES_ERROR_CODES)[number];
