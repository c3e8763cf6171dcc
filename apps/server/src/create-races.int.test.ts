// Ten identical creations at once, on every route that creates something with a unique name: exactly
// one succeeds, and the nine others get what a later duplicate gets (the rule's own status and code),
// never a 500 from the unique index that decided the race.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

const t = await createTestApp();
type Caller = Awaited<ReturnType<typeof t.signedIn>>;
type Answer = { status: number; code: unknown };

const PARALLEL = 10;
let owner: Caller;

const answerOf = (res: { statusCode: number; json: () => unknown }): Answer => ({
  status: res.statusCode,
  code: (res.json() as { code?: unknown }).code,
});

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Ten calls at once, then one more: the later one shows how the rule answers a duplicate. */
async function race(method: 'POST' | 'PUT', url: string, body: object) {
  const racing = await Promise.all(
    Array.from({ length: PARALLEL }, () => t.call(owner, method, url, body).then(answerOf)),
  );
  const later = answerOf(await t.call(owner, method, url, body));
  return { racing, later };
}

beforeAll(async () => {
  owner = await t.signedIn('Owner');
});

const namedCreations: [string, string, object][] = [
  ['a role', '/api/roles', { roleName: 'Race Role', permissions: [] }],
  ['a role preset', '/api/rolePreset', { roleName: 'Volunteer', presetName: 'Race Preset', permissions: [] }],
  ['a team', '/api/team', { teamName: 'Race Team' }],
  ['a project', '/api/projects', { projectName: 'Race Project' }],
  ['a badge', '/api/badge', { badgeName: 'Race Badge' }],
  ['an info collection', '/api/informations', { infoName: 'Race Info' }],
  [
    'a user',
    '/api/userprofile',
    { firstName: 'Race', lastName: 'Runner', email: 'race.runner@example.org', password: 'Race!pass1' },
  ],
];

describe('ten parallel creations of one name', () => {
  it.each(namedCreations)(
    'create %s: one succeeds, the others get the duplicate rule’s answer',
    async (_, url, body) => {
      const { racing, later } = await race('POST', url, body);
      expect(later.status).toBeGreaterThanOrEqual(400);
      expect(later.status).toBeLessThan(500);
      expect(racing.filter(isSuccess)).toHaveLength(1);
      expect(racing.filter((answer) => !isSuccess(answer))).toEqual(Array(PARALLEL - 1).fill(later));
    },
  );

  it('invitations to one address: each answered, none with a 5xx', async () => {
    const { racing } = await race('POST', '/api/getInitialSetuptoken', { email: 'race.invitee@example.org' });
    expect(racing.filter(isSuccess).length).toBeGreaterThanOrEqual(1);
    expect(racing.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});

describe('ten parallel identical changes that touch a unique pair', () => {
  let volunteer: Caller;
  let badgeId: string;
  let teamId: string;
  let projectId: string;

  beforeAll(async () => {
    volunteer = await t.signedIn('Volunteer');
    badgeId = (await t.call(owner, 'POST', '/api/badge', { badgeName: 'Race Pair Badge' })).json<{
      _id: string;
    }>()._id;
    teamId = (await t.call(owner, 'POST', '/api/team', { teamName: 'Race Pair Team' })).json<{
      _id: string;
    }>()._id;
    projectId = (await t.call(owner, 'POST', '/api/projects', { projectName: 'Race Pair Project' })).json<{
      _id: string;
    }>()._id;
  });

  it.each([
    [
      'badge assignment',
      'PUT',
      () => `/api/badge/assign/${volunteer.id}`,
      () => ({ badgeCollection: [{ badge: badgeId, count: 1 }] }),
    ],
    [
      'team membership',
      'POST',
      () => `/api/team/${teamId}/users`,
      () => ({ userId: volunteer.id, operation: 'Assign' }),
    ],
    [
      'project membership',
      'POST',
      () => `/api/project/${projectId}/users`,
      () => ({ users: [{ userId: volunteer.id, operation: 'Assign' }] }),
    ],
  ] as const)('%s: every answer is a success or a 4xx', async (_, method, url, body) => {
    const { racing } = await race(method, url(), body());
    expect(racing.filter(isSuccess).length).toBeGreaterThanOrEqual(1);
    expect(racing.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});
