/** Every refusal of the task edit suggestion endpoints beyond the common ones. */
export const TASK_EDIT_SUGGESTIONS_ERROR_CODES = ['TASK_NOT_FOUND', 'SUGGESTION_NOT_FOUND'] as const;
export type TaskEditSuggestionsErrorCode = (typeof TASK_EDIT_SUGGESTIONS_ERROR_CODES)[number];
