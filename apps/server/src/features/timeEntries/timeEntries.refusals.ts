// The time entry endpoints' refusals, in the original's words (server-rules 3).
import { isUuid } from '@hgn/domain/ids';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { TimeEntryPart } from '@hgn/domain/timeEntries';
import { AppError } from '../../platform/http/app-error.js';

export const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', error: msg.userNotFound });
export const entryNotFound = () =>
  new AppError({ code: 'TIME_ENTRY_NOT_FOUND', body: { message: msg.entryNotFound } });
export const projectNotFound = () =>
  new AppError({ code: 'PROJECT_NOT_FOUND', field: 'projectId', message: msg.projectNotFound });
export const taskNotFound = () =>
  new AppError({ code: 'TASK_NOT_FOUND', field: 'taskId', message: msg.taskNotFound });
export const wbsNotFound = () =>
  new AppError({ code: 'WBS_NOT_FOUND', field: 'wbsId', message: msg.wbsNotFound });
export const userDeactivated = () => new AppError({ code: 'USER_DEACTIVATED', error: msg.userDeactivated });
export const dateNotAllowed = () =>
  new AppError({ code: 'DATE_NOT_ALLOWED', field: 'dateOfWork', error: msg.dateNotAllowed });
export const notesRequired = () =>
  new AppError({ code: 'VALIDATION_FAILED', field: 'notes', message: msg.notesRequired });
export const nothingChanged = () => new AppError({ code: 'NOTHING_CHANGED', error: msg.nothingChanged });
export const refused = (error: string) => new AppError({ code: 'FORBIDDEN', error });
export const editRefused = (part: TimeEntryPart | 'owner') =>
  refused(part === 'owner' ? msg.ownerTimeOnlyByOwner : msg.editRefused(part));

/** The lowercase id, or the refusal of a thing that does not exist. */
export const idOr = (id: string, refusal: () => AppError): string => {
  if (!isUuid(id)) throw refusal();
  return id.toLowerCase();
};
