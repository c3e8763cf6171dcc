/** Every refusal of the Quick Setup title endpoints beyond the common ones. */
export const TITLES_ERROR_CODES = [
  'TITLE_NOT_FOUND',
  'TITLE_CODE_TAKEN',
  'TITLE_NAME_TAKEN',
  'TITLE_TEAM_CODE_UNKNOWN',
  'TITLE_PROJECT_UNKNOWN',
  'TITLE_TEAM_UNKNOWN',
] as const;
export type TitlesErrorCode = (typeof TITLES_ERROR_CODES)[number];
