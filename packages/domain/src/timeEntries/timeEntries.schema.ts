import { z } from 'zod';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { timeEntryMessages as msg } from '../messages/timeEntries.messages';
import { civilDaysBetween, parseISODateOrThrow } from '../time/civilDate';
import { dayInput } from '../time/dayInput';
import { TIME_ENTRY_RANGE_MAX_DAYS, TIME_ENTRY_USERS_MAX } from './timeEntryLimits';

/** Days from `from` to `to`, both counted. */
const daysCovered = (from: string, to: string): number =>
  civilDaysBetween(parseISODateOrThrow(from), parseISODateOrThrow(to)) + 1;

/** `POST /api/TimeEntry/users`: the entries of these people worked from `fromDate` to `toDate` (Pacific days, both included). */
export const usersTimeEntriesInput = z
  .object({
    users: z
      .array(boundedText(TEXT_MAX.token))
      .min(1, msg.usersRequired)
      .max(...atMostItems(TIME_ENTRY_USERS_MAX)),
    fromDate: dayInput(msg.invalidDate, msg.dateRequired),
    toDate: dayInput(msg.invalidDate, msg.dateRequired),
  })
  .superRefine((input, ctx) => {
    if (input.fromDate > input.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: msg.invalidDateRange });
    else if (daysCovered(input.fromDate, input.toDate) > TIME_ENTRY_RANGE_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: msg.rangeTooLong(TIME_ENTRY_RANGE_MAX_DAYS),
      });
  });
export type UsersTimeEntriesInput = z.output<typeof usersTimeEntriesInput>;
