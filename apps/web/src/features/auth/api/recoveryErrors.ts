import { forgotPasswordMessages, passwordMessages } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { authEndpoints as auth } from '../../../shared/api/endpoints/auth';

/** What the forgot-password page says about a failed request; null when the api client already did. */
export function forgotPasswordFailure(error: unknown): string | null {
  if (!isApiError(error)) return forgotPasswordMessages.failed;
  if (isUnexpectedStatus(error.status)) return null;
  // Too many requests: the server's words say how long to wait.
  const code = refusalCode(error, auth.forgotPassword);
  if (code === 'RATE_LIMITED' || code === 'TOO_MANY_REQUESTS')
    return error.serverMessage ?? forgotPasswordMessages.failed;
  return forgotPasswordMessages.failed;
}

export type ForcedChangeFailure =
  { field: 'newpassword'; message: string } | { field: 'form'; message: string; mustSignInAgain: boolean };

/**
 * A refused forced change: a password the rules refuse goes on the new-password field, an expired or
 * used reset token means signing in again, anything else is the spec's general failure.
 */
export function forcedChangeFailure(error: unknown): ForcedChangeFailure {
  const failed = {
    field: 'form',
    message: passwordMessages.forcedChangeFailed,
    mustSignInAgain: false,
  } as const;
  if (!isApiError(error)) return failed;
  const code = refusalCode(error, auth.forcePasswordChange);
  if ((code === 'WEAK_PASSWORD' || code === 'DEFAULT_PASSWORD_REUSED') && error.serverError)
    return { field: 'newpassword', message: error.serverError };
  if (code === 'INVALID_RESET_TOKEN')
    return {
      field: 'form',
      message: error.serverMessage ?? passwordMessages.resetTokenInvalid,
      mustSignInAgain: true,
    };
  return failed;
}
