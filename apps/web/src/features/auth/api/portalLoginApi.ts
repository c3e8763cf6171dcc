import type { ErrorCodeOf } from '@hgn/domain/contracts/endpoint';
import type {
  NewUserSignIn,
  SessionTokenJson,
  TwoFactorChallengeJson,
  TwoFactorSetupRequiredJson,
} from '@hgn/domain/auth';
import type { LoginInput } from '@hgn/domain/auth/signIn';
import type { Portal } from '@hgn/domain/permissions';
import { shellMessages } from '@hgn/domain/messages';
import { call } from '../../../shared/api/call';
import { isApiError, serverSentence } from '../../../shared/api/apiError';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { getSession, startSession } from '../../../shared/session/session';
import { isFirstSignIn, requestLogin } from './loginApi';
import { placeLoginError, type LoginErrorPlacement } from './loginErrors';

type PortalSignInRefusal = ErrorCodeOf<typeof authEndpoints.portalSignIn>;

/** Opens the portal for the signed-in session: a new token of the same session, with the portal's flag. */
export const requestPortalLogin = (input: LoginInput & { portal: Portal }) =>
  call(authEndpoints.portalSignIn, { body: input });

/**
 * The password was right and the account has a second factor: once its step signs in (`challenge`),
 * `openPortal` opens the portal for the new session with what the person typed.
 */
export type PortalSecondStep = TwoFactorChallengeJson & { openPortal: () => Promise<SessionTokenJson> };

/**
 * What a portal's sign-in answers: the token that opens the portal, a first sign-in's password change,
 * the second factor's step, or the set-up of a second factor the role requires.
 */
export type PortalLoginAnswer =
  SessionTokenJson | NewUserSignIn | PortalSecondStep | TwoFactorSetupRequiredJson;

/**
 * A portal's sign-in (spec 002 section 2.1, a public page): a signed-out visitor signs in as /login
 * does first (with the code of a second factor when the account has one), then the session that starts
 * opens the portal; a signed-in person only opens it.
 */
export async function signInToPortal(input: LoginInput & { portal: Portal }): Promise<PortalLoginAnswer> {
  if (getSession() === null) {
    const answer = await requestLogin({ email: input.email, password: input.password });
    if (isFirstSignIn(answer) || 'twoFactorSetupRequired' in answer) return answer;
    if ('twoFactorRequired' in answer) return { ...answer, openPortal: () => requestPortalLogin(input) };
    if (!(await startSession(answer.token))) throw new Error('The session could not start.');
  }
  return requestPortalLogin(input);
}

/**
 * Where a refused portal sign-in shows the server's words: a mismatched e-mail or password next to
 * that field (spec 002, section 8), a refusal of the sign-in that came first where /login shows it.
 * Failures the api client already reported with a toast return null.
 */
export function placePortalLoginError(error: unknown): LoginErrorPlacement | null {
  const code = isApiError(error) ? (error.code as PortalSignInRefusal | undefined) : undefined;
  const message = serverSentence(error, shellMessages.unexpectedError);
  if (code === 'PORTAL_EMAIL_MISMATCH') return { field: 'email', message };
  if (code === 'PORTAL_PASSWORD_MISMATCH') return { field: 'password', message };
  return placeLoginError(error);
}
