// What Sunday midnight decides for each active volunteer about the week that just closed
// (server-rules 4.1 and 4.2): a blue square, its exact description, and a Core Team member's owed
// hours. Pure: the weekly job gathers the facts and applies the decision.
import { addCivilDays, civilWeekday, parseISODateOrThrow, civilToISO } from '../time/civilDate';
import { WEEKDAY_NAMES } from '../time/formats';

/** Blue squares a volunteer may have in a year before a Core Team member owes extra hours for each. */
export const BLUE_SQUARES_ALLOWED_PER_YEAR = 5;

export type WeekCloseFacts = {
  /** The Sunday the closed week began on and the Saturday it ended on, `YYYY-MM-DD`. */
  weekStart: string;
  /** Tangible hours logged in the closed week. */
  hours: number;
  committedHours: number;
  /** Hours still owed from earlier weeks (Core Team). */
  missedHours: number;
  /** A summary was written for the week, or none is required of this volunteer. */
  hasSummary: boolean;
  /** The volunteer's first day, `YYYY-MM-DD`. */
  startDate: string;
  isCoreTeam: boolean;
  /** Blue squares dated within the year before this one. */
  blueSquaresInYear: number;
  /** A time-off request that covers the week (Sunday through Friday), with its reason. */
  timeOff: { reason: string } | null;
};

export type WeekCloseDecision =
  /** Nothing to record. */
  | { kind: 'none' }
  /** A volunteer who joined during the week met their hours but wrote no summary: a welcome notice, no blue square. */
  | { kind: 'newcomerNotice' }
  | { kind: 'blueSquare'; description: string; fromTimeOff: boolean };

export type WeekCloseOutcome = {
  decision: WeekCloseDecision;
  /** The hours that counted as required: commitment, owed hours and a Core Team member's extra. */
  requiredHours: number;
  /** A Core Team member's owed hours after the week (server-rules 4.2); others keep what they had. */
  missedHoursAfter: number;
};

/** `Sunday 11-15-2026`, the day format of the automatic descriptions. */
export function formatWeekdayDate(isoDate: string): string {
  const civil = parseISODateOrThrow(isoDate);
  return `${WEEKDAY_NAMES[civilWeekday(civil)] ?? ''} ${civil.month}-${civil.day}-${civil.year}`;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const hoursText = (hours: number): string => hours.toFixed(2);
const dayOfWeek = (weekStart: string, offset: number): string =>
  civilToISO(addCivilDays(parseISODateOrThrow(weekStart), offset));

/** The Saturday a week starting on `weekStart` ends on. */
export const weekEndOf = (weekStart: string): string => dayOfWeek(weekStart, 6);

/**
 * Someone whose first day fell on the Tuesday of the week or later has not had a full week: no blue
 * square (a start on Sunday or Monday counts as the whole week).
 */
export const isNewcomerOfWeek = (startDate: string, weekStart: string): boolean =>
  startDate >= dayOfWeek(weekStart, 2);

/** A request covers the week when it starts by its Sunday and lasts at least through its Friday. */
export const timeOffCoversWeek = (
  request: { startingDate: string; endingDate: string },
  weekStart: string,
): boolean => request.startingDate <= weekStart && request.endingDate >= dayOfWeek(weekStart, 5);

const BOTH_REASONS =
  'System auto-assigned infringement for two reasons: not meeting weekly volunteer time commitment as well as not submitting a weekly summary.';
const HOURS_ONLY = 'System auto-assigned infringement for not meeting weekly volunteer time commitment.';

export function decideWeekClose(facts: WeekCloseFacts): WeekCloseOutcome {
  const start = formatWeekdayDate(facts.weekStart);
  const end = formatWeekdayDate(weekEndOf(facts.weekStart));
  const owedForSquares = facts.isCoreTeam
    ? Math.max(0, facts.blueSquaresInYear + 1 - BLUE_SQUARES_ALLOWED_PER_YEAR)
    : 0;
  const committedAndOwed = facts.committedHours + facts.missedHours;
  const requiredHours = committedAndOwed + owedForSquares;
  const hoursMet = facts.hours >= requiredHours;
  const outcome = (decision: WeekCloseDecision): WeekCloseOutcome => ({
    decision,
    requiredHours,
    missedHoursAfter: facts.isCoreTeam
      ? coreTeamOwedHours(facts, decision.kind === 'blueSquare' ? 1 : 0)
      : facts.missedHours,
  });

  if (isNewcomerOfWeek(facts.startDate, facts.weekStart))
    return outcome(hoursMet && !facts.hasSummary ? { kind: 'newcomerNotice' } : { kind: 'none' });
  if (hoursMet && facts.hasSummary) return outcome({ kind: 'none' });
  if (facts.timeOff)
    return outcome({ kind: 'blueSquare', description: facts.timeOff.reason, fromTimeOff: true });
  if (hoursMet)
    return outcome({
      kind: 'blueSquare',
      description: `System auto-assigned infringement for not submitting a weekly summary for the week starting ${start} and ending ${end}.`,
      fromTimeOff: false,
    });
  const logged = hoursText(facts.hours);
  const hoursPart = `logged ${logged} hours against a committed effort of ${hoursText(committedAndOwed)} hours in the week starting ${start} and ending ${end}.`;
  const tail = facts.isCoreTeam
    ? `In the week starting ${start} and ending ${end}, you logged ${logged} hours against a committed effort of ${hoursText(facts.committedHours)} hours + ${hoursText(facts.missedHours)} hours owed for last week + ${hoursText(owedForSquares)} hours owed for this being your ${ordinal(facts.blueSquaresInYear + 1)} blue square. So you should have completed ${hoursText(requiredHours)} hours and you completed ${logged} hours.`
    : facts.hasSummary
      ? `You ${hoursPart}`
      : `For the hours portion, you ${hoursPart}`;
  return outcome({
    kind: 'blueSquare',
    description: `${facts.hasSummary ? HOURS_ONLY : BOTH_REASONS} ${tail}`,
    fromTimeOff: false,
  });
}

/**
 * A Core Team member's owed hours after the week: what was owed plus the commitment, less what was
 * logged, never below zero; while anything is owed, each blue square of the year beyond five adds an
 * hour (server-rules 4.2).
 */
function coreTeamOwedHours(facts: WeekCloseFacts, newSquares: number): number {
  const owed = Math.max(0, facts.missedHours + facts.committedHours - facts.hours);
  const squares = facts.blueSquaresInYear + newSquares;
  return owed > 0 && squares > BLUE_SQUARES_ALLOWED_PER_YEAR
    ? owed + squares - BLUE_SQUARES_ALLOWED_PER_YEAR
    : owed;
}

/** The Sunday the week closed by the midnight that begins `sunday` started on. */
export const closedWeekStartOf = (sunday: string): string => dayOfWeek(sunday, -7);

/** Whole calendar months from `from` to `to` (a month is reached on the same day of the month). */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parseISODateOrThrow(from);
  const b = parseISODateOrThrow(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  return Math.max(0, months);
}
