import type { ErrorCodeOf } from '@hgn/domain/contracts/endpoint';
import type { LoginInput } from '@hgn/domain/auth/signIn';
import type { Portal } from '@hgn/domain/permissions';
import { shellMessages } from '@hgn/domain/messages';
import { call } from '../../../shared/api/call';
import { isApiError, isUnexpectedStatus, serverSentence } from '../../../shared/api/apiError';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import type { LoginErrorPlacement } from './loginErrors';

type PortalSignInRefusal = ErrorCodeOf<typeof authEndpoints.portalSignIn>;

/** Opens the portal for the signed-in session: a new token of the same session, with the portal's flag. */
export const requestPortalLogin = (input: LoginInput & { portal: Portal }) =>
  call(authEndpoints.portalSignIn, { body: input });

/**
 * Where a refused portal sign-in shows the server's words: a mismatched e-mail or password next to
 * that field (spec 002, section 8), anything else above the form. Failures the api client already
 * reported with a toast return null.
 */
export function placePortalLoginError(error: unknown): LoginErrorPlacement | null {
  if (isApiError(error) && isUnexpectedStatus(error.status)) return null;
  const code = isApiError(error) ? (error.code as PortalSignInRefusal | undefined) : undefined;
  const message = serverSentence(error, shellMessages.unexpectedError);
  if (code === 'PORTAL_EMAIL_MISMATCH') return { field: 'email', message };
  if (code === 'PORTAL_PASSWORD_MISMATCH') return { field: 'password', message };
  return { field: 'form', message };
}
