import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationInput, NotificationJson } from '@hgn/domain/notifications';
import { call } from '../../../shared/api/call';
import { notificationsEndpoints as notifications } from '../../../shared/api/endpoints/notifications';
import { notificationKeys, toastNotificationFailure } from './unreadNotifications';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

/**
 * Marks one of the person's notifications read: it leaves their unread list at once. A refusal is
 * said, and the list is read again (it may have been marked read elsewhere).
 */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => call(notifications.markRead, { params: { notificationId } }),
    onSuccess: (_read, notificationId) =>
      keepAnswer<NotificationJson[]>(queryClient, notificationKeys.unread(userId), (unread) =>
        unread?.filter((notification) => notification._id !== notificationId),
      ),
    onError: (error) => {
      toastNotificationFailure(error);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
    },
  });
}

/** Sends a notification; a sender writing to themselves sees it in their own header. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationInput) => call(notifications.send, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
