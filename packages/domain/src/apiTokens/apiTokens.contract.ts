// The caller's personal API tokens, declared once (docs/ARCHITECTURE.md, "Adding an endpoint"). Only a
// signed-in session manages them: an API token can never make, list or revoke tokens (`signInOnly`).
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { ApiTokensErrorCode } from './apiTokens.errors';
import { apiTokenJson, createdApiTokenJson } from './apiTokenJson';
import { apiTokenInput } from './apiTokens.schema';

const refusals = errorCodes<ApiTokensErrorCode>();

export const apiTokensContract = {
  /** The caller's tokens, newest first, revoked and expired ones included. */
  list: defineContract({
    method: 'GET',
    path: '/tokens',
    guard: guard.signedIn,
    signInOnly: true,
    errors: refusals(),
    response: z.array(apiTokenJson),
  }),
  /**
   * A new token, its secret in this answer only. At most 20 live ones (neither revoked nor expired)
   * a person: the 21st is 409 TOO_MANY_API_TOKENS. `expiresInDays` is a whole number from 1 to 365.
   */
  create: defineContract({
    method: 'POST',
    path: '/tokens',
    summary: 'A new personal API token: the secret is shown in this answer only',
    guard: guard.signedIn,
    signInOnly: true,
    status: 201,
    errors: refusals('TOO_MANY_API_TOKENS'),
    body: apiTokenInput,
    response: createdApiTokenJson,
  }),
  /**
   * Revokes one of the caller's tokens at once; revoking one already revoked answers 200 again with
   * the same record (idempotent). Another person's token, or none, is 404.
   */
  revoke: defineContract({
    method: 'DELETE',
    path: '/tokens/:id',
    guard: guard.signedIn,
    signInOnly: true,
    changesSessions: true,
    errors: refusals('API_TOKEN_NOT_FOUND'),
    params: z.object({ id: z.string().max(100) }),
    response: apiTokenJson,
  }),
};
