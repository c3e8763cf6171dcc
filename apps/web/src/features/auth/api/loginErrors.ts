import { shellMessages } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus } from '../../../shared/api/apiError';

export interface LoginErrorPlacement {
  field: 'email' | 'password' | 'form';
  message: string;
}

/**
 * Where a refused sign-in shows the server's words: 403 on the e-mail field, 404 on the password
 * field (spec 000 section 8), anything else above the form. Failures the api client already
 * reported with a toast return null.
 */
export function placeLoginError(error: unknown): LoginErrorPlacement | null {
  if (!isApiError(error)) return { field: 'form', message: shellMessages.unexpectedError };
  if (isUnexpectedStatus(error.status)) return null;
  const message = error.serverMessage ?? shellMessages.unexpectedError;
  if (error.status === 403) return { field: 'email', message };
  if (error.status === 404) return { field: 'password', message };
  if (error.status === 400) {
    const field = (error.body as { field?: unknown } | undefined)?.field;
    if (field === 'email' || field === 'password') return { field, message };
  }
  return { field: 'form', message };
}
