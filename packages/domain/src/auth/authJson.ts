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

/** `POST /api/login`: a session, or a first sign-in with a password that must be changed first. */
export const signInJson = z.union([sessionTokenJson, newUserSignIn]);
export type SignInJson = z.infer<typeof signInJson>;

/** `GET /api/refreshToken/{userId}`: a fresh token for the caller's own session. */
export const refreshedTokenJson = z.strictObject({ refreshToken: z.string() });
export type RefreshedTokenJson = z.infer<typeof refreshedTokenJson>;

/** The answer of signing out and of every password change: the server's sentence. */
export const authMessageJson = z.strictObject({ message: z.string() });
export type AuthMessageJson = z.infer<typeof authMessageJson>;
