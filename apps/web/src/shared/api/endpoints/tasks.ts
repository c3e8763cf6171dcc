// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the tasks endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayUpdateTaskStatus } from '@hgn/domain/tasks';

export const tasksEndpoints = {
  ofUser: /* @__PURE__ */ endpoint<C['tasks']['ofUser']>({
    method: 'GET',
    path: '/tasks/user/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['tasks']['create']>({
    method: 'POST',
    path: '/task/:wbsId',
    guard: { kind: 'permission', anyOf: ['postTask'] },
    errors: ['WBS_NOT_FOUND', 'MOTHER_NOT_FOUND', 'TOO_DEEP', 'USER_NOT_FOUND'],
  }),
  ofLevel: /* @__PURE__ */ endpoint<C['tasks']['ofLevel']>({
    method: 'GET',
    path: '/tasks/:wbsId/:level/:motherId',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
  get: /* @__PURE__ */ endpoint<C['tasks']['get']>({
    method: 'GET',
    path: '/task/:taskId',
    guard: { kind: 'signedIn' },
    errors: ['TASK_NOT_FOUND'],
  }),
  ofWbs: /* @__PURE__ */ endpoint<C['tasks']['ofWbs']>({
    method: 'GET',
    path: '/task/wbs/:wbsId',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['tasks']['update']>({
    method: 'PUT',
    path: '/task/update/:taskId',
    guard: { kind: 'permission', anyOf: ['updateTask'] },
    errors: ['TASK_NOT_FOUND', 'STALE_WRITE', 'USER_NOT_FOUND'],
  }),
  updateStatus: /* @__PURE__ */ endpoint<C['tasks']['updateStatus']>({
    method: 'PUT',
    path: '/task/updateStatus/:taskId',
    guard: { kind: 'policy', name: 'taskStatusSetter', allows: mayUpdateTaskStatus },
    errors: ['TASK_NOT_FOUND', 'STALE_WRITE', 'REVIEW_STEP_REFUSED'],
  }),
  remove: /* @__PURE__ */ endpoint<C['tasks']['remove']>({
    method: 'POST',
    path: '/task/del/:taskId/:motherId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['TASK_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'],
  }),
  move: /* @__PURE__ */ endpoint<C['tasks']['move']>({
    method: 'PUT',
    path: '/tasks/moveTasks/:wbsId',
    guard: { kind: 'permission', anyOf: ['updateTask', 'swapTask'] },
    errors: ['WBS_NOT_FOUND', 'MOVE_REFUSED'],
  }),
  updateNums: /* @__PURE__ */ endpoint<C['tasks']['updateNums']>({
    method: 'PUT',
    path: '/tasks/update/num',
    guard: { kind: 'permission', anyOf: ['updateNum'] },
    errors: ['TASK_NOT_FOUND', 'MOVE_REFUSED'],
  }),
  removeChildren: /* @__PURE__ */ endpoint<C['tasks']['removeChildren']>({
    method: 'POST',
    path: '/task/delete/children/:taskId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['TASK_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'],
  }),
  removeOfWbs: /* @__PURE__ */ endpoint<C['tasks']['removeOfWbs']>({
    method: 'POST',
    path: '/task/wbs/del/:wbsId',
    guard: { kind: 'permission', anyOf: ['deleteTask'] },
    errors: ['WBS_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'],
  }),
  import: /* @__PURE__ */ endpoint<C['tasks']['import']>({
    method: 'POST',
    path: '/task/import/:wbsId',
    guard: { kind: 'permission', anyOf: ['importTask'] },
    errors: ['WBS_NOT_FOUND', 'IMPORT_REFUSED', 'USER_NOT_FOUND'],
  }),
};
