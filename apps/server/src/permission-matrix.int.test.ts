import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from '@hgn/domain/permissions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

/**
 * Every permission-guarded route against every role: a role holding none of the route's permissions
 * (by default) is refused with 403 and nothing in the database changes; a role holding one gets past
 * the guard. The routes come from the server's registry, so a new route is covered the day it lands.
 */
const { app, routes, database, signedIn } = await createTestApp();

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID);

const permissionRoutes = routes
  .filter((r) => r.guard.startsWith('permission:'))
  .map((r) => ({ ...r, permissions: r.guard.slice('permission:'.length).split('|') }));

const holds = (role: Role, permissions: string[]) =>
  permissions.some((p) => (DEFAULT_ROLE_PERMISSIONS[role] as readonly string[]).includes(p));

/**
 * A fingerprint of every table, to prove a refused call wrote nothing. A session's last use is left
 * out: authenticating the caller keeps it (to the minute) whatever the route then decides.
 */
async function fingerprint(): Promise<string> {
  const { rows } = await database.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const parts: string[] = [];
  for (const { table_name } of rows) {
    const result = await database.db.execute<{ digest: string }>(
      sql`SELECT count(*) || ':' || coalesce(md5(string_agg((to_jsonb(t) - 'last_seen_at')::text, '|' ORDER BY (to_jsonb(t) - 'last_seen_at')::text)), '') AS digest FROM ${sql.identifier(table_name)} t`,
    );
    parts.push(`${table_name}=${result.rows[0]?.digest}`);
  }
  return parts.join('\n');
}

const send = (method: string, url: string, headers: Record<string, string>) =>
  app.inject({
    method: method as 'GET',
    url: concretePath(url),
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the permission matrix', () => {
  it('covers the permission-guarded routes', () => {
    expect(permissionRoutes.length).toBeGreaterThan(0);
  });

  it('refuses every role lacking the permission with 403 and writes nothing; lets a holder past the guard', async () => {
    const sessions = new Map<Role, Record<string, string>>();
    for (const role of ROLES) sessions.set(role, (await signedIn(role)).headers);

    const before = await fingerprint();
    let refusals = 0;
    let admissions = 0;
    for (const route of permissionRoutes) {
      for (const role of ROLES) {
        const res = await send(route.method, route.url, sessions.get(role) ?? {});
        const where = `${route.method} ${route.url} as ${role}`;
        if (holds(role, route.permissions)) {
          expect([401, 403], where).not.toContain(res.statusCode);
          admissions += 1;
        } else {
          expect(res.statusCode, where).toBe(403);
          refusals += 1;
        }
      }
    }
    expect(refusals + admissions).toBe(permissionRoutes.length * ROLES.length);
    // Admitted calls used a made-up id and an empty body, so they were refused by validation or
    // found nothing: the database is as it was.
    expect(await fingerprint()).toBe(before);
  });
});
