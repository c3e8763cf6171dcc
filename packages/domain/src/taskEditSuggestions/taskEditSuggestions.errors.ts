import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the task edit suggestion endpoints beyond the common ones. */
export const TASK_EDIT_SUGGESTIONS_ERRORS = {
  TASK_NOT_FOUND: 404,
  SUGGESTION_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type TaskEditSuggestionsErrorCode = keyof typeof TASK_EDIT_SUGGESTIONS_ERRORS;

export const taskEditSuggestionMessages = {
  notFound: 'This suggestion does not exist or has already been resolved.',
  alreadyResolved: 'The suggestion might have already been resolved. Reloading the suggestion list...',
  none: 'There are no task edit suggestions.',
  approveFailed: 'Failed to update task',
  rejectFailed: 'The suggestion could not be rejected.',
  approved: 'The suggestion was approved and the task updated.',
  rejected: 'The suggestion was rejected.',
  notAllowed: 'Task edit suggestions are reviewed by people who may update tasks.',
  mayNotResolve:
    'You can read this suggestion, but approving or rejecting it needs the permission to resolve task suggestions, which Owners have.',
  outdated: 'outdated',
  outdatedNote: 'The task has changed since this suggestion was made.',
  confirmOutdated:
    'The task has changed since this suggestion was made. Approving writes the suggested fields over those changes. Approve it anyway?',
} as const;
