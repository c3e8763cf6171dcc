import { pacificDayOrNullToISO } from '@hgn/domain/time';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import type { ProfileSummariesJson, WeeklySummaryJson } from '@hgn/domain/users';
import {
  summaryDueDate,
  summaryWeekStarts,
  type WeeklySummariesJson,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';
import type { SummaryRow } from './weeklySummaries.repo.js';
import type { ReportBadgeCell, ReportRow, ReportWindow } from './weeklySummariesReport.repo.js';

/** A stored week is named by its row's key: the person and the week's Sunday. */
const summaryIdOf = (userId: string, weekStart: string) => `${userId}:${weekStart}`;

const isWritten = (row: SummaryRow) => row.summary !== '';

/**
 * The four weeks at `now`, this week first: a stored week as it is, a week without a row with its
 * due date and an empty summary.
 */
export function presentFourWeeks(
  userId: string,
  rows: readonly SummaryRow[],
  now: Date,
): WeeklySummaryJson[] {
  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  return summaryWeekStarts(now).map((weekStart) => {
    const dueDate = summaryDueDate(weekStart).toISOString();
    const row = byWeek.get(weekStart);
    return row
      ? {
          _id: summaryIdOf(userId, weekStart),
          dueDate,
          summary: row.summary,
          uploadDate: row.uploadedAt.toISOString(),
        }
      : { dueDate, summary: '', uploadDate: null };
  });
}

/** The four weeks, how many weeks ever have a summary written, and when each of those was last saved. */
export const presentProfileSummaries = (
  userId: string,
  rows: readonly SummaryRow[],
  now: Date,
): ProfileSummariesJson => {
  const written = rows.filter(isWritten);
  return {
    weeklySummaries: presentFourWeeks(userId, rows, now),
    weeklySummariesCount: written.length,
    summarySubmissionDates: written
      .map((row) => row.uploadedAt)
      .sort((a, b) => a.getTime() - b.getTime())
      .map((at) => at.toISOString()),
  };
};

export const presentWeeklySummaries = (
  person: { id: string; mediaUrl: string },
  rows: readonly SummaryRow[],
  now: Date,
): WeeklySummariesJson => ({
  _id: person.id,
  mediaUrl: person.mediaUrl,
  weeklySummaries: presentFourWeeks(person.id, rows, now),
  weeklySummariesCount: rows.filter(isWritten).length,
});

const isoOfMs = (ms: number) => new Date(ms).toISOString();
const linkText = (value: unknown) => (typeof value === 'string' ? value : '');

const presentReportBadge = (
  cell: ReportBadgeCell,
): WeeklySummariesReportRowJson['badgeCollection'][number] => ({
  _id: cell.id,
  badge: {
    _id: cell.badgeId,
    badgeName: cell.name,
    type: cell.type,
    imageUrl: cell.imageUrl,
    description: cell.description,
    ranking: cell.ranking,
    showReport: cell.showReport,
  },
  count: cell.count,
  earnedDate: cell.earnedDates,
  lastModified: isoOfMs(cell.lastModifiedMs),
  featured: cell.featured,
  hasBadgeDeletionImpact: cell.hasBadgeDeletionImpact,
});

/** A person's row of the weekly summaries report; a week without a stored summary is null. */
export const presentReportRow = (window: ReportWindow) => {
  // The four due dates are everyone's: computed once, not per person (a time-zone conversion each).
  const dueDates = window.weekStarts.map((weekStart) => summaryDueDate(weekStart).toISOString());
  return (row: ReportRow): WeeklySummariesReportRowJson => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    email: row.email,
    mediaUrl: row.mediaUrl,
    createdDate: isoOfMs(row.createdAtMs),
    weeklycommittedHours: row.weeklyCommittedHours,
    weeklycommittedHoursHistory: row.committedHoursChanges.map(([hours, changedAtMs]) => ({
      hours,
      dateChanged: isoOfMs(changedAtMs),
    })),
    weeklySummaryNotReq: row.weeklySummaryNotReq,
    weeklySummaryOption: row.weeklySummaryOption,
    adminLinks: row.adminLinks.map((link) => ({ Name: linkText(link.Name), Link: linkText(link.Link) })),
    bioPosted: row.bioPosted,
    badgeCollection: row.badges.map(presentReportBadge),
    teamCode: row.teamCode,
    timeOffFrom: pacificDayOrNullToISO(row.timeOffFrom),
    timeOffTill: pacificDayOrNullToISO(row.timeOffTill),
    weeklySummaries: row.summaries.map(({ summary, uploadedAtMs }, week) => {
      const weekStart = window.weekStarts[week]!;
      return summary === null || uploadedAtMs === null
        ? null
        : {
            _id: summaryIdOf(row.id, weekStart),
            dueDate: dueDates[week]!,
            summary,
            uploadDate: isoOfMs(uploadedAtMs),
          };
    }),
    weeklySummariesCount: row.weeksWritten,
    totalTangibleHrs: roundedHoursOf(row.allTangibleSeconds),
    daysInTeam: row.daysInTeam,
    totalSeconds: row.tangibleSeconds,
    filterColor: row.filterColor,
    teams: row.teams,
  });
};
