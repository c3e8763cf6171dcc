import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.js';

const { services, database, signedIn, call } = await createTestApp();
const lookUps = vi.spyOn(services.auth, 'authenticate');

/** Another server's commit reaches this one as a notification: the answer changes within a moment. */
async function eventually(status: () => Promise<number>, expected: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await status()) === expected) return;
    await sleep(20);
  }
  throw new Error(`the answer did not become ${expected}`);
}

describe('the callers the server keeps between requests', () => {
  it('are looked up once, not at every request', async () => {
    const me = await signedIn();
    lookUps.mockClear();
    for (let n = 0; n < 5; n += 1)
      expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    expect(lookUps).toHaveBeenCalledTimes(1);
  });

  it('end with a sign-out at once', async () => {
    const me = await signedIn();
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    expect((await call(me, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
  });

  it('end when another server revokes the session or deactivates the person', async () => {
    const [me, other] = [await signedIn(), await signedIn()];
    const read = (who: typeof me) => async () =>
      (await call(who, 'GET', `/api/userprofile/${who.id}`)).statusCode;
    expect(await read(me)()).toBe(200);
    expect(await read(other)()).toBe(200);
    await database.pool.query('update sessions set revoked_at = now() where user_id = $1', [me.id]);
    await eventually(read(me), 401);
    expect(await read(other)()).toBe(200);
    await database.pool.query('update users set is_active = false where id = $1', [other.id]);
    await eventually(read(other), 401);
  });

  it('take a role or its rights changed by another server', async () => {
    const me = await signedIn('Volunteer');
    const page = async () => (await call(me, 'GET', '/api/userprofile/page')).statusCode;
    expect(await page()).toBe(403);
    await database.pool.query(`update users set role = 'Owner' where id = $1`, [me.id]);
    await eventually(page, 200);
    await database.pool.query(
      `update roles set permissions = array_remove(array_remove(permissions, 'getUserProfiles'), 'interactWithPauseUserButton') where name = 'Owner'`,
    );
    await eventually(page, 403);
  });

  it('take rights of their own granted, taken away or removed by another server', async () => {
    const me = await signedIn('Volunteer');
    const page = async () => (await call(me, 'GET', '/api/userprofile/page')).statusCode;
    const write = (statement: string) => database.pool.query(statement, [me.id]);
    expect(await page()).toBe(403);
    await write(`insert into user_permissions (user_id, front_permissions) values ($1, '{getUserProfiles}')`);
    await eventually(page, 200);
    await write(`update user_permissions set front_permissions = '{}' where user_id = $1`);
    await eventually(page, 403);
    await write(`update user_permissions set front_permissions = '{getUserProfiles}' where user_id = $1`);
    await eventually(page, 200);
    await write('delete from user_permissions where user_id = $1');
    await eventually(page, 403);
  });
});
