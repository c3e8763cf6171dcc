// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the notifications endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import {
  canSendNotifications,
  mayMarkNotificationRead,
  mayReadNotificationsOf,
} from '@hgn/domain/notifications';

export const notificationsEndpoints = {
  send: /* @__PURE__ */ endpoint<C['notifications']['send']>({
    method: 'POST',
    path: '/notification',
    guard: { kind: 'policy', name: 'notificationSender', allows: canSendNotifications },
    errors: ['RECIPIENT_NOT_FOUND'],
  }),
  unread: /* @__PURE__ */ endpoint<C['notifications']['unread']>({
    method: 'GET',
    path: '/notification/unread/user/:userId',
    guard: { kind: 'policy', name: 'notificationReader', allows: mayReadNotificationsOf },
    errors: [],
  }),
  ofUser: /* @__PURE__ */ endpoint<C['notifications']['ofUser']>({
    method: 'GET',
    path: '/notification/user/:userId',
    guard: { kind: 'policy', name: 'notificationReader', allows: mayReadNotificationsOf },
    errors: [],
  }),
  markRead: /* @__PURE__ */ endpoint<C['notifications']['markRead']>({
    method: 'POST',
    path: '/notification/markRead/:notificationId',
    guard: { kind: 'policy', name: 'notificationRecipient', allows: mayMarkNotificationRead },
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
};
