// Every endpoint of time entries, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard, type GuardInput } from '../contracts';
import { timeEntryMessages as msg } from '../messages/timeEntries.messages';
import type { TimeEntriesErrorCode } from './timeEntries.errors';
import { mayReadGroupReport, mayReadPeopleReports } from '../reports/policies';
import {
  allTimeEntriesQuery,
  peopleEntriesInput,
  personTimeEntriesParams,
  projectsEntriesInput,
  projectTimeEntriesParams,
  teamsEntriesInput,
  timeEntryInput,
  usersTimeEntriesInput,
} from './timeEntries.schema';
import {
  lostProjectTimeEntryJson,
  lostTeamTimeEntryJson,
  lostUserTimeEntryJson,
  reportsTimeEntryJson,
  storedTimeEntryJson,
  timeEntryJson,
  timeEntrySavedJson,
  usersTimeEntryJson,
} from './timeEntryJson';

const refusals = errorCodes<TimeEntriesErrorCode>();
const entryIdParams = z.object({ timeEntryId: z.string() });

/**
 * A day in a path that names no day is answered as the original answers it:
 * `{ error: 'Invalid date format', fromdate, todate }`.
 */
export const invalidPathDates = ({ params }: GuardInput, message: string) =>
  message === msg.invalidDate || message === msg.dateRequired
    ? { error: msg.invalidDateFormat, fromdate: params.fromDate, todate: params.toDate }
    : undefined;

export const timeEntriesContract = {
  /**
   * The active entries of several people over a period, newest day first: the team tasks table's day
   * filters. A caller reads the people of their own team tasks table only (`mayReadTimeEntriesOf`).
   */
  ofUsers: defineContract({
    method: 'POST',
    path: '/TimeEntry/users',
    guard: guard.signedIn,
    errors: refusals(),
    body: usersTimeEntriesInput,
    response: z.array(usersTimeEntryJson),
  }),
  /**
   * One person's entries worked from `fromDate` to `toDate` (Pacific days, both included), archived
   * projects' entries too, last changed first: the time log's weeks and date range. The same readers
   * as `ofUsers`.
   */
  ofPerson: defineContract({
    method: 'GET',
    path: '/TimeEntry/user/:userId/:fromDate/:toDate',
    guard: guard.signedIn,
    errors: refusals('USER_NOT_FOUND'),
    params: personTimeEntriesParams,
    invalidWith: invalidPathDates,
    response: z.array(timeEntryJson),
  }),
  /**
   * A project's active entries worked from `fromDate` to `toDate` (Pacific days, both included), every
   * kind, latest day first, as time-entry cards: read by the project's members and holders of getReports.
   */
  ofProject: defineContract({
    method: 'GET',
    path: '/TimeEntry/projects/:projectId/:fromDate/:toDate',
    guard: guard.policy('projectReportReader', mayReadGroupReport),
    errors: refusals('PROJECT_NOT_FOUND'),
    params: projectTimeEntriesParams,
    invalidWith: invalidPathDates,
    response: z.array(timeEntryJson),
  }),
  /**
   * Every entry of these people over the period, of every kind and archived projects' too, with the
   * project's name: the reports' people totals. One's own, or anyone's with getReports.
   */
  forReports: defineContract({
    method: 'POST',
    path: '/TimeEntry/reports',
    guard: guard.policy('peopleReportsReader', mayReadPeopleReports),
    errors: refusals(),
    body: peopleEntriesInput,
    response: z.array(reportsTimeEntryJson),
  }),
  /** The active lost time logged for these people over the period, last changed first. Readers as `forReports`. */
  lostOfUsers: defineContract({
    method: 'POST',
    path: '/TimeEntry/lostUsers',
    guard: guard.policy('peopleReportsReader', mayReadPeopleReports),
    errors: refusals(),
    body: peopleEntriesInput,
    response: z.array(lostUserTimeEntryJson),
  }),
  /** The active lost time logged for these projects over the period, last changed first: the reports page's. */
  lostOfProjects: defineContract({
    method: 'POST',
    path: '/TimeEntry/lostProjects',
    guard: guard.permission('getReports'),
    errors: refusals(),
    body: projectsEntriesInput,
    response: z.array(lostProjectTimeEntryJson),
  }),
  /** The active lost time logged for these teams over the period, last changed first: the reports page's. */
  lostOfTeams: defineContract({
    method: 'POST',
    path: '/TimeEntry/lostTeams',
    guard: guard.permission('getReports'),
    errors: refusals(),
    body: teamsEntriesInput,
    response: z.array(lostTeamTimeEntryJson),
  }),
  /**
   * Every entry as stored, last changed first, one page at a time (`?page=1&pageSize=1000` unless
   * said): the original answered the whole collection at once. Holders of getReports only.
   */
  list: defineContract({
    method: 'GET',
    path: '/TimeEntry',
    guard: guard.permission('getReports'),
    errors: refusals(),
    query: allTimeEntriesQuery,
    response: z.array(storedTimeEntryJson),
  }),
  /**
   * Logs time. One's own, or another's with putUserProfileImportantInfo (an Owner's by an Owner only);
   * the hours bookkeeping is written with it. An `Idempotency-Key` header makes a retry answer the first
   * answer without storing a second entry.
   */
  create: defineContract({
    method: 'POST',
    path: '/TimeEntry',
    guard: guard.signedIn,
    errors: refusals(
      'USER_NOT_FOUND',
      'USER_DEACTIVATED',
      'PROJECT_NOT_FOUND',
      'TASK_NOT_FOUND',
      'WBS_NOT_FOUND',
      'DATE_NOT_ALLOWED',
      'TIMER_NOT_RUNNING',
      'IDEMPOTENCY_KEY_REUSED',
    ),
    body: timeEntryInput,
    response: timeEntrySavedJson,
  }),
  /** Changes an entry: each changed part needs its right (spec 001 section 6, server-rules 3). */
  update: defineContract({
    method: 'PUT',
    path: '/TimeEntry/:timeEntryId',
    guard: guard.signedIn,
    errors: refusals(
      'TIME_ENTRY_NOT_FOUND',
      'USER_NOT_FOUND',
      'PROJECT_NOT_FOUND',
      'TASK_NOT_FOUND',
      'WBS_NOT_FOUND',
      'DATE_NOT_ALLOWED',
      'NOTHING_CHANGED',
    ),
    params: entryIdParams,
    body: timeEntryInput,
    response: storedTimeEntryJson,
  }),
  /** Deletes an entry: one's own of today (Pacific), or with deleteTimeEntryOwn / deleteTimeEntryOthers. */
  remove: defineContract({
    method: 'DELETE',
    path: '/TimeEntry/:timeEntryId',
    guard: guard.signedIn,
    errors: refusals('TIME_ENTRY_NOT_FOUND'),
    params: entryIdParams,
    response: z.strictObject({ message: z.string() }),
  }),
};
