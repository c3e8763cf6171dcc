// The answers shared by the forms that set a new password: the signed-in change, the forced change and an
// administrator's reset.
import { passwordMessages } from '@hgn/domain/messages';
import { AppError } from '../../platform/http/app-error.js';

/** Refuses a new password whose confirmation was typed differently. */
export function requireConfirmedPassword(input: { newpassword: string; confirmnewpassword: string }): void {
  if (input.newpassword !== input.confirmnewpassword)
    throw new AppError({
      code: 'PASSWORDS_DIFFER',
      field: 'confirmnewpassword',
      message: passwordMessages.newAndConfirmDiffer,
    });
}

/** A new password that breaks a rule; the rule's own words, or the forced-change rule's. */
export const weakPassword = (message: string | undefined) =>
  new AppError({
    code: 'WEAK_PASSWORD',
    field: 'newpassword',
    message: message ?? passwordMessages.forcedChangeRule,
  });
