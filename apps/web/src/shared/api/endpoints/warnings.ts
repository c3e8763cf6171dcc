// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the warnings endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayIssueWarning, mayReadWarningsOf, mayToggleWarningDescription } from '@hgn/domain/warnings';

export const warningsEndpoints = {
  descriptions: /* @__PURE__ */ endpoint<C['warnings']['descriptions']>({
    method: 'GET',
    path: '/currentWarnings',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  addDescription: /* @__PURE__ */ endpoint<C['warnings']['addDescription']>({
    method: 'POST',
    path: '/currentWarnings',
    guard: { kind: 'permission', anyOf: ['addWarningTracker'] },
    errors: ['WARNING_DESCRIPTION_EXISTS'],
  }),
  editDescription: /* @__PURE__ */ endpoint<C['warnings']['editDescription']>({
    method: 'PUT',
    path: '/currentWarnings/edit',
    guard: { kind: 'permission', anyOf: ['addWarningTracker', 'deleteWarningTracker'] },
    errors: ['WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_DESCRIPTION_EXISTS'],
  }),
  toggleDescription: /* @__PURE__ */ endpoint<C['warnings']['toggleDescription']>({
    method: 'PUT',
    path: '/currentWarnings/:warningDescriptionId',
    guard: { kind: 'policy', name: 'warningDescriptionToggler', allows: mayToggleWarningDescription },
    errors: ['WARNING_DESCRIPTION_NOT_FOUND'],
  }),
  deleteDescription: /* @__PURE__ */ endpoint<C['warnings']['deleteDescription']>({
    method: 'DELETE',
    path: '/currentWarnings/:warningDescriptionId',
    guard: { kind: 'permission', anyOf: ['deleteWarningTracker'] },
    errors: ['WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_DESCRIPTION_PERMANENT'],
  }),
  ofUser: /* @__PURE__ */ endpoint<C['warnings']['ofUser']>({
    method: 'GET',
    path: '/warnings/:userId',
    guard: { kind: 'policy', name: 'warningsReader', allows: mayReadWarningsOf },
    errors: ['USER_NOT_FOUND'],
  }),
  issue: /* @__PURE__ */ endpoint<C['warnings']['issue']>({
    method: 'POST',
    path: '/warnings/:userId',
    guard: { kind: 'policy', name: 'warningIssuer', allows: mayIssueWarning },
    errors: ['USER_NOT_FOUND', 'WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_LIMIT_REACHED'],
  }),
  remove: /* @__PURE__ */ endpoint<C['warnings']['remove']>({
    method: 'DELETE',
    path: '/warnings/:userId',
    guard: { kind: 'permission', anyOf: ['deleteWarning'] },
    errors: ['USER_NOT_FOUND', 'WARNING_NOT_FOUND'],
  }),
};
