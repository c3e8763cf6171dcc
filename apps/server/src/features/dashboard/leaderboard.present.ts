import { hoursOf } from '@hgn/domain/timeEntries';
import {
  foldedForSearch,
  type LeaderboardPageJson,
  type LeaderboardRowJson,
  type OrgDataJson,
} from '@hgn/domain/dashboard';
import { pacificDayToISO } from '@hgn/domain/time';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { LeaderboardRow, OrgTotalsRow } from './leaderboard.repo.js';

/**
 * `pacificDayToISO`, remembered: a leaderboard of thousands names a few hundred distinct days, and
 * converting each through the time zone costs more than the rest of its row.
 */
const dayInstants = new Map<string, string>();
const DAY_INSTANTS_KEPT = 50_000;
function instantOfDay(day: string): string {
  let iso = dayInstants.get(day);
  if (iso === undefined) {
    if (dayInstants.size >= DAY_INSTANTS_KEPT) dayInstants.clear();
    iso = pacificDayToISO(day);
    dayInstants.set(day, iso);
  }
  return iso;
}
/** A JSON string of a day's first instant, or null. */
const instantJsonOf = (day: string | null): string => (day === null ? 'null' : `"${instantOfDay(day)}"`);

/** A row of the kept board: what a page is chosen by, and the row's JSON text. */
export type BoardRow = {
  personId: string;
  weeklyCommittedHours: number;
  /** The name as a search compares it (`foldedForSearch`). */
  foldedName: string;
  json: string;
};

/**
 * The leaderboard's rows, each as JSON text written by hand: thousands of rows would otherwise each
 * become an object to be walked again by the serialiser, which for an organisation of 4,500 took more
 * CPU than the query. The tests hold every answer to the contract's schema (`contract-check.ts`).
 */
export const boardRowsOf = (rows: readonly LeaderboardRow[]): BoardRow[] =>
  rows.map((row) => {
    const tangible = Number(row.tangibleSeconds);
    const total = Number(row.totalSeconds);
    return {
      personId: row.id,
      weeklyCommittedHours: row.weeklyCommittedHours,
      foldedName: foldedForSearch(row.name),
      json:
        `{"personId":"${row.id}","role":${JSON.stringify(row.role)},"name":${JSON.stringify(row.name)},` +
        `"isVisible":${row.isVisible},"hasSummary":${row.hasSummary},` +
        `"weeklycommittedHours":${row.weeklyCommittedHours},"missedHours":${row.missedHours},` +
        `"totaltangibletime_hrs":${hoursOf(tangible)},` +
        `"totalintangibletime_hrs":${hoursOf(total - tangible)},` +
        `"totaltime_hrs":${hoursOf(total)},` +
        `"percentagespentintangible":${total > 0 ? (tangible * 100) / total : 0},` +
        `"timeOffFrom":${instantJsonOf(row.timeOffFrom)},"timeOffTill":${instantJsonOf(row.timeOffTill)},` +
        `"endDate":${instantJsonOf(row.endDate)},"startDate":${instantJsonOf(row.startDate)},` +
        `"createdDate":"${new Date(row.createdAtMs).toISOString()}"}`,
    };
  });

/** The whole leaderboard, as the original path answers it. */
export const leaderboardJsonOf = (rows: readonly BoardRow[]): RawJson<LeaderboardRowJson[]> =>
  rawJson(`[${rows.map((row) => row.json).join(',')}]`);

/** A page of the leaderboard: `items` are the page's rows of those chosen, `total` counts all chosen. */
export const leaderboardPageJsonOf = (
  chosen: readonly BoardRow[],
  page: { page: number; pageSize: number; teamMemberCount: number | null },
): RawJson<LeaderboardPageJson> => {
  const first = (page.page - 1) * page.pageSize;
  const items = chosen.slice(first, first + page.pageSize).map((row) => row.json);
  return rawJson(
    `{"items":[${items.join(',')}],"total":${chosen.length},"page":${page.page},` +
      `"pageSize":${page.pageSize},"teamMemberCount":${page.teamMemberCount ?? 'null'}}`,
  );
};

export const presentOrgData = (row: OrgTotalsRow): OrgDataJson => {
  const tangible = Number(row.tangibleSeconds);
  const total = Number(row.totalSeconds);
  return {
    _id: 0,
    memberCount: Number(row.memberCount),
    totalweeklycommittedHours: Number(row.committedHours),
    totaltime_hrs: hoursOf(total),
    totaltangibletime_hrs: hoursOf(tangible),
    totalintangibletime_hrs: hoursOf(total - tangible),
  };
};
