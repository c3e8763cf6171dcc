import { notifications } from '@mantine/notifications';
import { isApiError, isUnexpectedStatus, serverSentence } from '../shared/api/apiError';

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

export const toastError = (message: string): void => {
  notifications.show({ color: 'red', message });
};

/** A notice that nothing went wrong and nothing was done ('Nothing is changed for this time entry'). */
export const toastInfo = (message: string): void => {
  notifications.show({ color: 'blue', message });
};

/**
 * A refused change in the server's words, else the fallback, set in `sentence` when the spec words the
 * notice around them; unexpected failures are already reported by the API client.
 */
export const toastRefusal = (
  error: unknown,
  fallback: string,
  sentence: (words: string) => string = (words) => words,
): void => {
  if (isApiError(error) && isUnexpectedStatus(error.status)) return;
  toastError(sentence(serverSentence(error, fallback)));
};
