import type { NewUserSignIn } from '@hgn/domain/auth';
import type { LoginInput } from '@hgn/domain/auth/signIn';
import { api } from '../../../shared/api/api';

export type { LoginInput };

/** Either a session token, or a first sign-in with a temporary password that must be changed first. */
export type LoginAnswer = { token: string } | NewUserSignIn;

export const isFirstSignIn = (answer: LoginAnswer): answer is NewUserSignIn => 'new' in answer && answer.new;

// A plain call rather than a mutation hook: the sign-in page loads without the data cache.
export const requestLogin = (input: LoginInput): Promise<LoginAnswer> =>
  api.post<LoginAnswer>('/login', input);
