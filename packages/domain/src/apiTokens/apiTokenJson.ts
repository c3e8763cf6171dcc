import { z } from 'zod';
import { API_TOKEN_ACCESS } from './apiTokens.schema';

/** One of the caller's tokens as the list shows it: never the secret, nor its digest. */
export const apiTokenJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  access: z.enum(API_TOKEN_ACCESS),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Whether `expiresAt` has passed when the list was read. */
  expired: z.boolean(),
});
export type ApiTokenJson = z.infer<typeof apiTokenJson>;

/** A token just made: the only answer that carries its secret. */
export const createdApiTokenJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  access: z.enum(API_TOKEN_ACCESS),
  token: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type CreatedApiTokenJson = z.infer<typeof createdApiTokenJson>;
