import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TIMER_HEARTBEAT_MS, TIMER_RECONNECT_GRACE_MS } from '@hgn/domain/timer';
import { z } from 'zod';
import type { PoolSettings } from './platform/db/client.js';
import { repoRoot } from './paths.js';

const MIN_SECRET_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  JWT_SECRET: z.string().optional(),
  /** The key that encrypts second-factor secrets: 32 bytes, as 64 hex digits or base64. */
  TWO_FACTOR_KEY: z.string().optional(),
  TOKEN_LIFETIME_DAYS: z.coerce.number().positive().default(10),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Highest Good Network <no-reply@localhost>'),
  ORGANISATION_INBOX: z.string().email().default('onecommunityglobal@example.org'),
  OWNER_EMAIL: z.string().email().optional(),
  OWNER_PASSWORD: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The team locations map's tiles, a URL template with {z}, {x} and {y}; unset, the map draws a
   * packaged world outline. Its host goes into the Content-Security-Policy, so it holds host
   * characters only (no `;` to start a directive of its own).
   */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[\w.{}:-]+(\/[^\s'"]*)?$/,
      'an http(s) URL template such as https://tiles.example.org/{z}/{x}/{y}.png',
    )
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** What the environment sets; the pool has its own default for the rest. */
  databasePool: Partial<PoolSettings>;
  jwtSecret: string;
  /** The AES-256-GCM key of the second factor's secrets (32 bytes). */
  twoFactorKey: Buffer;
  tokenLifetimeDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  organisationInbox: string;
  owner: { email: string; password: string } | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  publicUrl: string;
  seedDemo: boolean;
  /** How often the timer service pings its sockets (tests shorten it). */
  timerHeartbeatMs: number;
  /** How long a user may be without a timer socket before a running timer is paused (tests shorten it). */
  timerReconnectGraceMs: number;
  /** The map's tile URL template; undefined draws the packaged world outline. */
  mapTileUrl: string | undefined;
};

export class ConfigError extends Error {}

/** The secret signs every session: in development it is generated once and kept in the data directory. */
function resolveJwtSecret(secret: string | undefined, isProduction: boolean, dataDir: string): string {
  if (secret !== undefined) {
    if (secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 10)
      throw new ConfigError(
        `JWT_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
      );
    return secret;
  }
  if (isProduction)
    throw new ConfigError(
      'JWT_SECRET is required in production: set it to at least 32 random characters (for example: openssl rand -base64 48).',
    );
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

const TWO_FACTOR_KEY_HELP =
  '32 random bytes as 64 hex digits or base64 (for example: openssl rand -base64 32)';

/** Reads a key given as 64 hex digits or as base64 of 32 bytes; anything else is no key. */
function keyBytes(text: string): Buffer | undefined {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/**
 * The key of the second factor's secrets, made like the JWT secret: from the environment, required in
 * production, otherwise generated once into the data directory.
 */
function resolveTwoFactorKey(key: string | undefined, isProduction: boolean, dataDir: string): Buffer {
  if (key !== undefined) {
    const bytes = keyBytes(key);
    if (!bytes || new Set(bytes).size < 10)
      throw new ConfigError(`TWO_FACTOR_KEY is not a usable key: use ${TWO_FACTOR_KEY_HELP}.`);
    return bytes;
  }
  if (isProduction)
    throw new ConfigError(`TWO_FACTOR_KEY is required in production: set it to ${TWO_FACTOR_KEY_HELP}.`);
  const file = path.join(dataDir, 'two-factor-key');
  const stored = existsSync(file) ? keyBytes(readFileSync(file, 'utf8')) : undefined;
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32);
  writeFileSync(file, generated.toString('base64'), { mode: 0o600 });
  return generated;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and env files commonly write it.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  if ((e.OWNER_EMAIL === undefined) !== (e.OWNER_PASSWORD === undefined))
    throw new ConfigError('OWNER_EMAIL and OWNER_PASSWORD go together: set both or neither.');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePool: {
      max: e.DATABASE_POOL_SIZE,
      acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      guardTransactions: !isProduction,
    },
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, isProduction, dataDir),
    twoFactorKey: resolveTwoFactorKey(e.TWO_FACTOR_KEY, isProduction, dataDir),
    tokenLifetimeDays: e.TOKEN_LIFETIME_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    organisationInbox: e.ORGANISATION_INBOX,
    owner:
      e.OWNER_EMAIL && e.OWNER_PASSWORD
        ? { email: e.OWNER_EMAIL.toLowerCase(), password: e.OWNER_PASSWORD }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    seedDemo: !isProduction,
    timerHeartbeatMs: TIMER_HEARTBEAT_MS,
    timerReconnectGraceMs: TIMER_RECONNECT_GRACE_MS,
    mapTileUrl: e.MAP_TILE_URL,
  };
}
