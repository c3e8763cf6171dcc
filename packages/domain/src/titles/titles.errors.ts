import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the Quick Setup title endpoints beyond the common ones. */
export const TITLES_ERRORS = {
  TITLE_NOT_FOUND: 404,
  TITLE_CODE_TAKEN: 409,
  TITLE_NAME_TAKEN: 409,
  TITLE_TEAM_CODE_UNKNOWN: 400,
  TITLE_PROJECT_UNKNOWN: 400,
  TITLE_TEAM_UNKNOWN: 400,
} as const satisfies ErrorStatuses;
export type TitlesErrorCode = keyof typeof TITLES_ERRORS;
