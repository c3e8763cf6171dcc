// The second factor (TOTP, RFC 6238): the inputs of its endpoints and the sentences its screens and
// refusals show.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';

export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'That code is not right. Check the time on your device and try again.',
  signInCodeRejected: 'That code is not right. Try the current code, or one of your recovery codes.',
  challengeDead: 'This sign-in has expired or had too many wrong codes. Sign in again.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off before setting it up again.',
  notSetUp: 'Set up two-step sign-in first.',
  notEnabled: 'Two-step sign-in is not on.',
  passwordRequired: 'Enter your password.',
  unknownRole: (name: string) => `There is no role named "${name}".`,
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  reset:
    'Their two-step sign-in was reset. They sign in with their password alone until they set it up again.',
  policySaved: 'The roles that must use two-step sign-in were saved.',
} as const;

/** The digits of a TOTP code, or a recovery code such as `abcd-efgh-jkmn`; spaces are ignored. */
export const TWO_FACTOR_CODE_MAX = 32;
const code = boundedText(TWO_FACTOR_CODE_MAX, twoFactorMessages.codeRequired)
  .trim()
  .min(1, twoFactorMessages.codeRequired);

/** `POST /api/auth/2fa/enable`: a code from the app, proving it holds the secret. */
export const twoFactorEnableInput = z.object({ code });
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableInput>;

/** `POST /api/auth/2fa/disable`: the password and a code (or a recovery code). */
export const twoFactorDisableInput = z.object({
  password: boundedText(TEXT_MAX.password, twoFactorMessages.passwordRequired).min(
    1,
    twoFactorMessages.passwordRequired,
  ),
  code,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInput>;

/** `POST /api/login/2fa`: the challenge of the first step and a code (or a recovery code). */
export const twoFactorSignInInput = z.object({
  challenge: boundedText(TEXT_MAX.token, twoFactorMessages.challengeDead).min(
    1,
    twoFactorMessages.challengeDead,
  ),
  code,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInput>;

/** `PUT /api/auth/2fa/policy`: the roles whose people must use a second factor. */
export const twoFactorPolicyInput = z.object({
  requiredRoles: z.array(boundedText(60, 'Choose a role.').trim().min(1, 'Choose a role.')).max(100),
});
export type TwoFactorPolicyInput = z.infer<typeof twoFactorPolicyInput>;
