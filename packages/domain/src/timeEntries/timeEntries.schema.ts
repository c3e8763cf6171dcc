import { z } from 'zod';
import { isUuid } from '../ids';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { timeEntryMessages as msg } from '../messages/timeEntries.messages';
import { civilDaysBetween, parseISODateOrThrow } from '../time/civilDate';
import { dayInput } from '../time/dayInput';
import { notesProblems } from './notesRule';
import {
  IDEMPOTENCY_KEY_MAX,
  TIME_ENTRY_HOURS_MAX,
  TIME_ENTRY_MINUTES_MAX,
  TIME_ENTRY_PAGE_MAX,
  TIME_ENTRY_PERSON_RANGE_MAX_DAYS,
  TIME_ENTRY_RANGE_MAX_DAYS,
  TIME_ENTRY_USERS_MAX,
} from './timeEntryLimits';

/** Days from `from` to `to`, both counted. */
const daysCovered = (from: string, to: string): number =>
  civilDaysBetween(parseISODateOrThrow(from), parseISODateOrThrow(to)) + 1;

/** A period of Pacific days: `fromDate` not after `toDate`, and at most `maxDays` days, both counted. */
export const dateRange =
  (maxDays: number) => (input: { fromDate: string; toDate: string }, ctx: z.RefinementCtx) => {
    if (input.fromDate > input.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: msg.invalidDateRange });
    else if (daysCovered(input.fromDate, input.toDate) > maxDays)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: msg.rangeTooLong(maxDays) });
  };

const period = {
  fromDate: dayInput(msg.invalidDate, msg.dateRequired),
  toDate: dayInput(msg.invalidDate, msg.dateRequired),
};
const idList = z.array(boundedText(TEXT_MAX.token)).max(...atMostItems(TIME_ENTRY_USERS_MAX));

/** `POST /api/TimeEntry/users`: the entries of these people worked from `fromDate` to `toDate` (Pacific days, both included). */
export const usersTimeEntriesInput = z
  .object({ users: idList.min(1, msg.usersRequired), ...period })
  .superRefine(dateRange(TIME_ENTRY_RANGE_MAX_DAYS));
export type UsersTimeEntriesInput = z.output<typeof usersTimeEntriesInput>;

/** Ids of stored rows; text that can name none is refused, naming the list. */
const rowIdList = z
  .array(boundedText(TEXT_MAX.token).refine(isUuid, msg.invalidId))
  .max(...atMostItems(TIME_ENTRY_USERS_MAX));
const reportRange = dateRange(TIME_ENTRY_PERSON_RANGE_MAX_DAYS);

/** `POST /api/TimeEntry/reports` and `/lostUsers`: the entries of these people over a period of Pacific days. */
export const peopleEntriesInput = z.object({ users: rowIdList, ...period }).superRefine(reportRange);
export type PeopleEntriesInput = z.output<typeof peopleEntriesInput>;
/** `POST /api/TimeEntry/lostProjects`: the lost time of these projects over a period. */
export const projectsEntriesInput = z.object({ projects: rowIdList, ...period }).superRefine(reportRange);
export type ProjectsEntriesInput = z.output<typeof projectsEntriesInput>;
/** `POST /api/TimeEntry/lostTeams`: the lost time of these teams over a period. */
export const teamsEntriesInput = z.object({ teams: rowIdList, ...period }).superRefine(reportRange);
export type TeamsEntriesInput = z.output<typeof teamsEntriesInput>;

/** `GET /api/TimeEntry/projects/:projectId/:fromDate/:toDate`: a project's entries over a period. */
export const projectTimeEntriesParams = z
  .object({ projectId: boundedText(TEXT_MAX.token).refine(isUuid, msg.invalidId), ...period })
  .superRefine(reportRange);
export type ProjectTimeEntriesParams = z.output<typeof projectTimeEntriesParams>;

/** `GET /api/TimeEntry`: every entry, a page at a time, last changed first. */
export const allTimeEntriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TIME_ENTRY_PAGE_MAX).default(TIME_ENTRY_PAGE_MAX),
});
export type AllTimeEntriesQuery = z.output<typeof allTimeEntriesQuery>;

/** `GET /api/TimeEntry/user/:userId/:fromDate/:toDate`: a `YYYY-MM-DD` day or an ISO instant read as its Pacific day. */
export const personTimeEntriesParams = z
  .object({
    userId: boundedText(TEXT_MAX.token),
    ...period,
  })
  .superRefine(reportRange);
export type PersonTimeEntriesParams = z.output<typeof personTimeEntriesParams>;

const optionalId = boundedText(TEXT_MAX.token).nullish();
const hours = z
  .number(msg.hoursRange)
  .int(msg.hoursRange)
  .min(0, msg.hoursRange)
  .max(TIME_ENTRY_HOURS_MAX, msg.hoursRange);
const minutes = z
  .number(msg.minutesRange)
  .int(msg.minutesRange)
  .min(0, msg.minutesRange)
  .max(TIME_ENTRY_MINUTES_MAX, msg.minutesRange);

/**
 * `POST /api/TimeEntry` and `PUT /api/TimeEntry/:id`: one person's time on one Pacific day. The
 * original client sends hours and minutes as numbers or numeric text; both are read. A person's own
 * entry (`entryType` 'default') names a project or a task, and notes of more than ten words with a link.
 * `stopTimer`: the entry logs the header timer's time, so the timer stops in the same transaction.
 */
export const timeEntryInput = z
  .object({
    personId: boundedText(TEXT_MAX.token, msg.userNotFound),
    dateOfWork: dayInput(msg.invalidDate, msg.dateRequired),
    hours: z.preprocess((v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v) : v), hours),
    minutes: z.preprocess(
      (v) => (v === '' || v == null ? 0 : typeof v === 'string' ? Number(v) : v),
      minutes,
    ),
    projectId: optionalId,
    wbsId: optionalId,
    taskId: optionalId,
    teamId: optionalId,
    notes: boundedText(TEXT_MAX.freeText).default(''),
    isTangible: z.boolean().default(false),
    entryType: z.enum(['default', 'person', 'project', 'team']).default('default'),
    stopTimer: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.hours === 0 && input.minutes === 0)
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: msg.timeRequired });
    if (input.entryType !== 'default') return;
    if (!input.projectId && !input.taskId)
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: msg.projectRequired });
    if (notesProblems(input.notes).length > 0)
      ctx.addIssue({ code: 'custom', path: ['notes'], message: msg.notesRequired });
  });
export type TimeEntryInput = z.output<typeof timeEntryInput>;

/** The `Idempotency-Key` header of `POST /api/TimeEntry`. */
export const idempotencyKey = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX).optional();
