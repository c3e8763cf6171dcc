import type { ForcedPasswordChangeInput, ForgotPasswordInput } from '@hgn/domain/auth';
import { call } from '../../../shared/api/call';
import { authEndpoints as auth } from '../../../shared/api/endpoints/auth';

// Plain calls rather than mutation hooks: these pages are for signed-out people and need no data cache.

/** Sets the first password after signing in with a temporary one; the reset token proves that sign-in. */
export const changeForcedPassword = (input: ForcedPasswordChangeInput) =>
  call(auth.forcePasswordChange, { body: input });

/** Asks for a temporary password by e-mail; e-mail, first and last name must match one account. */
export const requestTemporaryPassword = (input: ForgotPasswordInput) =>
  call(auth.forgotPassword, { body: input });
