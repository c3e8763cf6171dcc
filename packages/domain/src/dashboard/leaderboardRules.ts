// The leaderboard's rules (spec 001 sections 2, 4, 5, 6 and 9), zod-free, for the screen: which rows a
// viewer sees, the bars and colours derived from each row's hours, the organisation's bar, the filters.
import { isSameUser } from '../permissions/policies';
import { hasMetCommitment } from '../teamTasks/teamTasksRules';
import { timeOffPhase } from '../timeOff/timeOffRules';
import { pacificDate, type Instant } from '../time/pacificCalendar';
import type { LeaderboardRowJson, OrgDataJson } from './leaderboardJson';

type Viewer = { readonly userId: string; readonly role: string };
type RowHours = Pick<
  LeaderboardRowJson,
  | 'weeklycommittedHours'
  | 'missedHours'
  | 'totaltangibletime_hrs'
  | 'totalintangibletime_hrs'
  | 'totaltime_hrs'
>;

/** Roles that see every row the server sends, commitment or not (spec 001 section 6). */
export const SEES_ALL_LEADERBOARD_ROWS_ROLES: readonly string[] = ['Administrator', 'Owner', 'Core Team'];

export const seesAllLeaderboardRows = (viewer: Pick<Viewer, 'role'>): boolean =>
  SEES_ALL_LEADERBOARD_ROWS_ROLES.includes(viewer.role);

/**
 * The rows a viewer sees: everyone for Administrators, Owners and Core Team; for anyone else only
 * people committed to more than 0 hours a week, and always the viewer's own row.
 */
export const visibleLeaderboardRows = <
  R extends Pick<LeaderboardRowJson, 'personId' | 'weeklycommittedHours'>,
>(
  rows: readonly R[],
  viewer: Viewer,
): R[] =>
  seesAllLeaderboardRows(viewer)
    ? [...rows]
    : rows.filter((row) => row.weeklycommittedHours > 0 || isSameUser(viewer, row.personId));

/** Hours as the leaderboard prints them: rounded to 2 decimals. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/** The bar's scale never goes beyond a 40-hour week (spec 001 section 9, "Progress bar cap"). */
export const BAR_CAP_HOURS = 40;

/**
 * The hours a member's bar is filled against: the weekly commitment plus the hours missed in earlier
 * weeks that are to be made up, at most 40 (a larger commitment fills the bar at 40 hours).
 */
export const barTargetHours = (row: Pick<RowHours, 'weeklycommittedHours' | 'missedHours'>): number =>
  Math.min(BAR_CAP_HOURS, Math.max(0, row.weeklycommittedHours + row.missedHours));

/**
 * `barprogress`: this week's tangible hours against `barTargetHours`, in whole percent from 0 to 100.
 * Without a target the bar is full as soon as any tangible time is logged, empty otherwise.
 */
export function barProgress(
  row: Pick<RowHours, 'weeklycommittedHours' | 'missedHours' | 'totaltangibletime_hrs'>,
): number {
  const target = barTargetHours(row);
  const hours = Math.max(0, row.totaltangibletime_hrs);
  if (target === 0) return hours > 0 ? 100 : 0;
  return Math.min(100, Math.floor((hours / target) * 100));
}

/** The member bar's colours, lowest band first: one per 20 points of progress, green once full. */
export const BAR_COLORS = ['red', 'orange', 'yellow', 'lime', 'teal', 'green'] as const;
export type BarColor = (typeof BAR_COLORS)[number];

/**
 * `barcolor`, in 20-point steps of `barprogress` (spec 001 section 9, "Progress colour bands"):
 * 0-19 red, 20-39 orange, 40-59 yellow, 60-79 lime, 80-99 teal, 100 (the target met) green.
 */
export const barColor = (progress: number): BarColor =>
  BAR_COLORS[Math.min(BAR_COLORS.length - 1, Math.max(0, Math.floor(progress / 20)))]!;

/** Hours at least this many times a non-zero commitment are over-committed (spec 001 section 9). */
export const OVER_COMMITTED_RATIO = 1.25;

export const isOverCommitted = (
  row: Pick<RowHours, 'weeklycommittedHours' | 'totaltangibletime_hrs'>,
): boolean =>
  row.weeklycommittedHours > 0 &&
  row.totaltangibletime_hrs >= OVER_COMMITTED_RATIO * row.weeklycommittedHours;

export type HoursColor = 'purple' | 'fuchsia' | 'darkgreen' | 'green';

/**
 * The colour of the hours of someone who met their commitment (spec 001 section 9, "Hours colour
 * bands"), by tangible hours against the weekly commitment: at or above 1.75 times purple, from 1.5 up
 * to 1.75 fuchsia, from 1.25 up to 1.5 dark green, below 1.25 (or with no commitment) green. Null for
 * someone below their commitment.
 */
export function hoursColor(
  row: Pick<RowHours, 'weeklycommittedHours' | 'totaltangibletime_hrs'>,
): HoursColor | null {
  if (!hasMetCommitment(row)) return null;
  const committed = row.weeklycommittedHours;
  if (committed <= 0) return 'green';
  const ratio = row.totaltangibletime_hrs / committed;
  if (ratio >= 1.75) return 'purple';
  if (ratio >= 1.5) return 'fuchsia';
  if (ratio >= OVER_COMMITTED_RATIO) return 'darkgreen';
  return 'green';
}

/** What a row of the table shows beyond the server's fields (the original client's derived fields). */
export type LeaderboardRowView = {
  /** The status dot: green once the week's tangible hours reach the commitment, red below it. */
  isCommitmentMet: boolean;
  tangibletime: number;
  intangibletime: number;
  totaltime: number;
  barprogress: number;
  barcolor: BarColor;
  hoursColor: HoursColor | null;
};

export const leaderboardRowView = (row: RowHours): LeaderboardRowView => {
  const progress = barProgress(row);
  return {
    isCommitmentMet: hasMetCommitment(row),
    tangibletime: roundHours(row.totaltangibletime_hrs),
    intangibletime: roundHours(row.totalintangibletime_hrs),
    totaltime: roundHours(row.totaltime_hrs),
    barprogress: progress,
    barcolor: barColor(progress),
    hoursColor: hoursColor(row),
  };
};

/** The organisation's row: "HGN Totals: {memberCount} Members". */
export const orgBarName = (org: Pick<OrgDataJson, 'memberCount'>): string =>
  `HGN Totals: ${org.memberCount} Members`;

type OrgHours = Pick<OrgDataJson, 'totalweeklycommittedHours' | 'totaltangibletime_hrs'>;

/** The organisation's tangible hours as a share of everyone's weekly commitment, 0 without any commitment. */
const orgShare = (org: OrgHours): number =>
  org.totalweeklycommittedHours > 0
    ? Math.max(0, org.totaltangibletime_hrs) / org.totalweeklycommittedHours
    : 0;

/**
 * The organisation bar's progress on a square-root scale, in whole percent: 100 × √(share of the
 * weekly commitment), the share taken at most 1. Early hours move the bar most, so the organisation's
 * week shows from its first days: 1 % of the commitment fills 10 % of the bar, 25 % half of it, 64 %
 * four fifths, the whole commitment all of it.
 */
export const orgBarProgress = (org: OrgHours): number =>
  Math.round(100 * Math.sqrt(Math.min(1, orgShare(org))));

/**
 * The organisation bar's colour, by the 10 % step of the weekly committed hours the tangible hours
 * have reached (step 0 below 10 %, ..., step 9 from 90 %, step 10 from 100 %), read from this table;
 * pairs of steps share a colour of the members' bar, and only the whole commitment is green.
 */
export const ORG_BAR_COLOR_BY_STEP: readonly BarColor[] = [
  'red', // 0-9 %
  'red', // 10-19 %
  'orange', // 20-29 %
  'orange', // 30-39 %
  'yellow', // 40-49 %
  'yellow', // 50-59 %
  'lime', // 60-69 %
  'lime', // 70-79 %
  'teal', // 80-89 %
  'teal', // 90-99 %
  'green', // 100 % and more
];

/** The 10 % step of the weekly committed hours reached, 0 to 10. */
export const orgBarStep = (org: OrgHours): number => Math.min(10, Math.floor(orgShare(org) * 10 + 1e-9));

export const orgBarColor = (org: OrgHours): BarColor => ORG_BAR_COLOR_BY_STEP[orgBarStep(org)]!;

/** Roles that choose a team to filter the leaderboard by (spec 001 section 6). */
export const seesLeaderboardTeamFilter = (viewer: Pick<Viewer, 'role'>): boolean =>
  viewer.role === 'Administrator' || viewer.role === 'Owner';

/** Names in the team filter's label are cut to 15 characters. */
export const TEAM_FILTER_LABEL_LENGTH = 15;
/** The width at or under which the dropdown's names are cut shorter. */
export const NARROW_WINDOW_PX = 457;

/** Names in the team dropdown: 50 characters, or 27 in a window 457 px wide or less. */
export const teamDropdownNameLength = (windowWidth: number): number =>
  windowWidth <= NARROW_WINDOW_PX ? 27 : 50;

/** A name cut to `length` characters, with an ellipsis when it was longer. */
export const cutName = (name: string, length: number): string =>
  name.length > length ? `${name.slice(0, length)}…` : name;

/** The leaderboard's search waits this long after the last keystroke (spec 001 section 5). */
export const LEADERBOARD_SEARCH_DEBOUNCE_MS = 1000;

/** A name or a search as they are compared: without case, accents or extra spaces. */
export const foldedForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a name holds the search, ignoring case, accents and extra spaces; an empty search holds all. */
export const matchesNameSearch = (name: string, search: string): boolean =>
  foldedForSearch(name).includes(foldedForSearch(search));

/** Rows of the chosen team's members (all rows without a team chosen), ids compared ignoring case. */
export const rowsOfTeam = <R extends Pick<LeaderboardRowJson, 'personId'>>(
  rows: readonly R[],
  memberIds: readonly string[] | null,
): R[] => {
  if (memberIds === null) return [...rows];
  const members = new Set(memberIds.map((id) => id.toLowerCase()));
  return rows.filter((row) => members.has(row.personId.toLowerCase()));
};

export type LeaderboardTimeOff = { phase: 'current' | 'upcoming'; from: string; till: string };

/**
 * The time off a row's indicator shows: current when it overlaps this Pacific week, upcoming when it
 * starts after it, with its first and last days (`YYYY-MM-DD`, Pacific); null without time off or once
 * it ended before this week.
 */
export function leaderboardTimeOff(
  row: Pick<LeaderboardRowJson, 'timeOffFrom' | 'timeOffTill'>,
  now: Instant,
): LeaderboardTimeOff | null {
  if (row.timeOffFrom === null || row.timeOffTill === null) return null;
  const from = pacificDate(new Date(row.timeOffFrom));
  const till = pacificDate(new Date(row.timeOffTill));
  const phase = timeOffPhase({ startingDate: from, endingDate: till }, now);
  return phase === 'past' ? null : { phase, from, till };
}
