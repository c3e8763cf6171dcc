import { notifications } from '@mantine/notifications';
import { shellMessages } from '@hgn/domain/messages';
import { endSession, getSession } from './session';

/**
 * Ends the session here; the route guard then sends the user to /login, remembering the page, and
 * the data cache empties itself (queryClient.ts).
 * With a message (the server refused the token) the user is told why.
 */
export function signOut(message?: string): void {
  const wasSignedIn = getSession() !== null;
  endSession();
  if (wasSignedIn && message) notifications.show({ color: 'yellow', message });
}

export const signOutRejectedSession = (): void => signOut(shellMessages.sessionExpired);
