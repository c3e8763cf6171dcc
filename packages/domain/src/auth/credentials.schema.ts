// The requests that set a password without the current one: the forced change after a first sign-in,
// "forgot password", and an administrator's reset. The server applies the password rule itself so
// that its answers keep the original bodies; these schemas check the shape and carry the form texts.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { forgotPasswordMessages, passwordMessages } from '../messages';
import { requiredEmail } from './auth.schema';

/**
 * `PATCH /api/forcepassword`. `resetToken` comes from the `new` sign-in answer: without it anyone
 * could set anyone's password, which the original open call allowed.
 */
export const forcedPasswordChangeInput = z.object({
  userId: boundedText(TEXT_MAX.token, passwordMessages.badRequest),
  newpassword: boundedText(TEXT_MAX.password, passwordMessages.requiredFieldsMissing).min(
    1,
    passwordMessages.requiredFieldsMissing,
  ),
  resetToken: boundedText(TEXT_MAX.token, passwordMessages.resetTokenInvalid).min(
    1,
    passwordMessages.resetTokenInvalid,
  ),
});
export type ForcedPasswordChangeInput = z.infer<typeof forcedPasswordChangeInput>;

/** The "new" sign-in answer: no session yet, only the way to the forced change. */
export const newUserSignIn = z.object({ new: z.literal(true), userId: z.string(), resetToken: z.string() });
export type NewUserSignIn = z.infer<typeof newUserSignIn>;

/** `POST /api/forgotpassword`: all three must match one account exactly. */
export const forgotPasswordInput = z.object({
  email: requiredEmail(forgotPasswordMessages.emailRequired, forgotPasswordMessages.emailInvalid),
  firstName: boundedText(TEXT_MAX.name, forgotPasswordMessages.firstNameRequired)
    .trim()
    .min(1, forgotPasswordMessages.firstNameRequired),
  lastName: boundedText(TEXT_MAX.name, forgotPasswordMessages.lastNameRequired)
    .trim()
    .min(1, forgotPasswordMessages.lastNameRequired),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** `PATCH /api/userProfile/{userId}/resetPassword`: a one-time password chosen by an administrator. */
export const adminPasswordResetInput = z.object({
  newpassword: boundedText(TEXT_MAX.password, passwordMessages.requiredFieldsMissing).min(
    1,
    passwordMessages.requiredFieldsMissing,
  ),
  confirmnewpassword: boundedText(TEXT_MAX.password, passwordMessages.requiredFieldsMissing).min(
    1,
    passwordMessages.requiredFieldsMissing,
  ),
});
export type AdminPasswordResetInput = z.infer<typeof adminPasswordResetInput>;
