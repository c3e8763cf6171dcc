// Password rules per form. Set-up and change ask for all four kinds of character; the forced
// first-login change accepts a digit or a special character; nothing accepts less than that.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { boundedText, TEXT_MAX } from '../limits';
import { passwordMessages } from '../messages';

/** The special characters the spec names for the set-up and change forms. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const special = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** A password a person chooses: long enough for the rule, short enough to hash cheaply. */
const newPasswordText = boundedText(TEXT_MAX.password);

export const strongPassword = newPasswordText
  .min(PASSWORD_MIN_LENGTH, passwordMessages.newPasswordTooShort)
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && special.test(p),
    passwordMessages.newPasswordRule,
  );

export const forcedChangePassword = newPasswordText
  .min(PASSWORD_MIN_LENGTH, passwordMessages.forcedChangeRule)
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && (/\d/.test(p) || /\W|_/.test(p)),
    passwordMessages.forcedChangeRule,
  );

/** The password-change form: current, new and confirmation. */
export const passwordChangeInput = z
  .object({
    currentpassword: z.string().min(1, passwordMessages.currentPasswordRequired),
    newpassword: strongPassword,
    confirmnewpassword: z.string().min(1, passwordMessages.requiredFieldsMissing),
  })
  .refine((v) => v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: passwordMessages.confirmMismatch,
  })
  .refine((v) => v.newpassword !== v.currentpassword, {
    path: ['newpassword'],
    message: passwordMessages.sameAsOld,
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
