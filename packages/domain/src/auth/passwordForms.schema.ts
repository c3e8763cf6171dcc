// The two password forms a signed-out person fills in. Each derives from the request schema the
// server validates with; the form adds what never leaves the browser (a confirmation) and the
// form's own wording.
import { z } from 'zod';
import { forgotPasswordMessages, passwordMessages } from '../messages';
import { forgotPasswordInput } from './credentials.schema';
import { forcedChangePassword } from './passwords';

/** `/forcePasswordUpdate/{userId}`: the forced-change rule, and a confirmation that matches. */
export const forcedPasswordChangeForm = z
  .object({
    newpassword: forcedChangePassword,
    confirmnewpassword: z.string(),
  })
  .refine((v) => v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: passwordMessages.confirmMismatch,
  });
export type ForcedPasswordChangeForm = z.infer<typeof forcedPasswordChangeForm>;

// An empty name gets its own field's text; any other bad name gets the other field's text, because
// the original form swapped its fallback messages and people have learned them that way.
const name = (emptyMessage: string, fallbackMessage: string) =>
  z
    .string({ error: fallbackMessage })
    .min(1, { error: emptyMessage, abort: true })
    .trim()
    .min(1, fallbackMessage);

/** `/forgotpassword`: e-mail, first and last name, checked before the server is asked. */
export const forgotPasswordForm = forgotPasswordInput.extend({
  firstName: name(forgotPasswordMessages.firstNameRequired, forgotPasswordMessages.lastNameRequired),
  lastName: name(forgotPasswordMessages.lastNameRequired, forgotPasswordMessages.firstNameRequired),
});
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordForm>;
