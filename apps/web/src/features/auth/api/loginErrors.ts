import type { ErrorCodeOf } from '@hgn/domain/contracts/endpoint';
import { shellMessages } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus, refusedField } from '../../../shared/api/apiError';
import type { authEndpoints } from '../../../shared/api/endpoints/auth';

/** A refusal of `POST /login`, typed by its contract (the endpoints themselves load with the call: loginApi.ts). */
type SignInRefusal = ErrorCodeOf<typeof authEndpoints.signIn>;

export interface LoginErrorPlacement {
  field: 'email' | 'password' | 'form';
  message: string;
}

/**
 * Where a refused sign-in shows the server's words: an unknown or inactive account on the e-mail
 * field, a wrong password on the password field (spec 000 section 8), anything else above the form.
 * Failures the api client already reported with a toast return null.
 */
export function placeLoginError(error: unknown): LoginErrorPlacement | null {
  if (!isApiError(error)) return { field: 'form', message: shellMessages.unexpectedError };
  if (isUnexpectedStatus(error.status)) return null;
  const message = error.serverMessage ?? shellMessages.unexpectedError;
  const code = error.code as SignInRefusal | undefined;
  if (code === 'USERNAME_NOT_FOUND' || code === 'ACCOUNT_INACTIVE') return { field: 'email', message };
  if (code === 'INVALID_PASSWORD') return { field: 'password', message };
  if (code === 'VALIDATION_FAILED') {
    const field = refusedField(error);
    if (field === 'email' || field === 'password') return { field, message };
  }
  return { field: 'form', message };
}
