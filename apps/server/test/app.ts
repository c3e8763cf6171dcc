import type { Role } from '@hgn/domain/permissions';
import { fixedClock, systemClock, type Clock } from '@hgn/domain/time';
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { userPermissions } from '../src/features/permissions/userPermissions.table.js';
import { userTeamCodes } from '../src/features/teams/teams.table.js';
import { users } from '../src/features/users/users.table.js';
import type { PoolSettings } from '../src/platform/db/client.js';
import { hashPassword } from '../src/platform/crypto/passwords.js';
import { createTestDatabase } from './database.js';

export const TEST_PASSWORD = 'Test!pass1';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
    }),
    ...overrides,
  };
}

let passwordHash: Promise<string> | undefined;

/**
 * What a test may give a new person: the columns of their row, and what other areas keep of them (their
 * own permissions, their team code).
 */
export type PersonFields = Omit<Partial<typeof users.$inferInsert>, 'role'> & {
  teamCode?: string;
  frontPermissions?: string[];
  removedDefaultPermissions?: string[];
  isPermissionsAcknowledged?: boolean;
};

/**
 * The whole API on a database of its own, with helpers to make users and sign in.
 * `clock` may be a fixed clock for tests that stand on a given day; `pool` changes the database pool.
 */
export async function createTestApp(
  options: { clock?: Clock; config?: Partial<Config>; pool?: Partial<PoolSettings> } = {},
) {
  const database = await createTestDatabase(options.pool);
  const clock = options.clock ?? systemClock;
  const contractMismatches: string[] = [];
  const config = testConfig(options.config);
  const { app, services, routes, scheduler } = await buildApp({
    config,
    database,
    clock,
    onContractMismatch: (problem) => contractMismatches.push(problem),
  });
  await services.permissions.syncDefaultRoles();
  await app.ready();
  afterAll(async () => {
    // Runs started through the API finish before the database goes.
    await scheduler.stop();
    await app.close();
    // Every answer the file's tests received was held to its contract.
    const distinct = [...new Set(contractMismatches)];
    if (distinct.length > 0)
      throw new Error(`Answers that do not match their contracts:\n${distinct.join('\n')}`);
  });

  let userCount = 0;
  async function createUser(
    fields: PersonFields & { role?: Role } = {},
  ): Promise<{ id: string; email: string }> {
    userCount += 1;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const { teamCode, frontPermissions, removedDefaultPermissions, isPermissionsAcknowledged, ...columns } =
      fields;
    const [row] = await database.db
      .insert(users)
      .values({
        email: `user${userCount}-${randomBytes(3).toString('hex')}@example.org`,
        firstName: `First${userCount}`,
        lastName: `Last${userCount}`,
        passwordHash: await passwordHash,
        ...columns,
      })
      .returning({ id: users.id, email: users.email });
    if (frontPermissions || removedDefaultPermissions || isPermissionsAcknowledged !== undefined)
      await database.db.insert(userPermissions).values({
        userId: row!.id,
        frontPermissions,
        removedDefaultPermissions,
        isAcknowledged: isPermissionsAcknowledged,
      });
    if (teamCode) await database.db.insert(userTeamCodes).values({ userId: row!.id, teamCode });
    return row!;
  }

  let signIns = 0;
  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    // Each sign-in comes from its own address, so a file's many sign-ins stay under the per-address limit.
    signIns += 1;
    const remoteAddress = `192.0.2.${signIns % 250}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });
    const body = res.json<{ token?: string }>();
    if (!body.token) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
    return body.token;
  }

  /** A user of the given role, signed in: `{ id, email, token, headers }`. */
  async function signedIn(role: Role = 'Volunteer', fields: PersonFields = {}) {
    const user = await createUser({ role, ...fields });
    const token = await signIn(user.email);
    return { ...user, token, headers: { authorization: token } };
  }

  /** One API call as a signed-in caller (`signedIn(...)` gives one); a body only when given. */
  const call = (
    caller: { headers: Record<string, string> },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: caller.headers, ...(payload === undefined ? {} : { payload }) });

  /** A user of the given role, signed in, whose session opened the building portal (`POST /api/bm/login`). */
  async function inBuildingPortal(role: Role = 'Volunteer', fields: PersonFields = {}) {
    const user = await signedIn(role, fields);
    const res = await call(user, 'POST', '/api/bm/login', { email: user.email, password: TEST_PASSWORD });
    const { token } = res.json<{ token?: string }>();
    if (res.statusCode !== 200 || !token)
      throw new Error(`building sign-in failed: ${res.statusCode} ${res.body}`);
    return { ...user, token, headers: { authorization: token } };
  }

  return {
    app,
    services,
    routes,
    scheduler,
    database,
    config,
    clock,
    createUser,
    signIn,
    signedIn,
    inBuildingPortal,
    call,
  };
}

export { fixedClock };
