// The caller's own sessions, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { SessionsErrorCode } from './sessions.errors';
import { revokedSessionsJson, sessionJson } from './sessionsJson';

const refusals = errorCodes<SessionsErrorCode>();

export const sessionsContract = {
  /** The caller's sessions that are neither ended nor expired, the most recently used first. */
  list: defineContract({
    method: 'GET',
    path: '/sessions',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(sessionJson),
  }),

  /** Ends one of the caller's sessions: its tokens are refused at once, on every server. */
  revoke: defineContract({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    changesSessions: true,
    guard: guard.signedIn,
    signInOnly: true,
    errors: refusals('SESSION_NOT_FOUND'),
    // Any id that is not one of the caller's live sessions is 404, a malformed one included.
    params: z.object({ sessionId: z.string().max(100) }),
    response: z.strictObject({ message: z.string() }),
  }),

  /** Ends every session of the caller but the one that asks. */
  revokeOthers: defineContract({
    method: 'POST',
    path: '/sessions/revoke-others',
    changesSessions: true,
    guard: guard.signedIn,
    signInOnly: true,
    errors: refusals(),
    response: revokedSessionsJson,
  }),
};
