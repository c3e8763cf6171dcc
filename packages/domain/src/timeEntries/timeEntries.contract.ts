// Every endpoint of time entries, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { timeEntryMessages as msg } from '../messages/timeEntries.messages';
import type { TimeEntriesErrorCode } from './timeEntries.errors';
import { personTimeEntriesParams, timeEntryInput, usersTimeEntriesInput } from './timeEntries.schema';
import { storedTimeEntryJson, timeEntryJson, timeEntrySavedJson, usersTimeEntryJson } from './timeEntryJson';

const refusals = errorCodes<TimeEntriesErrorCode>();
const entryIdParams = z.object({ timeEntryId: z.string() });

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
    invalidWith: ({ params }, message) =>
      message === msg.invalidDate || message === msg.dateRequired
        ? { error: msg.invalidDateFormat, fromdate: params.fromDate, todate: params.toDate }
        : undefined,
    response: z.array(timeEntryJson),
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
