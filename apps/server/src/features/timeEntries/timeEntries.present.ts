import type { UsersTimeEntryJson } from '@hgn/domain/timeEntries';
import type { UsersTimeEntryRow } from './timeEntries.repo.js';

const SECONDS_PER_HOUR = 3600;

/** Seconds as the hours the original reports: unrounded decimals. */
export const hoursOf = (seconds: number): number => seconds / SECONDS_PER_HOUR;

export const presentUsersTimeEntry = (row: UsersTimeEntryRow): UsersTimeEntryJson => ({
  _id: row.id,
  notes: row.notes,
  isTangible: row.isTangible,
  personId: row.personId,
  userProfile: { _id: row.personId, firstName: row.firstName, lastName: row.lastName },
  dateOfWork: row.dateOfWork,
  hours: Math.floor(row.totalSeconds / SECONDS_PER_HOUR),
  minutes: Math.floor((row.totalSeconds % SECONDS_PER_HOUR) / 60),
  projectId: row.projectId,
  projectName: row.projectName,
  projectCategory: row.projectCategory === null ? null : row.projectCategory.toLowerCase(),
  taskId: row.taskId,
  taskName: row.taskName,
  taskClassification: row.taskClassification,
  wbsId: row.wbsId,
  wbsName: row.wbsName,
});
