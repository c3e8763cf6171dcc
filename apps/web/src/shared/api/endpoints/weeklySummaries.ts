// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the weeklySummaries endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import {
  canManageSummaryRecipients,
  canUseReportFilters,
  mayReadSummariesReport,
  mayWriteWeeklySummaries,
} from '@hgn/domain/weeklySummaries';

export const weeklySummariesEndpoints = {
  save: /* @__PURE__ */ endpoint<C['weeklySummaries']['save']>({
    method: 'PUT',
    path: '/userprofile/:userId/weeklySummaries',
    guard: { kind: 'policy', name: 'weeklySummaryWriter', allows: mayWriteWeeklySummaries },
    errors: ['NOT_A_VALID_USER'],
  }),
  move: /* @__PURE__ */ endpoint<C['weeklySummaries']['move']>({
    method: 'POST',
    path: '/userprofile/:userId/weeklySummaries/move',
    guard: { kind: 'policy', name: 'weeklySummaryWriter', allows: mayWriteWeeklySummaries },
    errors: ['NOT_A_VALID_USER', 'NO_SUMMARY_TO_MOVE', 'SUMMARY_WEEK_TAKEN'],
  }),
  report: /* @__PURE__ */ endpoint<C['weeklySummaries']['report']>({
    method: 'GET',
    path: '/reports/weeklysummaries',
    guard: { kind: 'policy', name: 'summariesReader', allows: mayReadSummariesReport },
    errors: [],
  }),
  reportPage: /* @__PURE__ */ endpoint<C['weeklySummaries']['reportPage']>({
    method: 'GET',
    path: '/reports/weeklysummaries/page',
    guard: { kind: 'policy', name: 'summariesReader', allows: mayReadSummariesReport },
    errors: [],
  }),
  reportEmails: /* @__PURE__ */ endpoint<C['weeklySummaries']['reportEmails']>({
    method: 'GET',
    path: '/reports/weeklysummaries/emails',
    guard: { kind: 'policy', name: 'summariesReader', allows: mayReadSummariesReport },
    errors: [],
  }),
  setColour: /* @__PURE__ */ endpoint<C['weeklySummaries']['setColour']>({
    method: 'PUT',
    path: '/reports/weeklysummaries/:userId/filterColor',
    guard: { kind: 'policy', name: 'reportFilters', allows: canUseReportFilters },
    errors: ['NOT_A_VALID_USER'],
  }),
  recipients: /* @__PURE__ */ endpoint<C['weeklySummaries']['recipients']>({
    method: 'GET',
    path: '/reports/getrecepients',
    guard: { kind: 'policy', name: 'summaryRecipientsManager', allows: canManageSummaryRecipients },
    errors: [],
  }),
  addRecipient: /* @__PURE__ */ endpoint<C['weeklySummaries']['addRecipient']>({
    method: 'PATCH',
    path: '/reports/recepients/:userid',
    guard: { kind: 'policy', name: 'summaryRecipientsManager', allows: canManageSummaryRecipients },
    errors: ['NOT_A_VALID_USER', 'USER_INACTIVE'],
  }),
  removeRecipient: /* @__PURE__ */ endpoint<C['weeklySummaries']['removeRecipient']>({
    method: 'DELETE',
    path: '/reports/recepients/:userid',
    guard: { kind: 'policy', name: 'summaryRecipientsManager', allows: canManageSummaryRecipients },
    errors: ['NOT_A_VALID_USER'],
  }),
};
