// Every endpoint of weekly summaries, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { UsersErrorCode } from '../users/users.errors';
import {
  canManageSummaryRecipients,
  canUseReportFilters,
  mayReadSummariesReport,
  mayWriteWeeklySummaries,
} from './policies';
import { reportColourInput, reportColourJson } from './reportColours';
import { summaryRecipientJson } from './summaryRecipients';
import type { WeeklySummariesErrorCode } from './weeklySummaries.errors';
import { weeklySummaryInput, weeklySummaryMoveInput } from './weeklySummaries.schema';
import {
  weeklySummariesJson,
  weeklySummariesReportEmailsJson,
  weeklySummariesReportEmailsQuery,
  weeklySummariesReportPageJson,
  weeklySummariesReportPageQuery,
  weeklySummariesReportQuery,
  weeklySummariesReportRowJson,
} from './weeklySummariesJson';

// An id that names nobody is answered as the profile answers it (`NOT_A_VALID_USER`).
const refusals = errorCodes<WeeklySummariesErrorCode | Extract<UsersErrorCode, 'NOT_A_VALID_USER'>>();
const userIdParams = z.object({ userId: z.string() });
const writers = guard.policy('weeklySummaryWriter', mayWriteWeeklySummaries);
const recipientsManagers = guard.policy('summaryRecipientsManager', canManageSummaryRecipients);
const recipientParams = z.object({ userid: z.string() });

export const weeklySummariesContract = {
  /**
   * Saves one of the four weeks' summaries with the media link: `week` 0 (this Pacific week) to 3
   * (three weeks ago), `summary` HTML (sanitised here; an empty one clears the week), `mediaUrl`, and
   * the three confirmations, which must be true. Answers the four weeks as they now are.
   */
  save: defineContract({
    method: 'PUT',
    path: '/userprofile/:userId/weeklySummaries',
    guard: writers,
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    body: weeklySummaryInput,
    response: weeklySummariesJson,
  }),

  /**
   * Moves a week's summary to another of the four weeks (`from`, `to`: 0 to 3). The week moved to must
   * hold no summary: one already written there is not overwritten (409). Answers the four weeks.
   */
  move: defineContract({
    method: 'POST',
    path: '/userprofile/:userId/weeklySummaries/move',
    guard: writers,
    errors: refusals('NOT_A_VALID_USER', 'NO_SUMMARY_TO_MOVE', 'SUMMARY_WEEK_TAKEN'),
    params: userIdParams,
    body: weeklySummaryMoveInput,
    response: weeklySummariesJson,
  }),

  /**
   * The weekly summaries report: every active person with the four weeks' summaries and tangible
   * seconds, by name.
   */
  report: defineContract({
    method: 'GET',
    path: '/reports/weeklysummaries',
    summary:
      'Every active person with the last four Pacific weeks of summaries and tangible time; with ?format=csv (or Accept: text/csv) the table of `week` (0 this week to 3) as CSV, narrowed by the filters teamIds, teamCodes and colours (comma lists), status and search as the screen narrows it',
    guard: guard.policy('summariesReader', mayReadSummariesReport),
    errors: refusals(),
    query: weeklySummariesReportQuery,
    response: z.array(weeklySummariesReportRowJson),
  }),

  /**
   * The report as this product's screen reads it: a page of the people the filters keep for one week,
   * with how many they are, how many wrote its summary, and the teams and team codes to filter by.
   */
  reportPage: defineContract({
    method: 'GET',
    path: '/reports/weeklysummaries/page',
    guard: guard.policy('summariesReader', mayReadSummariesReport),
    errors: refusals(),
    query: weeklySummariesReportPageQuery,
    response: weeklySummariesReportPageJson,
  }),

  /** The e-mails of everyone the filters keep for one week, in the report's order. */
  reportEmails: defineContract({
    method: 'GET',
    path: '/reports/weeklysummaries/emails',
    guard: guard.policy('summariesReader', mayReadSummariesReport),
    errors: refusals(),
    query: weeklySummariesReportEmailsQuery,
    response: weeklySummariesReportEmailsJson,
  }),

  /** Gives an active person a colour in the report (`filterColor`), or takes it away with null. */
  setColour: defineContract({
    method: 'PUT',
    path: '/reports/weeklysummaries/:userId/filterColor',
    guard: guard.policy('reportFilters', canUseReportFilters),
    errors: refusals('NOT_A_VALID_USER'),
    params: userIdParams,
    body: reportColourInput,
    response: reportColourJson,
  }),

  /** The active people who receive the weekly summaries e-mail, by name. */
  recipients: defineContract({
    method: 'GET',
    path: '/reports/getrecepients',
    guard: recipientsManagers,
    errors: refusals(),
    response: z.array(summaryRecipientJson),
  }),

  /**
   * Adds an active person to the e-mail's recipients (again: no change); answers the recipients. An
   * inactive person is refused and left as they were.
   */
  addRecipient: defineContract({
    method: 'PATCH',
    path: '/reports/recepients/:userid',
    guard: recipientsManagers,
    errors: refusals('NOT_A_VALID_USER', 'USER_INACTIVE'),
    params: recipientParams,
    response: z.array(summaryRecipientJson),
  }),

  /** Takes a person off the e-mail's recipients; answers the recipients. */
  removeRecipient: defineContract({
    method: 'DELETE',
    path: '/reports/recepients/:userid',
    guard: recipientsManagers,
    errors: refusals('NOT_A_VALID_USER'),
    params: recipientParams,
    response: z.array(summaryRecipientJson),
  }),
};
