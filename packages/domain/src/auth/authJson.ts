// The answers of the sign-in and password endpoints, in the original API's shapes.
import { z } from 'zod';

/** A session: the signed token the web app keeps. */
export const sessionTokenJson = z.strictObject({ token: z.string() });
export type SessionTokenJson = z.infer<typeof sessionTokenJson>;

/** The "new" sign-in answer: no session yet, only the way to the forced change. */
export const newUserSignIn = z.strictObject({
  new: z.literal(true),
  userId: z.string(),
  resetToken: z.string(),
});
export type NewUserSignIn = z.infer<typeof newUserSignIn>;

/** The password was right and the account has a second factor: its challenge for `POST /api/login/2fa`. */
export const twoFactorChallengeJson = z.strictObject({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeJson = z.infer<typeof twoFactorChallengeJson>;

/** The role requires a second factor the account has not set up: a session that may only set it up. */
export const twoFactorSetupRequiredJson = z.strictObject({
  twoFactorSetupRequired: z.literal(true),
  token: z.string(),
});
export type TwoFactorSetupRequiredJson = z.infer<typeof twoFactorSetupRequiredJson>;

/**
 * `POST /api/login`: a session, a first sign-in with a password that must be changed first, the
 * second factor's challenge, or a session that may only set the second factor up.
 */
export const signInJson = z.union([
  sessionTokenJson,
  newUserSignIn,
  twoFactorChallengeJson,
  twoFactorSetupRequiredJson,
]);
export type SignInJson = z.infer<typeof signInJson>;

/** `GET /api/refreshToken/{userId}`: a fresh token for the caller's own session. */
export const refreshedTokenJson = z.strictObject({ refreshToken: z.string() });
export type RefreshedTokenJson = z.infer<typeof refreshedTokenJson>;

/** The answer of signing out and of every password change: the server's sentence. */
export const authMessageJson = z.strictObject({ message: z.string() });
export type AuthMessageJson = z.infer<typeof authMessageJson>;
