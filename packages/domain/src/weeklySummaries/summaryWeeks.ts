// The four weeks a person writes summaries for (spec 001 sections 2 and 9): index 0 is this Pacific
// week, 1 last week, 2 the week before last, 3 three weeks ago. A summary is stored under its week's
// Sunday (`weekStart`), so the index of a stored summary moves on by itself each Sunday at 00:00 Pacific.
import { endOfWeek, startOfPacificDay, weekOffsetOf, weekRange, type Instant } from '../time/pacificCalendar';

/** How many weeks the summary form shows: this week and the three before it. */
export const SUMMARY_WEEK_COUNT = 4;

export const SUMMARY_WEEKS = [0, 1, 2, 3] as const;
/** A week by how many weeks ago it was: 0 this week ... 3 three weeks ago. */
export type SummaryWeek = (typeof SUMMARY_WEEKS)[number];

/** The form's names of the four weeks, in index order. */
export const SUMMARY_WEEK_NAMES = ['This Week', 'Last Week', 'Week Before Last', 'Three Weeks Ago'] as const;

export const isSummaryWeek = (value: unknown): value is SummaryWeek =>
  (SUMMARY_WEEKS as readonly unknown[]).includes(value);

/** The Sunday (`YYYY-MM-DD`) of the week `week` weeks before the Pacific week holding `now`. */
export const summaryWeekStart = (now: Instant, week: SummaryWeek): string => weekRange(now, -week).startDate;

/** The Sundays of the four weeks, index 0 (this week) first. */
export const summaryWeekStarts = (now: Instant): string[] =>
  SUMMARY_WEEKS.map((week) => summaryWeekStart(now, week));

/** Which of the four weeks a stored `weekStart` is at `now`, or undefined when it is none of them. */
export function summaryWeekOf(weekStart: string, now: Instant): SummaryWeek | undefined {
  // `0 -` rather than unary minus, which would make this week -0.
  const weeksAgo = 0 - weekOffsetOf(weekStart, now);
  return isSummaryWeek(weeksAgo) ? weeksAgo : undefined;
}

// Summaries are due Saturday midnight Pacific for everyone, wherever the volunteer lives.
/** When the summary of the week starting `weekStart` is due: its Saturday 23:59:59.999 Pacific. */
export const summaryDueDate = (weekStart: string): Date => endOfWeek(startOfPacificDay(weekStart));
