import { shellMessages } from '@hgn/domain/messages';
import { createApiClient } from './apiClient';
import { getToken } from '../session/session';
import { signOutRejectedSession } from '../session/signOut';
import { toastError } from '../../ui/notify';

/** The one client every feature calls the server with. */
export const api = createApiClient({
  getToken,
  onSessionRejected: signOutRejectedSession,
  onUnexpectedFailure: (error, cause) => {
    console.error('Request failed:', error.message, cause ?? error.body);
    toastError(shellMessages.unexpectedError);
  },
});
