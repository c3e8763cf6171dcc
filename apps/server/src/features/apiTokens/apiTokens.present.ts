import type { ApiTokenJson, CreatedApiTokenJson } from '@hgn/domain/apiTokens';
import type { ApiTokenRow } from './apiTokens.repo.js';

/** A token as its owner's list shows it: never the secret. */
export const presentApiToken = (row: ApiTokenRow, now: Date): ApiTokenJson => ({
  _id: row.id,
  name: row.name,
  access: row.access,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  expired: row.expiresAt.getTime() <= now.getTime(),
});

/** A token just made, with its secret: the one answer that carries it. */
export const presentCreatedApiToken = (row: ApiTokenRow, token: string): CreatedApiTokenJson => ({
  _id: row.id,
  name: row.name,
  access: row.access,
  token,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
