// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the taskEditSuggestions endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { maySuggestTaskEdit } from '@hgn/domain/taskEditSuggestions';

export const taskEditSuggestionsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['list']>({
    method: 'GET',
    path: '/taskeditsuggestion',
    guard: { kind: 'permission', anyOf: ['updateTask', 'resolveTask'] },
    errors: [],
  }),
  suggest: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['suggest']>({
    method: 'POST',
    path: '/taskeditsuggestion',
    guard: { kind: 'policy', name: 'taskEditSuggester', allows: maySuggestTaskEdit },
    errors: ['TASK_NOT_FOUND'],
  }),
  reject: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['reject']>({
    method: 'DELETE',
    path: '/taskeditsuggestion/:id',
    guard: { kind: 'permission', anyOf: ['resolveTask'] },
    errors: ['SUGGESTION_NOT_FOUND'],
  }),
  approve: /* @__PURE__ */ endpoint<C['taskEditSuggestions']['approve']>({
    method: 'POST',
    path: '/taskeditsuggestion/:id/approve',
    guard: { kind: 'permission', anyOf: ['resolveTask'] },
    errors: ['SUGGESTION_NOT_FOUND', 'TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
};
