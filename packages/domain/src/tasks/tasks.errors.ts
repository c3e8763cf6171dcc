import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the tasks endpoints beyond the common ones. */
export const TASKS_ERRORS = {
  USER_NOT_FOUND: 404,
  TASK_NOT_FOUND: 404,
  WBS_NOT_FOUND: 404,
  MOTHER_NOT_FOUND: 400,
  TOO_DEEP: 400,
  STALE_WRITE: 409,
  MOVE_REFUSED: 400,
  IMPORT_REFUSED: 400,
  TASK_HAS_TIME_ENTRIES: 409,
  REVIEW_STEP_REFUSED: 409,
} as const satisfies ErrorStatuses;
export type TasksErrorCode = keyof typeof TASKS_ERRORS;

export const taskMessages = {
  notFound: 'This task does not exist.',
  wbsNotFound: 'This WBS does not exist.',
  motherNotFound: 'The parent task does not exist in this WBS.',
  tooDeep: 'A task can be at most 4 levels deep.',
  stale: 'This task was changed by someone else. Please reload it and try again.',
  nameRequired: 'Task name is required.',
  userNotFound: 'Please choose a valid user.',
  deleted: 'Task successfully deleted',
  moveIntoDescendant: 'A task cannot be moved into its own subtasks.',
  moveNotSiblings: 'A task can only be moved among its siblings.',
  moveUnknown: 'There is no task with this number in this WBS.',
  moved: 'Success!',
  importNum: 'Each task needs a number like 1, 1.2 or 1.2.3.4.',
  importTaken: (num: string) => `Task number ${num} is already in this WBS.`,
  importOrphan: (num: string) => `Task number ${num} has no parent task before it.`,
  numLevel: 'A task keeps its level when renumbered.',
  childrenDeleted: 'Children successfully deleted',
  wbsTasksDeleted: 'Tasks successfully deleted',
  hasTimeEntries:
    'Time is logged on this task or one of its subtasks, so it cannot be deleted. Mark it inactive instead.',
} as const;
