import {
  hoursAndMinutesOf,
  type LostProjectTimeEntryJson,
  type LostTeamTimeEntryJson,
  type LostUserTimeEntryJson,
  type ReportsTimeEntryJson,
  type StoredTimeEntryJson,
  type UsersTimeEntryJson,
} from '@hgn/domain/timeEntries';
import type { UsersTimeEntryRow } from './timeEntries.repo.js';
import type {
  LostOfPersonRow,
  LostOfProjectRow,
  LostOfTeamRow,
  PeopleEntryRow,
} from './timeEntryReports.repo.js';
import type { TimeEntryRow } from './timeEntries.table.js';

const lowercaseOrNull = (text: string | null) => (text === null ? null : text.toLowerCase());

/** An entry as stored: `PUT /api/TimeEntry/:id` answers it. */
export const presentStoredTimeEntry = (row: TimeEntryRow): StoredTimeEntryJson => ({
  _id: row.id,
  entryType: row.entryType,
  personId: row.personId,
  projectId: row.projectId,
  wbsId: row.wbsId,
  taskId: row.taskId,
  teamId: row.teamId,
  dateOfWork: row.dateOfWork,
  notes: row.notes,
  isTangible: row.isTangible,
  createdDateTime: row.createdAt.toISOString(),
  lastModifiedDateTime: row.updatedAt.toISOString(),
  isActive: row.isActive,
  totalSeconds: row.totalSeconds,
});

export const presentUsersTimeEntry = (row: UsersTimeEntryRow): UsersTimeEntryJson => ({
  _id: row.id,
  notes: row.notes,
  isTangible: row.isTangible,
  personId: row.personId,
  userProfile: { _id: row.personId, firstName: row.firstName, lastName: row.lastName },
  dateOfWork: row.dateOfWork,
  ...hoursAndMinutesOf(row.totalSeconds),
  projectId: row.projectId,
  projectName: row.projectName,
  projectCategory: lowercaseOrNull(row.projectCategory),
  taskId: row.taskId,
  taskName: row.taskName,
  taskClassification: row.taskClassification,
  wbsId: row.wbsId,
  wbsName: row.wbsName,
});

export const presentReportsTimeEntry = (row: PeopleEntryRow): ReportsTimeEntryJson => ({
  _id: row.id,
  isTangible: row.isTangible,
  personId: row.personId,
  dateOfWork: row.dateOfWork,
  ...hoursAndMinutesOf(row.totalSeconds),
  projectId: row.projectId ?? '',
  projectName: row.projectName ?? '',
});

const presentLost = (row: LostOfPersonRow | LostOfProjectRow | LostOfTeamRow) => ({
  _id: row.id,
  notes: row.notes,
  isTangible: row.isTangible,
  dateOfWork: row.dateOfWork,
  entryType: row.entryType,
  ...hoursAndMinutesOf(row.totalSeconds),
});

export const presentLostOfPerson = (row: LostOfPersonRow): LostUserTimeEntryJson => ({
  ...presentLost(row),
  personId: { _id: row.personId, firstName: row.firstName, lastName: row.lastName },
  firstName: row.firstName,
  lastName: row.lastName,
});

export const presentLostOfProject = (row: LostOfProjectRow): LostProjectTimeEntryJson => ({
  ...presentLost(row),
  projectId: row.projectId,
  projectName: row.projectName,
});

export const presentLostOfTeam = (row: LostOfTeamRow): LostTeamTimeEntryJson => ({
  ...presentLost(row),
  teamId: row.teamId,
  teamName: row.teamName,
});
