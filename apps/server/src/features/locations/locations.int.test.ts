import type { LocationLookupResult } from '@hgn/domain/locations';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';

const t = await createTestApp();
const member = await t.signedIn('Volunteer');
const admin = await t.signedIn('Administrator');

const lookup = (location: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/timezone/${encodeURIComponent(location)}`,
    headers: member.headers,
  });
const results = async (location: string) => (await lookup(location)).json<LocationLookupResult>().results;

async function invitationToken(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/getInitialSetuptoken',
    headers: admin.headers,
    payload: { email },
  });
  const [message] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, [email]))
    .orderBy(desc(emailOutbox.createdAt));
  return /ProfileInitialSetup\/([\w-]+)/.exec(message!.text)![1]!;
}

describe('the location lookup', () => {
  it('finds São Paulo with or without accents, in any case', async () => {
    for (const query of ['Sao Paulo', 'São Paulo', 'SÃO PAULO']) {
      const res = await lookup(query);
      expect(res.statusCode).toBe(200);
      const body = res.json<LocationLookupResult>();
      expect(body.results[0]).toMatchObject({ country: 'Brazil', iso2: 'BR', timeZone: 'America/Sao_Paulo' });
      expect(body.timezone).toBe('America/Sao_Paulo');
      expect(body.currentLocation).toMatchObject({
        userProvided: query,
        country: 'Brazil',
        city: 'Sao Paulo',
      });
    }
  });

  it('offers the candidates of an ambiguous name, most populous first, and narrows with a country', async () => {
    const london = await results('London');
    expect(london.map((c) => c.iso2)).toEqual(['GB', 'CA', 'US']);
    expect(london[0]?.timeZone).toBe('Europe/London');
    expect(london[0]?.label).toContain('United Kingdom');
    expect((await results('London, Canada')).map((c) => c.timeZone)).toEqual(['America/Toronto']);
    const springfield = await results('Springfield');
    expect(springfield.length).toBeGreaterThan(1);
    expect(springfield[0]?.province).toBe('Massachusetts');
    expect((await results('Paris'))[0]).toMatchObject({ country: 'France', timeZone: 'Europe/Paris' });
    expect((await results('Paris, France'))[0]?.timeZone).toBe('Europe/Paris');
  });

  it("answers 'Invalid location' when nothing matches", async () => {
    const res = await lookup('Atlantisxyz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Invalid location',
      message: 'Invalid location',
      code: 'LOCATION_NOT_FOUND',
    });
  });

  it('needs a session, or a usable invitation link on the set-up page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/timezone/Paris' })).statusCode).toBe(401);
    const token = await invitationToken('newcomer@example.org');
    const ok = await t.app.inject({ method: 'POST', url: '/api/timezone/Lagos', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<LocationLookupResult>().timezone).toBe('Africa/Lagos');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/timezone/Lagos',
      payload: { token: 'made-up' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'POST', url: '/api/timezone/Lagos', payload: {} })).statusCode).toBe(
      400,
    );
  });
});
