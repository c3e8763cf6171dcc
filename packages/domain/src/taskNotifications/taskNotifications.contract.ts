// Every endpoint of task change notices, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayClearOwnTaskNotices, mayNoticeTaskChange, mayReadTaskNotice } from './policies';
import { taskNotificationJson, unreadTaskNotificationJson } from './taskNotificationJson';
import type { TaskNotificationsErrorCode } from './taskNotifications.errors';
import { taskNotificationInput } from './taskNotifications.schema';

const refusals = errorCodes<TaskNotificationsErrorCode>();

export const taskNotificationsContract = {
  /** One notice per (task, person); a person's unread notice keeps the task as it was when first told. */
  notify: defineContract({
    method: 'POST',
    path: '/task/:taskId/tasknotification',
    guard: guard.policy('taskChangeNotifier', mayNoticeTaskChange),
    errors: refusals('TASK_NOT_FOUND', 'USER_NOT_FOUND'),
    params: z.object({ taskId: z.string() }),
    body: taskNotificationInput,
    response: z.array(taskNotificationJson),
  }),
  /** The caller's own unread notices, oldest first, each with the task as it is now. */
  unread: defineContract({
    method: 'GET',
    path: '/tasknotification',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(unreadTaskNotificationJson),
  }),
  markRead: defineContract({
    method: 'DELETE',
    path: '/tasknotification/:id',
    guard: guard.policy('taskNoticeRecipient', mayReadTaskNotice),
    errors: refusals('TASK_NOTIFICATION_NOT_FOUND'),
    params: z.object({ id: z.string() }),
    response: taskNotificationJson,
  }),
  /** Either order of the two ids: the one that is the caller's names the person, the other the task. */
  markReadOfTask: defineContract({
    method: 'DELETE',
    path: '/tasknotification/:firstId/:secondId',
    guard: guard.policy('ownTaskNotices', mayClearOwnTaskNotices),
    errors: refusals(),
    params: z.object({ firstId: z.string(), secondId: z.string() }),
    response: z.array(taskNotificationJson),
  }),
};
