import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

// Many saves of one profile at once queue on the profile's row lock. Each save holds one pool
// connection for its transaction, so a save that asked the pool for a second one while the others
// hold the rest would wait for ever, and the whole API with it.
const t = await createTestApp();
const PARALLEL = 50;

describe('parallel saves of one profile', () => {
  let volunteer: Awaited<ReturnType<typeof t.signedIn>>;
  let owner: Awaited<ReturnType<typeof t.signedIn>>;

  beforeAll(async () => {
    volunteer = await t.signedIn('Volunteer');
    owner = await t.signedIn('Owner');
  });

  const allAnswer = async (send: (n: number) => ReturnType<typeof t.call>) => {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => send(n)));
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const me = await t.call(volunteer, 'GET', `/api/userprofile/${volunteer.id}`);
    expect(me.statusCode).toBe(200);
    return me.json<Record<string, unknown>>();
  };

  it('PUT /userprofile/:id: every save answers and the API stays ready', async () => {
    const profile = await allAnswer((n) =>
      t.call(volunteer, 'PUT', `/api/userprofile/${volunteer.id}`, { jobTitle: [`tester ${n}`] }),
    );
    expect(profile.jobTitle).toEqual([expect.stringMatching(/^tester \d+$/)]);
  });

  it('PATCH /userprofile/:id/property: every save answers and the API stays ready', async () => {
    const profile = await allAnswer((n) =>
      t.call(volunteer, 'PATCH', `/api/userprofile/${volunteer.id}/property`, {
        key: 'jobTitle',
        value: [`property ${n}`],
      }),
    );
    expect(profile.jobTitle).toEqual([expect.stringMatching(/^property \d+$/)]);
  });

  it('PUT /userprofile/:id/toggleBio: every toggle answers and the API stays ready', async () => {
    const profile = await allAnswer((n) =>
      t.call(owner, 'PUT', `/api/userprofile/${volunteer.id}/toggleBio`, {
        bioPosted: n % 2 === 0 ? 'posted' : 'requested',
      }),
    );
    expect(['posted', 'requested']).toContain(profile.bioPosted);
  });

  it('PUT /userprofile/:id/toggleInvisibility: every toggle answers and the API stays ready', async () => {
    const profile = await allAnswer((n) =>
      t.call(owner, 'PUT', `/api/userprofile/${volunteer.id}/toggleInvisibility`, {
        isVisible: n % 2 === 0,
      }),
    );
    expect(typeof profile.isVisible).toBe('boolean');
  });
});
