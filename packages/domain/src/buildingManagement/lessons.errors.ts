/** Every refusal of the lessons-learned endpoints beyond the common ones. */
export const LESSONS_ERROR_CODES = [
  'LESSON_NOT_FOUND',
  'LESSON_TAG_TAKEN',
  'LESSON_TAGS_NOT_FOUND',
  'LESSON_TAG_IN_USE',
  'BUILDING_PROJECT_NOT_FOUND',
] as const;
export type LessonsErrorCode = (typeof LESSONS_ERROR_CODES)[number];
