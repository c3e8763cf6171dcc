// Weekly summaries in the original API's shapes: the form's payload (spec 001 section 3, "Weekly
// summary payload") and a row of the weekly summaries report (api-paths, GET /api/reports/weeklysummaries).
import { z } from 'zod';
import { pageQuery } from '../limits';
import { reportFormat } from '../reports/csv';
import { badgeCollectionItemJson } from '../badges/badgeJson';
import { userProfileJson, weeklySummaryJson } from '../users/userProfileJson';
import { reportColour } from './reportColours';
import { SUMMARY_WEEK_COUNT } from './summaryWeeks';
import { reportFilterQuery } from './reportFilters';

/**
 * A person's summaries of the four weeks, index 0 this week to 3 three weeks ago, with the media link
 * and how many weeks they have ever written a summary for. What saving or moving a summary answers.
 */
export const weeklySummariesJson = z.strictObject({
  _id: z.string(),
  mediaUrl: z.string(),
  weeklySummaries: z.array(weeklySummaryJson).length(SUMMARY_WEEK_COUNT),
  weeklySummariesCount: z.number().int(),
});
export type WeeklySummariesJson = z.infer<typeof weeklySummariesJson>;

/**
 * One active person in the weekly summaries report. The badges are those earned or changed within the
 * four weeks; the seconds are tangible time of active entries per week, index 0 this week.
 */
export const weeklySummariesReportRowJson = z.strictObject({
  ...userProfileJson.pick({
    _id: true,
    firstName: true,
    lastName: true,
    role: true,
    email: true,
    mediaUrl: true,
    createdDate: true,
    weeklycommittedHours: true,
    weeklycommittedHoursHistory: true,
    weeklySummaryNotReq: true,
    weeklySummaryOption: true,
    adminLinks: true,
    bioPosted: true,
    teamCode: true,
    timeOffFrom: true,
    timeOffTill: true,
    weeklySummariesCount: true,
    totalTangibleHrs: true,
  }).shape,
  badgeCollection: z.array(badgeCollectionItemJson),
  /** Index 0 this week to 3 three weeks ago; null for a week with nothing stored. */
  weeklySummaries: z.array(weeklySummaryJson.nullable()).length(SUMMARY_WEEK_COUNT),
  /** Whole Pacific days since the account was created. */
  daysInTeam: z.number().int(),
  totalSeconds: z.array(z.number()).length(SUMMARY_WEEK_COUNT),
  /** The colour the report's managers gave the person, or null. */
  filterColor: reportColour.nullable(),
  /** The person's active teams, by name. */
  teams: z.array(z.strictObject({ _id: z.string(), teamName: z.string() })),
});
export type WeeklySummariesReportRowJson = z.infer<typeof weeklySummariesReportRowJson>;

/** The report's query: JSON of the four weeks, or the CSV of one week's table as the filters narrow it. */
export const weeklySummariesReportQuery = z.object({
  ...reportFilterQuery,
  format: reportFormat,
  week: z.coerce
    .number()
    .int()
    .min(0)
    .max(SUMMARY_WEEK_COUNT - 1)
    .default(0),
});

export const REPORT_PAGE_SIZE = 50;
const MAX_REPORT_PAGE_SIZE = 100;

/** The report's page as this product's screen reads it: one week, the filters, a page of people. */
export const weeklySummariesReportPageQuery = z.object({
  ...reportFilterQuery,
  week: weeklySummariesReportQuery.shape.week,
  ...pageQuery(REPORT_PAGE_SIZE, MAX_REPORT_PAGE_SIZE),
});

/** A filter's choices: the teams people of the report are on, and the team codes in use. */
const reportChoicesJson = {
  teams: z.array(z.strictObject({ value: z.string(), label: z.string() })),
  teamCodes: z.array(z.string()),
};

export const weeklySummariesReportPageJson = z.strictObject({
  items: z.array(weeklySummariesReportRowJson),
  /** The people the filters keep, on every page, and how many of them wrote the week's summary. */
  total: z.number().int(),
  submitted: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  ...reportChoicesJson,
});
export type WeeklySummariesReportPageJson = z.infer<typeof weeklySummariesReportPageJson>;

/** The e-mails of everyone the filters keep for the week, for the report's "Copy e-mails". */
export const weeklySummariesReportEmailsQuery = z.object({
  ...reportFilterQuery,
  week: weeklySummariesReportQuery.shape.week,
});
export const weeklySummariesReportEmailsJson = z.strictObject({ emails: z.array(z.string()) });
