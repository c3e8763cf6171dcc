import { jobNotificationMessages as messages } from '@hgn/domain/messages';
import { isApiError, serverSentence } from '../../../shared/api/apiError';

/**
 * The words under the address field when adding it was refused: the server's own for a bad address,
 * an address already listed or a job or category gone, else the spec's failure sentence.
 */
export const refusedCcWords = (error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500
    ? serverSentence(error, messages.addFailed)
    : messages.addFailed;
