// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the taskReview endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayChangeReviewStatus, mayChangeTaskCompletion, mayRequestReview } from '@hgn/domain/tasks';

export const taskReviewEndpoints = {
  setReviewStatus: /* @__PURE__ */ endpoint<C['taskReview']['setReviewStatus']>({
    method: 'PUT',
    path: '/task/:taskId/review',
    guard: { kind: 'policy', name: 'reviewStatusSetter', allows: mayChangeReviewStatus },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK', 'REVIEW_STEP_REFUSED'],
  }),
  requestReview: /* @__PURE__ */ endpoint<C['taskReview']['requestReview']>({
    method: 'POST',
    path: '/tasks/reviewreq/:userId',
    guard: { kind: 'policy', name: 'reviewRequester', allows: mayRequestReview },
    errors: ['USER_NOT_FOUND'],
  }),
  setCompletion: /* @__PURE__ */ endpoint<C['taskReview']['setCompletion']>({
    method: 'PUT',
    path: '/task/:taskId/completion',
    guard: { kind: 'policy', name: 'taskCompletionSetter', allows: mayChangeTaskCompletion },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK'],
  }),
  removeResource: /* @__PURE__ */ endpoint<C['taskReview']['removeResource']>({
    method: 'PUT',
    path: '/task/:taskId/resources/remove',
    guard: { kind: 'permission', anyOf: ['updateTask', 'removeUserFromTask'] },
    errors: ['TASK_NOT_FOUND', 'NOT_ON_TASK'],
  }),
};
