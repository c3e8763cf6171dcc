/** Every refusal of the projects endpoints beyond the common ones. */
export const PROJECTS_ERROR_CODES = [
  'PROJECT_NOT_FOUND',
  'PROJECT_NAME_TAKEN',
  'PROJECT_HAS_TIME_ENTRIES',
  'PROJECT_ARCHIVED',
  'USER_NOT_FOUND',
] as const;
export type ProjectsErrorCode = (typeof PROJECTS_ERROR_CODES)[number];
