import type { LeaderboardRowJson, OrgDataJson } from '@hgn/domain/dashboard';
import { pacificDayToISO } from '@hgn/domain/time';
import type { LeaderboardRow, OrgTotalsRow } from './leaderboard.repo.js';

const SECONDS_PER_HOUR = 3600;

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
const instantOrNull = (day: string | null) => (day === null ? null : instantOfDay(day));

export function presentLeaderboardRow(row: LeaderboardRow): LeaderboardRowJson {
  const tangible = Number(row.tangibleSeconds);
  const total = Number(row.totalSeconds);
  return {
    personId: row.id,
    role: row.role,
    name: row.name,
    isVisible: row.isVisible,
    hasSummary: row.hasSummary,
    weeklycommittedHours: row.weeklyCommittedHours,
    missedHours: row.missedHours,
    totaltangibletime_hrs: tangible / SECONDS_PER_HOUR,
    totalintangibletime_hrs: (total - tangible) / SECONDS_PER_HOUR,
    totaltime_hrs: total / SECONDS_PER_HOUR,
    percentagespentintangible: total > 0 ? (tangible * 100) / total : 0,
    timeOffFrom: instantOrNull(row.timeOffFrom),
    timeOffTill: instantOrNull(row.timeOffTill),
    endDate: instantOrNull(row.endDate),
    startDate: instantOfDay(row.startDate),
    createdDate: new Date(row.createdAtMs).toISOString(),
  };
}

export const presentOrgData = (row: OrgTotalsRow): OrgDataJson => {
  const tangible = Number(row.tangibleSeconds);
  const total = Number(row.totalSeconds);
  return {
    _id: 0,
    memberCount: Number(row.memberCount),
    totalweeklycommittedHours: Number(row.committedHours),
    totaltime_hrs: total / SECONDS_PER_HOUR,
    totaltangibletime_hrs: tangible / SECONDS_PER_HOUR,
    totalintangibletime_hrs: (total - tangible) / SECONDS_PER_HOUR,
  };
};
