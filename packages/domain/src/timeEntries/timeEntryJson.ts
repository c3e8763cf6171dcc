// Time entries in the original API's shapes (server-rules 3, api-paths).
import { z } from 'zod';

const nullableId = z.string().nullable();

/**
 * An entry of `POST /api/TimeEntry/users`. The original embedded the person's whole profile, password
 * hash included; only the name is sent here.
 */
export const usersTimeEntryJson = z.strictObject({
  _id: z.string(),
  notes: z.string(),
  isTangible: z.boolean(),
  personId: z.string(),
  userProfile: z.strictObject({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  dateOfWork: z.iso.date(),
  hours: z.number(),
  minutes: z.number(),
  projectId: nullableId,
  projectName: z.string().nullable(),
  /** Lowercase, as the original sends it. */
  projectCategory: z.string().nullable(),
  taskId: nullableId,
  taskName: z.string().nullable(),
  taskClassification: z.string().nullable(),
  wbsId: nullableId,
  wbsName: z.string().nullable(),
});
export type UsersTimeEntryJson = z.infer<typeof usersTimeEntryJson>;

const storedFields = {
  _id: z.string(),
  entryType: z.enum(['default', 'person', 'project', 'team']),
  personId: nullableId,
  projectId: nullableId,
  wbsId: nullableId,
  taskId: nullableId,
  teamId: nullableId,
  dateOfWork: z.iso.date(),
  notes: z.string(),
  isTangible: z.boolean(),
  createdDateTime: z.iso.datetime(),
  lastModifiedDateTime: z.iso.datetime(),
  isActive: z.boolean(),
};

/**
 * An entry of `GET /api/TimeEntry/user/:userId/:from/:to` (a time-entry card): the stored fields, the
 * names of its project, WBS and task (null when it has none), and its time as whole hours and minutes.
 */
export const timeEntryJson = z.strictObject({
  ...storedFields,
  projectName: z.string().nullable(),
  /** Lowercase, as the original sends it. */
  projectCategory: z.string().nullable(),
  wbsName: z.string().nullable(),
  taskName: z.string().nullable(),
  hours: z.number().int(),
  minutes: z.number().int(),
});
export type TimeEntryJson = z.infer<typeof timeEntryJson>;

/** `PUT /api/TimeEntry/:id` answers the saved entry as stored: its time in seconds. */
export const storedTimeEntryJson = z.strictObject({ ...storedFields, totalSeconds: z.number().int() });
export type StoredTimeEntryJson = z.infer<typeof storedTimeEntryJson>;

/** `POST /api/TimeEntry`: the original's message, and the entry it saved. */
export const timeEntrySavedJson = z.strictObject({ message: z.string(), timeEntry: timeEntryJson });
export type TimeEntrySavedJson = z.infer<typeof timeEntrySavedJson>;

const timeOfEntry = { hours: z.number().int(), minutes: z.number().int() };
const entryKind = z.enum(['default', 'person', 'project', 'team']);

/**
 * An entry of `POST /api/TimeEntry/reports` (the reports' people totals): every kind of entry, with
 * its project's name; `projectId` and `projectName` are '' for time without a project, as the
 * original sends them.
 */
export const reportsTimeEntryJson = z.strictObject({
  _id: z.string(),
  isTangible: z.boolean(),
  personId: z.string(),
  dateOfWork: z.iso.date(),
  ...timeOfEntry,
  projectId: z.string(),
  projectName: z.string(),
});
export type ReportsTimeEntryJson = z.infer<typeof reportsTimeEntryJson>;

const lostFields = {
  _id: z.string(),
  notes: z.string(),
  isTangible: z.boolean(),
  dateOfWork: z.iso.date(),
  entryType: entryKind,
  ...timeOfEntry,
};

/**
 * Lost time logged for a person (`POST /api/TimeEntry/lostUsers`). The original embedded the whole
 * profile as `personId`; its client reads `personId._id`, so the id and name are sent.
 */
export const lostUserTimeEntryJson = z.strictObject({
  ...lostFields,
  personId: z.strictObject({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
});
export type LostUserTimeEntryJson = z.infer<typeof lostUserTimeEntryJson>;

/** Lost time logged for a project (`POST /api/TimeEntry/lostProjects`). */
export const lostProjectTimeEntryJson = z.strictObject({
  ...lostFields,
  projectId: z.string(),
  projectName: z.string(),
});
export type LostProjectTimeEntryJson = z.infer<typeof lostProjectTimeEntryJson>;

/** Lost time logged for a team (`POST /api/TimeEntry/lostTeams`). */
export const lostTeamTimeEntryJson = z.strictObject({
  ...lostFields,
  teamId: z.string(),
  teamName: z.string(),
});
export type LostTeamTimeEntryJson = z.infer<typeof lostTeamTimeEntryJson>;
