import { notifications } from '@mantine/notifications';
import { isApiError } from '../../../app/api/apiError';

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

export const toastError = (message: string): void => {
  notifications.show({ color: 'red', message });
};

/** The server's sentence for a refused change, else the fallback. */
export const serverSentence = (error: unknown, fallback: string): string =>
  (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
