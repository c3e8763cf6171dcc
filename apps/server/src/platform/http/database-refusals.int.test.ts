// What the database refuses because of a request reaches the client as a 4xx with the error contract,
// whichever statement it came from: the safety net under the schemas and the services' own checks.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { registerErrorHandler } from './error-handler.js';

const database = await createTestDatabase();
const { db } = database;
const app = Fastify({ logger: false });
registerErrorHandler(app);

const statements: Record<string, () => Promise<unknown>> = {
  duplicate: () => db.execute(sql`insert into roles (name) values ('Twin'), ('Twin')`),
  overflow: () => db.execute(sql`select 3000000000::integer`),
  notAUuid: () => db.execute(sql`select 'not-a-uuid'::uuid`),
  tooLong: () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temp table short_text (value varchar(3)) on commit drop`);
      await tx.execute(sql`insert into short_text values ('four')`);
    }),
  badDate: () => db.execute(sql`select '2026-02-30'::date`),
  missingReference: () =>
    db.execute(sql`insert into role_presets (role_name, preset_name) values ('No such role', 'P')`),
};
for (const [name, run] of Object.entries(statements))
  app.get(`/${name}`, async () => {
    await run();
    return { ok: true };
  });
await app.ready();
afterAll(() => app.close());

describe('a statement the database refuses', () => {
  it.each([
    ['duplicate', 409, 'ALREADY_EXISTS'],
    ['overflow', 400, 'OUT_OF_RANGE'],
    ['notAUuid', 400, 'INVALID_VALUE'],
    ['tooLong', 400, 'TOO_LONG'],
    ['badDate', 400, 'INVALID_DATE'],
    ['missingReference', 409, 'CONFLICT'],
  ])('%s answers %i %s without internals', async (name, status, code) => {
    const res = await app.inject({ method: 'GET', url: `/${name}` });
    expect(res.statusCode).toBe(status);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ code });
    expect(typeof body.message).toBe('string');
    expect(res.body).not.toMatch(/roles|uuid|integer|varchar|violates|constraint/i);
  });
});
