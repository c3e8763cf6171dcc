// The requests that set a password without the current one: the forced change after a first sign-in,
// "forgot password", and an administrator's reset. The server applies the password rule itself so
// that its answers keep the original bodies; these schemas check the shape and carry the form texts.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { authMessages, forgotPasswordMessages, passwordMessages } from '../messages';
import { PORTALS } from '../permissions/portals';
import { requiredEmail } from './auth.schema';

const required = (max: number, message: string) => boundedText(max, message).min(1, message);

/** `POST /api/login`: the form's own rule is `loginProblems` (signIn.ts), which needs no zod. */
export const signInInput = z.object({
  email: required(TEXT_MAX.email, authMessages.invalidRequest),
  password: required(TEXT_MAX.password, authMessages.invalidRequest),
});

/**
 * `POST /api/bm/login`: the signed-in person's own e-mail and password again, and the portal to open
 * (the building portal when absent).
 */
export const portalSignInInput = signInInput.extend({
  portal: z.enum(PORTALS, authMessages.invalidRequest).optional(),
});
export type PortalSignInInput = z.input<typeof portalSignInInput>;

/**
 * `PATCH|POST /api/userProfile/{userId}/updatePassword`: the shape only; the server applies the rules
 * itself so that its refusals keep the original bodies (the form's rules are `passwordChangeInput`).
 */
export const passwordChangeRequest = z.object({
  currentpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
  newpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
  confirmnewpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

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
