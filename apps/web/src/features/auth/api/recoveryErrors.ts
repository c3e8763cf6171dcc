import { forgotPasswordMessages, passwordMessages } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus } from '../../../shared/api/apiError';

/** What the forgot-password page says about a failed request; null when the api client already did. */
export function forgotPasswordFailure(error: unknown): string | null {
  if (!isApiError(error)) return forgotPasswordMessages.failed;
  if (isUnexpectedStatus(error.status)) return null;
  // Too many requests: the server's words say how long to wait.
  if (error.status === 429) return error.serverMessage ?? forgotPasswordMessages.failed;
  return forgotPasswordMessages.failed;
}

export type ForcedChangeFailure =
  { field: 'newpassword'; message: string } | { field: 'form'; message: string; mustSignInAgain: boolean };

/**
 * A refused forced change: a password the rules refuse (400) goes on the new-password field, an expired
 * or used reset token (403) means signing in again, anything else is the spec's general failure.
 */
export function forcedChangeFailure(error: unknown): ForcedChangeFailure {
  const failed = {
    field: 'form',
    message: passwordMessages.forcedChangeFailed,
    mustSignInAgain: false,
  } as const;
  if (!isApiError(error)) return failed;
  if (error.status === 400 && error.serverError) return { field: 'newpassword', message: error.serverError };
  if (error.status === 403)
    return {
      field: 'form',
      message: error.serverMessage ?? passwordMessages.resetTokenInvalid,
      mustSignInAgain: true,
    };
  return failed;
}
