import type { NewUserSignIn, SignInJson } from '@hgn/domain/auth';
import type { LoginInput } from '@hgn/domain/auth/signIn';

export type { LoginInput };

/** Either a session token, or a first sign-in with a temporary password that must be changed first. */
export type LoginAnswer = SignInJson;

export const isFirstSignIn = (answer: LoginAnswer): answer is NewUserSignIn => 'new' in answer && answer.new;

/**
 * The caller and the sign-in endpoints, loaded when the form is sent rather than with the page: the
 * sign-in page is the first download (the bundle budget in apps/web/README.md), and the signed-in
 * pages that follow need the caller anyway.
 */
export const loadCaller = () =>
  Promise.all([import('../../../shared/api/call'), import('../../../shared/api/endpoints/auth')]);

/**
 * A plain call rather than a mutation hook: the sign-in page loads without the data cache. `onSent` is
 * called once the request is on its way: what loads then does not hold up the caller's own code.
 */
export async function requestLogin(input: LoginInput, onSent?: () => void): Promise<LoginAnswer> {
  const [{ call }, { authEndpoints }] = await loadCaller();
  const answer = call(authEndpoints.signIn, { body: input });
  onSent?.();
  return answer;
}
