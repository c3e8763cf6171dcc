import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the lessons-learned endpoints beyond the common ones. */
export const LESSONS_ERRORS = {
  LESSON_NOT_FOUND: 404,
  LESSON_TAG_TAKEN: 409,
  LESSON_TAGS_NOT_FOUND: 404,
  LESSON_TAG_IN_USE: 409,
  BUILDING_PROJECT_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type LessonsErrorCode = keyof typeof LESSONS_ERRORS;
