import { notifications } from '@mantine/notifications';
import { isApiError, isUnexpectedStatus } from '../../../app/api/apiError';

export const notifySuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

/** The server's words for a refused change; unexpected failures are already reported by the API client. */
export const notifyFailure = (error: unknown): void => {
  if (isApiError(error) && isUnexpectedStatus(error.status)) return;
  const message = isApiError(error) ? error.serverMessage : undefined;
  notifications.show({ color: 'red', message: message ?? 'The change could not be saved.' });
};
