// Personal API tokens (issue 31): a secret that acts as its owner, for reading only or for writing too.
import { z } from 'zod';
import { boundedText, wholeNumber } from '../limits';
import { apiTokenMessages } from '../messages/apiTokens.messages';

export const API_TOKEN_LIMITS = {
  /** Live tokens (neither revoked nor expired) a person may hold at once. */
  liveMax: 20,
  nameMax: 100,
  /** A token lives from one day to a year. */
  daysMin: 1,
  daysMax: 365,
} as const;

/**
 * Every API token begins with this, so the server tells it from a session token at a glance (and a
 * secret scanner can recognise one pasted where it should not be).
 */
export const API_TOKEN_PREFIX = 'hgn_pat_';

export const isApiTokenSecret = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

export const API_TOKEN_ACCESS = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];

/** A read token may only call the methods that change nothing. */
export const READ_ONLY_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

export const apiTokenInput = z.object({
  name: boundedText(API_TOKEN_LIMITS.nameMax).trim().min(1, apiTokenMessages.nameRequired),
  access: z.enum(API_TOKEN_ACCESS),
  expiresInDays: wholeNumber(API_TOKEN_LIMITS.daysMin, API_TOKEN_LIMITS.daysMax),
});
export type ApiTokenInput = z.input<typeof apiTokenInput>;
