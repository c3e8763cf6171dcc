// Every route that takes a body, walked by an Owner with hostile values in every field and in the
// path: none of them may answer 5xx (or take the server down). Routes come from the OpenAPI document,
// so a new route is walked without being listed here.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minItems?: number;
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string }[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Caller = Awaited<ReturnType<typeof t.signedIn>>;

const t = await createTestApp();

/** A JSON text put in place of a field; kept raw so that keys like `__proto__` reach the server as sent. */
const HOSTILE: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  loneSurrogate: '"a\\ud800b"',
  twoMiB: JSON.stringify('x'.repeat(2 * 1024 * 1024)),
  veryLong: JSON.stringify('y'.repeat(100_000)),
  deepNesting: '['.repeat(10_000) + ']'.repeat(10_000),
  deepObject: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  proto: '{"__proto__":{"isAdmin":true}}',
  constructorPrototype: '{"constructor":{"prototype":{"isAdmin":true}}}',
  emptyObject: '{}',
  emptyArray: '[]',
  arrayOfObjects: '[{"__proto__":1},{"a":[{}]}]',
  true: 'true',
  null: 'null',
  emptyString: '""',
  negative: '-1',
  fraction: '0.5',
  huge: '1e308',
  hugeNegative: '-1e308',
  intOverflow: '3000000000',
  negativeIntOverflow: '-3000000000',
  bigIntOverflow: '99999999999999999999',
  notAUuid: '"not-a-uuid"',
  numericString: '"3000000000"',
  dateOverflow: '"99999-12-31"',
  sqlish: JSON.stringify("'; DROP TABLE users; --"),
};

/** Path parameters filled with ids that exist, so that the walk reaches the services. */
const realIds: Record<string, string> = {};
let owner: Caller;

const PLACEHOLDER = '\u0001hostile\u0001';

/** The id a uuid field most likely names, by its name. */
function idFor(field: string): string {
  const name = field.toLowerCase();
  if (name.includes('team')) return realIds.teamId!;
  if (name.includes('project')) return realIds.projectId!;
  if (name.includes('badge')) return realIds.badgeId!;
  if (name.includes('preset')) return realIds.presetId!;
  if (name.includes('role')) return realIds.roleId!;
  return realIds.userId!;
}

/** A plausible value for a schema: what a valid request would most likely carry. */
function sample(schema: JsonSchema | undefined, field = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sample(options[0], field);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
      );
    case 'array':
      return [sample(schema.items, field)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return idFor(field);
      if (schema.format === 'email') return 'someone@example.org';
      return 'Sample';
    default:
      return 1;
  }
}

/** Every path to a value inside a sample, the body itself first. */
function leafPaths(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  const paths = [path];
  if (depth > 4 || value === null || typeof value !== 'object') return paths;
  for (const [key, child] of Object.entries(value))
    paths.push(...leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key], depth + 1));
  return paths;
}

/** The sample with the value at `path` replaced by the raw JSON text `raw`. */
function bodyWith(base: unknown, path: (string | number)[], raw: string): string {
  if (path.length === 0) return raw;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = PLACEHOLDER;
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), raw);
}

/** Only the field at `path`, the way a partial update sends it. */
function sparseBodyWith(path: (string | number)[], raw: string): string {
  let text = raw;
  for (const key of [...path].reverse())
    text = typeof key === 'number' ? `[${text}]` : `{${JSON.stringify(key)}:${text}}`;
  return text;
}

const short = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;

async function apiDocument() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  return res.json<OpenApi>();
}

async function bodyRoutes() {
  const doc = await apiDocument();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.requestBody?.content?.['application/json'])
      .map(([method, op]) => ({
        method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        path,
        schema: op.requestBody!.content!['application/json']!.schema,
      })),
  );
}

/** Every GET route that reads query parameters, with the names it reads. */
async function routesWithQuery() {
  const doc = await apiDocument();
  return Object.entries(doc.paths).flatMap(([path, operations]) => {
    const names = (operations.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    return names.length > 0 ? [{ path, names }] : [];
  });
}

const created = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.call(owner, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
};

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  const volunteer = await t.signedIn('Volunteer');
  realIds.userId = volunteer.id;
  realIds.teamId = String((await created('POST', '/api/team', { teamName: 'Hostile Team' }))._id);
  realIds.projectId = String(
    (await created('POST', '/api/projects', { projectName: 'Hostile Project' }))._id,
  );
  realIds.badgeId = String((await created('POST', '/api/badge', { badgeName: 'Hostile Badge' }))._id);
  realIds.infoId = String((await created('POST', '/api/informations', { infoName: 'Hostile Info' }))._id);
  realIds.roleId = String(
    (await created('POST', '/api/roles', { roleName: 'Hostile Role', permissions: [] }))._id,
  );
  const preset = await created('POST', '/api/rolePreset', {
    roleName: 'Hostile Role',
    presetName: 'Hostile Preset',
    permissions: [],
  });
  realIds.presetId = String((preset.newPreset as { _id: string })._id);
  const timeOff = await created('POST', '/api/setTimeOffRequest', {
    requestFor: volunteer.id,
    duration: 1,
    startingDate: '2099-01-04',
    reason: 'Hostile trip',
  });
  realIds.id = String(timeOff._id);
  await created('POST', `/api/userprofile/${volunteer.id}/addInfringement`, {
    blueSquare: { date: '2026-03-02', description: 'Hostile square' },
  });
  const profile = (await t.call(owner, 'GET', `/api/userprofile/${volunteer.id}`)).json<{
    infringements: { _id: string }[];
  }>();
  realIds.blueSquareId = profile.infringements[0]!._id;
  realIds.location = 'London';
  realIds.wbsId = String(
    (await created('POST', `/api/wbs/${realIds.projectId}`, { wbsName: 'Hostile WBS' }))._id,
  );
  realIds.taskId = String(
    (await created('POST', `/api/task/${realIds.wbsId}`, { taskName: 'Hostile Task' }))._id,
  );
});

/** A path's own `{param}`s filled: the caller's id where the route is about oneself, real ids elsewhere. */
function urlOf(path: string, override: Record<string, string> = {}): string {
  const selfOnly = /\/(preferences|updatePassword)$/i.test(path);
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(override[name] ?? (name === 'userId' && selfOnly ? owner.id : realIds[name]!)),
  );
}

let sent = 0;

const HOSTILE_QUERY_VALUES = [
  '3000000000',
  '1e308',
  '-1',
  '0.5',
  'Infinity',
  'NaN',
  'not-a-uuid',
  'x'.repeat(10_000),
  "'; --",
  '',
];

const HOSTILE_PARAMS = ['not-a-uuid', '3000000000', '-1', 'x'.repeat(5_000), '%00', "'; --"];

const routes = await bodyRoutes();
const readRoutes = await routesWithQuery();

describe('hostile input on every body route', () => {
  it('finds the body routes in the API document', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers every hostile body without a 5xx',
    async (_, route) => {
      const failures: string[] = [];
      const send = async (url: string, template: string) => {
        // Names and addresses differ from one request to the next, so that a create reaches the
        // database instead of stopping at "this name is taken".
        sent += 1;
        const payload = template
          .replaceAll('"Sample"', `"Sample ${sent}"`)
          .replaceAll('someone@example.org', `someone${sent}@example.org`);
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { ...owner.headers, 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode >= 500)
          failures.push(
            `${route.method} ${url} -> ${res.statusCode} ${short(res.body)}\n  payload: ${short(payload)}`,
          );
      };
      const base = sample(route.schema);
      const url = urlOf(route.path);
      for (const path of leafPaths(base))
        for (const raw of Object.values(HOSTILE)) {
          await send(url, bodyWith(base, path, raw));
          if (path.length > 0) await send(url, sparseBodyWith(path, raw));
        }
      for (const name of route.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [])
        for (const value of HOSTILE_PARAMS)
          await send(urlOf(route.path, { [name]: value }), JSON.stringify(base));
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(readRoutes.map((route) => [`GET ${route.path}`, route] as const))(
    '%s answers every hostile query parameter without a 5xx',
    async (_, route) => {
      const failures: string[] = [];
      for (const name of route.names)
        for (const value of HOSTILE_QUERY_VALUES) {
          const url = `${urlOf(route.path)}?${new URLSearchParams({ [name]: value }).toString()}`;
          const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
          if (res.statusCode >= 500)
            failures.push(`GET ${short(url)} -> ${res.statusCode} ${short(res.body)}`);
        }
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it('PUT /api/userprofile/{userId}/picture answers hostile pictures, JSON or raw, without a 5xx', async () => {
    const failures: string[] = [];
    const url = urlOf('/api/userprofile/{userId}/picture');
    const bodies: [string, string | Buffer][] = [
      ...Object.values(HOSTILE).map(
        (raw) => ['application/json', `{"profilePic":${raw}}`] as [string, string],
      ),
      ['application/json', '{"profilePic":"data:image/png;base64,AAAA"}'],
      ['application/json', `{"profilePic":"data:image/png;base64,${'A'.repeat(900_000)}"}`],
      ['image/png', Buffer.alloc(0)],
      ['image/png', Buffer.from('not a png at all')],
      ['image/jpeg', Buffer.alloc(2 * 1024 * 1024, 0xff)],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...owner.headers, 'content-type': type },
        payload,
      });
      if (res.statusCode >= 500)
        failures.push(
          `PUT ${url} (${type}) -> ${res.statusCode} ${short(res.body)}\n  payload: ${short(String(payload))}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('is still up and ready afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
  });
});

describe('nesting', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/taskeditsuggestion',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload,
    });

  it('refuses a body nested deeper than any input before parsing it, with 400', async () => {
    for (const raw of [
      HOSTILE.deepNesting!,
      HOSTILE.deepObject!,
      `{"taskId":${'['.repeat(65)}${']'.repeat(65)}}`,
    ]) {
      const res = await post(raw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    }
  });

  it('counts only the brackets outside strings, and keeps refusing prototype keys', async () => {
    const res = await post(
      JSON.stringify({
        taskId: '00000000-0000-4000-8000-000000000000',
        userId: owner.id,
        oldTask: { taskName: `${'['.repeat(100)}\\"{` },
        newTask: { taskName: '{'.repeat(100) },
      }),
    );
    expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    const nested = `{"taskId":${'['.repeat(60)}${']'.repeat(60)}}`;
    expect((await post(nested)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await post(HOSTILE.proto!)).statusCode).toBe(400);
  });
});

describe('text limits', () => {
  it('refuses a 900,000-character last name with 400 stating the limit, keeping the old one', async () => {
    const person = await t.signedIn('Volunteer');
    const res = await t.call(person, 'PUT', `/api/userprofile/${person.id}`, {
      lastName: 'L'.repeat(900_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'lastName', message: 'Please use at most 100 characters.' });
    const profile = (await t.call(person, 'GET', `/api/userprofile/${person.id}`)).json<{
      lastName: string;
    }>();
    expect(profile.lastName).toMatch(/^Last\d+$/);
  });

  it('refuses more job titles than a profile holds, stating the limit', async () => {
    const person = await t.signedIn('Volunteer');
    const res = await t.call(person, 'PUT', `/api/userprofile/${person.id}`, {
      jobTitle: Array.from({ length: 21 }, (_, i) => `Title ${i}`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'jobTitle', message: 'Please give at most 20 items.' });
  });
});
