import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationMessages } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus } from '../../../shared/api/apiError';
import { call } from '../../../shared/api/call';
import { notificationsEndpoints as notifications } from '../../../shared/api/endpoints/notifications';
import { toastError } from '../../../ui/notify';

/** How often the shell asks again for unread notifications, while it is open. */
export const UNREAD_NOTIFICATIONS_REFRESH_MS = 3 * 60_000;

/** Sending, reading and marking invalidate `all`, so every list of notifications refreshes together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
};

/** The person's unread notifications, newest first as the server lists them. */
export const unreadNotificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => call(notifications.unread, { params: { userId }, query: {} }, { signal }),
    refetchInterval: UNREAD_NOTIFICATIONS_REFRESH_MS,
  });

/**
 * A failed notification call in the words of spec 002 section 8; the API client has already reported
 * the failures it calls unexpected (no answer, or a status above 500).
 */
export function toastNotificationFailure(error: unknown): void {
  if (!isApiError(error) || isUnexpectedStatus(error.status)) return;
  toastError(notificationMessages.forStatus(error.status));
}

/** The signed-in person's unread notifications; a failed fetch is said once per failure. */
export function useUnreadNotifications(userId: string) {
  const query = useQuery(unreadNotificationsQuery(userId));
  const { error } = query;
  useEffect(() => {
    if (error) toastNotificationFailure(error);
  }, [error]);
  return query;
}
