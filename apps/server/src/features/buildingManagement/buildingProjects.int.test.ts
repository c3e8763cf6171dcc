import { apiContracts } from '@hgn/domain/apiContracts';
import { buildingProjectJson, type BuildingProjectJson } from '@hgn/domain/buildingManagement';
import type { ContractSpec } from '@hgn/domain/contracts';
import { buildingMessages } from '@hgn/domain/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { buildingProjectMembers, buildingProjects } from './buildingProjects.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = { id: string; email: string; headers: Record<string, string> };

const inPortal = t.inBuildingPortal;

let owner: Caller;
let volunteer: Caller;
let ownerOutside: Caller;
let manager: { id: string };
let member: { id: string };

beforeAll(async () => {
  [owner, volunteer, ownerOutside, manager, member] = await Promise.all([
    inPortal('Owner'),
    inPortal('Volunteer'),
    t.signedIn('Owner'),
    t.createUser({ firstName: 'Maria', lastName: 'Builder' }),
    t.createUser({ firstName: 'Ade', lastName: 'Mason' }),
  ]);
});

const projectCount = async () => (await db.select({ n: count() }).from(buildingProjects))[0]!.n;
const memberRowCount = async () => (await db.select({ n: count() }).from(buildingProjectMembers))[0]!.n;

let serial = 0;
const uniqueName = () => `Site ${++serial} ${Math.random().toString(36).slice(2, 7)}`;

async function createProject(body: object = {}) {
  const res = await call(owner, 'POST', '/api/bm/projects', { name: uniqueName(), ...body });
  expect(res.statusCode).toBe(201);
  return res.json<BuildingProjectJson>();
}

describe('creating a building project', () => {
  it('answers 201 with the project, its manager and members named', async () => {
    const res = await call(owner, 'POST', '/api/bm/projects', {
      name: '  Earthbag Village East ',
      location: 'Utah',
      template: 'Earthbag Village',
      buildingManager: manager.id,
      members: [{ user: member.id, hours: 12.5 }],
    });
    expect(res.statusCode).toBe(201);
    const project = res.json<BuildingProjectJson>();
    expect(project).toMatchObject({
      name: 'Earthbag Village East',
      location: 'Utah',
      template: 'Earthbag Village',
      isActive: true,
      buildingManager: { _id: manager.id, firstName: 'Maria', lastName: 'Builder' },
      members: [{ user: { _id: member.id, firstName: 'Ade', lastName: 'Mason' }, hours: 12.5 }],
    });
    expect((await call(owner, 'GET', `/api/bm/project/${project._id}`)).json()).toEqual(project);
  });

  it('refuses a name in use ignoring case and surrounding spaces with 409, writing nothing', async () => {
    const first = await createProject();
    const before = await projectCount();
    const res = await call(owner, 'POST', '/api/bm/projects', { name: `  ${first.name.toUpperCase()}  ` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BUILDING_PROJECT_NAME_TAKEN',
      field: 'name',
      message: buildingMessages.projectNameTaken(first.name.toUpperCase()),
    });
    expect(await projectCount()).toBe(before);
  });

  it('refuses a manager or member who is no user with 404 naming the field, writing nothing', async () => {
    const before = await projectCount();
    const nobody = '00000000-0000-4000-8000-000000000000';
    const badManager = await call(owner, 'POST', '/api/bm/projects', {
      name: uniqueName(),
      buildingManager: nobody,
    });
    expect(badManager.statusCode).toBe(404);
    expect(badManager.json()).toMatchObject({ code: 'USER_NOT_FOUND', field: 'buildingManager' });
    const badMember = await call(owner, 'POST', '/api/bm/projects', {
      name: uniqueName(),
      members: [{ user: member.id }, { user: nobody }],
    });
    expect(badMember.statusCode).toBe(404);
    expect(badMember.json()).toMatchObject({ code: 'USER_NOT_FOUND', field: 'members' });
    expect(await projectCount()).toBe(before);
  });

  it('of ten identical creations at once, makes one and answers the others 409', async () => {
    const name = uniqueName();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'POST', '/api/bm/projects', { name })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json()).toMatchObject({ code: 'BUILDING_PROJECT_NAME_TAKEN' });
  });

  it('needs postProject besides the portal: 403 and nothing written', async () => {
    const before = await projectCount();
    const res = await call(volunteer, 'POST', '/api/bm/projects', { name: uniqueName() });
    expect(res.statusCode).toBe(403);
    expect(await projectCount()).toBe(before);
  });
});

describe('reading building projects', () => {
  it('lists every project by name to any session with the portal', async () => {
    const project = await createProject({ members: [{ user: member.id }] });
    const res = await call(volunteer, 'GET', '/api/bm/projects');
    expect(res.statusCode).toBe(200);
    const list = z.array(buildingProjectJson).parse(res.json());
    const names = list.map((item) => item.name);
    expect(names).toEqual([...names].sort());
    expect(list.find((item) => item._id === project._id)).toEqual(project);
  });

  it('answers 404 for an unknown project or an id that is no id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call(volunteer, 'GET', `/api/bm/project/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'BUILDING_PROJECT_NOT_FOUND',
        message: buildingMessages.projectNotFound,
      });
    }
  });
});

describe('changing a building project', () => {
  it('changes the fields given and replaces the members when given', async () => {
    const project = await createProject({ buildingManager: manager.id, members: [{ user: member.id }] });
    const res = await call(owner, 'PUT', `/api/bm/project/${project._id}`, {
      location: 'Nevada',
      isActive: false,
      buildingManager: null,
      members: [{ user: manager.id, hours: 3 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...project,
      location: 'Nevada',
      isActive: false,
      buildingManager: null,
      members: [{ user: { _id: manager.id, firstName: 'Maria', lastName: 'Builder' }, hours: 3 }],
    });
    const unchanged = await call(owner, 'PUT', `/api/bm/project/${project._id}`, {});
    expect(unchanged.json()).toEqual(res.json());
  });

  it('keeps its own name in another case, and refuses another project’s with 409', async () => {
    const [first, second] = [await createProject(), await createProject()];
    const recased = await call(owner, 'PUT', `/api/bm/project/${first._id}`, {
      name: first.name.toLowerCase(),
    });
    expect(recased.statusCode).toBe(200);
    const taken = await call(owner, 'PUT', `/api/bm/project/${second._id}`, { name: ` ${first.name} ` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'BUILDING_PROJECT_NAME_TAKEN' });
    expect((await call(owner, 'GET', `/api/bm/project/${second._id}`)).json()).toEqual(second);
  });

  it('takes ten edits of one project’s members at once in turn: each answers 200, one list remains', async () => {
    const project = await createProject();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(owner, 'PUT', `/api/bm/project/${project._id}`, {
          members: [
            { user: member.id, hours: i },
            { user: manager.id, hours: i },
          ],
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const { members } = (
      await call(owner, 'GET', `/api/bm/project/${project._id}`)
    ).json<BuildingProjectJson>();
    expect(members).toHaveLength(2);
    expect(new Set(members.map((m) => m.hours)).size).toBe(1);
  });

  it('answers 404 for an unknown project', async () => {
    const res = await call(owner, 'PUT', '/api/bm/project/00000000-0000-4000-8000-000000000000', {
      name: uniqueName(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs putProject besides the portal: 403 and nothing changed', async () => {
    const project = await createProject();
    const res = await call(volunteer, 'PUT', `/api/bm/project/${project._id}`, { name: uniqueName() });
    expect(res.statusCode).toBe(403);
    expect((await call(owner, 'GET', `/api/bm/project/${project._id}`)).json()).toEqual(project);
  });
});

describe('the building portal guard', () => {
  const bmContracts = Object.values(apiContracts)
    .flatMap((area) => Object.values(area) as ContractSpec[])
    .filter((c) => c.path.toLowerCase().startsWith('/bm/') && c.path.toLowerCase() !== '/bm/login');

  it('guards every /api/bm route but the sign-in itself with the building portal', () => {
    expect(bmContracts.length).toBeGreaterThan(0);
    for (const c of bmContracts)
      expect(c.guard, `${c.method} ${c.path}`).toMatchObject({ kind: 'portal', portal: 'canAccessBMPortal' });
  });

  it('refuses every /api/bm route to an Owner whose session did not open the portal, writing nothing', async () => {
    const project = await createProject({ members: [{ user: member.id }] });
    const [projects, members] = [await projectCount(), await memberRowCount()];
    for (const c of bmContracts) {
      const url = `/api${c.path.replace(':projectId', project._id)}`;
      const body = c.method === 'GET' ? undefined : { name: uniqueName(), members: [] };
      const res = await call(ownerOutside, c.method, url, body);
      expect(res.statusCode, `${c.method} ${c.path}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await projectCount()).toBe(projects);
    expect(await memberRowCount()).toBe(members);
    expect((await call(owner, 'GET', `/api/bm/project/${project._id}`)).json()).toEqual(project);
  });
});

describe('hostile input', () => {
  it('answers 400 naming the field, never 5xx, and writes nothing', async () => {
    const project = await createProject();
    const before = await projectCount();
    const bodies: [object, string][] = [
      [{ name: 'x'.repeat(100_000) }, 'name'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: ['Site'] }, 'name'],
      [{ name: null }, 'name'],
      [{ name: uniqueName(), location: 'x'.repeat(100_000) }, 'location'],
      [{ name: uniqueName(), template: { a: 1 } }, 'template'],
      [{ name: uniqueName(), isActive: 'true' }, 'isActive'],
      [{ name: uniqueName(), buildingManager: "'; drop table users; --" }, 'buildingManager'],
      [{ name: uniqueName(), members: 'everyone' }, 'members'],
      [{ name: uniqueName(), members: [{ user: member.id, hours: 1e308 }] }, 'members.0.hours'],
      [{ name: uniqueName(), members: Array.from({ length: 501 }, () => ({ user: member.id })) }, 'members'],
    ];
    for (const [body, field] of bodies) {
      for (const [method, url] of [
        ['POST', '/api/bm/projects'],
        ['PUT', `/api/bm/project/${project._id}`],
      ] as const) {
        const res = await call(owner, method, url, body);
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(res.json()).toMatchObject({ field });
      }
    }
    const whole = await call(owner, 'POST', '/api/bm/projects', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(whole.statusCode).toBe(413);
    expect(await projectCount()).toBe(before);
    expect((await call(owner, 'GET', `/api/bm/project/${project._id}`)).json()).toEqual(project);
  });
});
