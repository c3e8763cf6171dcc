import { shellMessages } from '@hgn/domain/messages';
import { endSession } from './session';

/**
 * Ends a session the server refused; the route guard then sends the user to /login, remembering the
 * page, where the reason stays in view until they sign in again, and the data cache empties itself
 * (queryClient.ts).
 */
export const signOutRejectedSession = (): void => endSession(shellMessages.sessionExpired);
