// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the taskNotifications endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import {
  mayClearOwnTaskNotices,
  mayNoticeTaskChange,
  mayReadTaskNotice,
} from '@hgn/domain/taskNotifications';

export const taskNotificationsEndpoints = {
  notify: /* @__PURE__ */ endpoint<C['taskNotifications']['notify']>({
    method: 'POST',
    path: '/task/:taskId/tasknotification',
    guard: { kind: 'policy', name: 'taskChangeNotifier', allows: mayNoticeTaskChange },
    errors: ['TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
  unread: /* @__PURE__ */ endpoint<C['taskNotifications']['unread']>({
    method: 'GET',
    path: '/tasknotification',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  markRead: /* @__PURE__ */ endpoint<C['taskNotifications']['markRead']>({
    method: 'DELETE',
    path: '/tasknotification/:id',
    guard: { kind: 'policy', name: 'taskNoticeRecipient', allows: mayReadTaskNotice },
    errors: ['TASK_NOTIFICATION_NOT_FOUND'],
  }),
  markReadOfTask: /* @__PURE__ */ endpoint<C['taskNotifications']['markReadOfTask']>({
    method: 'DELETE',
    path: '/tasknotification/:firstId/:secondId',
    guard: { kind: 'policy', name: 'ownTaskNotices', allows: mayClearOwnTaskNotices },
    errors: [],
  }),
};
