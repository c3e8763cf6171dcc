import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const strongSecret = 'k3J9x!aQ7m#Lp2Vz8Rt5Wy0Bn4Hc6Df1Gs';
const strongKey = 'q5m0Yc2TlJm3w8HkS9v1Xb4Rz7Pd6Nf0Ae2Gu5Ki8Lo=';

describe('configuration', () => {
  it('refuses to start in production without a JWT secret, or with a weak one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'secret' })).toThrow(/too weak/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) })).toThrow(/too weak/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: strongSecret,
      TWO_FACTOR_KEY: strongKey,
    });
    expect(config.seedDemo).toBe(false);
  });

  it('refuses to start in production without a second-factor key, or with one that is not 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret })).toThrow(/TWO_FACTOR_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret, TWO_FACTOR_KEY: 'short' }),
    ).toThrow(/TWO_FACTOR_KEY/);
    const hex = loadConfig({
      JWT_SECRET: strongSecret,
      TWO_FACTOR_KEY: Buffer.from(strongKey, 'base64').toString('hex'),
    });
    expect(hex.twoFactorKey.equals(Buffer.from(strongKey, 'base64'))).toBe(true);
  });

  it('generates a secret once outside production and keeps it in the data directory', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hgn-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(second.twoFactorKey.equals(first.twoFactorKey)).toBe(true);
    expect(first.twoFactorKey.length).toBe(32);
    expect(first.seedDemo).toBe(true);
  });

  it('reads the address and treats empty variables as unset', () => {
    const config = loadConfig({ JWT_SECRET: strongSecret, PORT: '9123', HOST: '0.0.0.0', DATABASE_URL: '' });
    expect(config).toMatchObject({
      port: 9123,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://0.0.0.0:9123',
    });
  });

  it('reads the database pool limits, leaving unset ones to the pool', () => {
    const config = loadConfig({
      JWT_SECRET: strongSecret,
      DATABASE_POOL_SIZE: '20',
      DATABASE_ACQUIRE_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '',
    });
    expect(config.databasePool).toEqual({
      max: 20,
      acquireTimeoutMs: 2500,
      statementTimeoutMs: undefined,
      idleInTransactionTimeoutMs: undefined,
      guardTransactions: true,
    });
    expect(
      loadConfig({ JWT_SECRET: strongSecret, TWO_FACTOR_KEY: strongKey, NODE_ENV: 'production' }).databasePool
        .guardTransactions,
    ).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: strongSecret, DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
    expect(() => loadConfig({ JWT_SECRET: strongSecret, DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('wants the first Owner’s e-mail and password together', () => {
    expect(() => loadConfig({ JWT_SECRET: strongSecret, OWNER_EMAIL: 'boss@example.org' })).toThrow(
      /go together/,
    );
    const config = loadConfig({
      JWT_SECRET: strongSecret,
      OWNER_EMAIL: 'Boss@Example.org',
      OWNER_PASSWORD: 'Str0ng!pass',
    });
    expect(config.owner).toEqual({ email: 'boss@example.org', password: 'Str0ng!pass' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ JWT_SECRET: strongSecret, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
