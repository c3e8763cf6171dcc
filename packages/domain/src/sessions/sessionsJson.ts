import { z } from 'zod';

/** One of the caller's active sessions: when it opened and was last used, from where and with what. */
export const sessionJson = z.strictObject({
  _id: z.string(),
  createdAt: z.string(),
  /** The last request that came with the session's token, to the minute; null before the first. */
  lastSeenAt: z.string().nullable(),
  /** The session of the token that asked. */
  current: z.boolean(),
  userAgent: z.string(),
  /** The address the session was opened from. */
  address: z.string(),
});
export type SessionJson = z.infer<typeof sessionJson>;

/** How many sessions "sign out everywhere else" ended. */
export const revokedSessionsJson = z.strictObject({ revoked: z.number().int() });
export type RevokedSessionsJson = z.infer<typeof revokedSessionsJson>;
