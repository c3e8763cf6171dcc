import { MAX_TIME_OFF_WEEKS } from '@hgn/domain/timeOff';

// What the time-off dialogs tell the user; the scheduled sentence is the subject of the server's e-mail too.
export const timeOffMessages = {
  incomplete: `Please enter a starting date, a duration of 1 to ${MAX_TIME_OFF_WEEKS} weeks and a reason.`,
  saveFailed: 'The time-off request could not be saved.',
  deleteFailed: 'The time off could not be deleted.',
  scheduled: 'Your requested time off has been scheduled!',
} as const;
