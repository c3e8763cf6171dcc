import type { ForcedPasswordChangeInput, ForgotPasswordInput } from '@hgn/domain/auth';
import { api } from '../../../shared/api/api';

// Plain calls rather than mutation hooks: these pages are for signed-out people and need no data cache.

/** Sets the first password after signing in with a temporary one; the reset token proves that sign-in. */
export const changeForcedPassword = (input: ForcedPasswordChangeInput): Promise<{ message: string }> =>
  api.patch<{ message: string }>('/forcepassword', input);

/** Asks for a temporary password by e-mail; e-mail, first and last name must match one account. */
export const requestTemporaryPassword = (input: ForgotPasswordInput): Promise<{ message: string }> =>
  api.post<{ message: string }>('/forgotpassword', input);
