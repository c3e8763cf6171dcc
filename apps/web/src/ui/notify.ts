import { notifications } from '@mantine/notifications';
import { isApiError, isUnexpectedStatus, serverSentence } from '../shared/api/apiError';

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

export const toastError = (message: string): void => {
  notifications.show({ color: 'red', message });
};

/** A refused change in the server's words, else the fallback; unexpected failures are already reported by the API client. */
export const toastRefusal = (error: unknown, fallback: string): void => {
  if (isApiError(error) && isUnexpectedStatus(error.status)) return;
  toastError(serverSentence(error, fallback));
};
