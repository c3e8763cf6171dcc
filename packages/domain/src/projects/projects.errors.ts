import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the projects endpoints beyond the common ones. */
export const PROJECTS_ERRORS = {
  PROJECT_NOT_FOUND: 404,
  // The original answers a taken name and a project with time logged against it with 400 (server-rules 8).
  PROJECT_NAME_TAKEN: 400,
  PROJECT_HAS_TIME_ENTRIES: 400,
  PROJECT_ARCHIVED: 400,
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type ProjectsErrorCode = keyof typeof PROJECTS_ERRORS;
