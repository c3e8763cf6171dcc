// The sign-in form's rule, without a validation library: the sign-in page is the first thing a browser
// downloads, and its two fields need no more (apps/web/README.md, the bundle budget).
import { authMessages } from '../messages/signIn.messages';

/**
 * The address pattern `z.email()` applies to every other form's address (zod's `regexes.email`),
 * written out because importing it would bring zod's core along; a test keeps the two equal.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character, as the test compares
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type LoginInput = { email: string; password: string };
export type LoginProblems = Partial<Record<keyof LoginInput, string>>;

/** The e-mail as accounts store it: trimmed and lower-cased. */
export const normaliseLoginEmail = (email: string): string => email.trim().toLowerCase();

/** What keeps the sign-in form from being sent, by field, in the spec's words; empty when nothing does. */
export function loginProblems({ email, password }: LoginInput): LoginProblems {
  const address = normaliseLoginEmail(email);
  const problems: LoginProblems = {};
  if (address === '') problems.email = authMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(address)) problems.email = authMessages.emailInvalid;
  if (password === '') problems.password = authMessages.passwordRequired;
  return problems;
}

/** The shortest password a portal sign-in sends (spec 002, sections 5 and 9). */
export const PORTAL_PASSWORD_MIN = 8;

/** The sign-in rule, and a password of at least eight characters: what keeps a portal sign-in from being sent. */
export function portalLoginProblems(input: LoginInput): LoginProblems {
  const problems = loginProblems(input);
  if (!problems.password && input.password.length < PORTAL_PASSWORD_MIN)
    problems.password = authMessages.portalPasswordTooShort;
  return problems;
}
