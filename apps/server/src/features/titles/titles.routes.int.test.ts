import type { TitleJson } from '@hgn/domain/titles';
import type { UserProfileJson } from '@hgn/domain/users';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { teams } from '../teams/teams.table.js';
import { titles } from './titles.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;
let projectId: string;
let otherProjectId: string;
let teamId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const rows = async () => (await db.select({ n: count() }).from(titles))[0]?.n ?? 0;
const body = (fields: Record<string, unknown> = {}) => ({
  titleName: 'Garden Lead',
  titleCode: 'GL',
  teamCode: 'A-BCD',
  mediaFolder: 'https://example.org/media/garden',
  // As the original client sends them: the project with its name and category, a team or an empty one.
  projectAssigned: { _id: projectId, projectName: 'An old name', category: 'Food' },
  teamAssiged: { _id: teamId, teamName: 'Garden Crew' },
  ...fields,
});
const create = async (fields: Record<string, unknown> = {}, caller: Caller = admin) =>
  call(caller, 'POST', '/api/title', body(fields));

beforeAll(async () => {
  [owner, admin, manager, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Manager'),
    // Team codes must be in use by someone: this volunteer's is.
    t.signedIn('Volunteer', { teamCode: 'A-BCD' }),
  ]);
  const made = await db
    .insert(projects)
    .values([{ name: 'Garden' }, { name: 'Kitchen' }])
    .returning({ id: projects.id });
  [projectId, otherProjectId] = made.map((p) => p.id) as [string, string];
  teamId = (await db.insert(teams).values({ name: 'Garden Crew' }).returning({ id: teams.id }))[0]!.id;
});

describe('Quick Setup titles', () => {
  it('creates a title in the original shape and reads it back in the list and by id', async () => {
    const res = await create();
    expect(res.statusCode).toBe(200);
    const title = res.json<TitleJson>();
    expect(title).toEqual({
      _id: expect.any(String) as string,
      titleName: 'Garden Lead',
      titleCode: 'GL',
      teamCode: 'A-BCD',
      projectAssigned: { _id: projectId, projectName: 'Garden' },
      teamAssiged: { _id: teamId, teamName: 'Garden Crew' },
      mediaFolder: 'https://example.org/media/garden',
      shortName: 'GL',
      order: expect.any(Number) as number,
    });
    // Every signed-in user reads them: the original profile page does on every opening.
    const listed = (await call(volunteer, 'GET', '/api/title')).json<TitleJson[]>();
    expect(listed.find((x) => x._id === title._id)).toEqual(title);
    expect((await call(volunteer, 'GET', `/api/title/${title._id}`)).json()).toEqual(title);
    expect((await call(volunteer, 'GET', `/api/TITLE/${title._id.toUpperCase()}`)).statusCode).toBe(200);
  });

  it('leaves out what a title does not set, and serves the current project name', async () => {
    const res = await create({
      titleName: 'Cook',
      titleCode: 'CK',
      teamCode: '',
      mediaFolder: '',
      teamAssiged: { _id: '', teamName: '' },
      projectAssigned: { _id: otherProjectId, projectName: 'Kitchen' },
    });
    expect(res.statusCode).toBe(200);
    const title = res.json<TitleJson>();
    expect(Object.keys(title).sort()).toEqual(
      ['_id', 'order', 'projectAssigned', 'shortName', 'titleCode', 'titleName'].sort(),
    );
    await db.update(projects).set({ name: 'Big Kitchen' }).where(eq(projects.id, otherProjectId));
    expect((await call(admin, 'GET', `/api/title/${title._id}`)).json<TitleJson>().projectAssigned).toEqual({
      _id: otherProjectId,
      projectName: 'Big Kitchen',
    });
  });

  it('edits with POST /title/update, taking the id as the original client sends it', async () => {
    const made = (await create({ titleName: 'Mentor Guide', titleCode: 'MG' })).json<TitleJson>();
    const res = await call(admin, 'POST', '/api/title/update', {
      ...body({ titleName: 'Mentor Guide Senior', titleCode: 'MGS', teamAssiged: undefined }),
      id: made._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Update successful',
      updatedTitle: {
        ...made,
        titleName: 'Mentor Guide Senior',
        titleCode: 'MGS',
        shortName: 'MG',
        teamAssiged: undefined,
      },
    });
    const again = await call(admin, 'POST', '/api/title/update', {
      ...body({ titleCode: 'MGX', titleName: 'X' }),
      _id: made._id,
    });
    expect(again.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/title/${made._id}`)).json<TitleJson>().titleCode).toBe('MGX');
  });

  it('deletes with PUT /title/:id, answering as Mongo does, and 404 after', async () => {
    const made = (await create({ titleName: 'Temp', titleCode: 'TMP' })).json<TitleJson>();
    const res = await call(admin, 'PUT', `/api/title/${made._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(admin, 'PUT', `/api/title/${made._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/title/${made._id}`)).statusCode).toBe(404);
  });

  it('reorders with the original client body and answers the list in the new order', async () => {
    const before = (await call(admin, 'GET', '/api/title')).json<TitleJson[]>();
    const reversed = [...before].reverse();
    const res = await call(admin, 'PUT', '/api/title/order', {
      orderData: reversed.map((title, index) => ({ id: title._id, order: index + 1 })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TitleJson[]>().map((x) => x._id)).toEqual(reversed.map((x) => x._id));
    expect((await call(admin, 'GET', '/api/title')).json<TitleJson[]>().map((x) => x._id)).toEqual(
      reversed.map((x) => x._id),
    );
    const unknown = await call(admin, 'PUT', '/api/title/order', {
      orderData: [
        { id: before[0]!._id, order: 9 },
        { id: UNKNOWN, order: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/title')).json<TitleJson[]>().map((x) => x._id)).toEqual(
      reversed.map((x) => x._id),
    );
  });

  it('refuses a taken code or name, ignoring case, with 409 naming the field', async () => {
    const before = await rows();
    const code = await create({ titleName: 'Another', titleCode: 'gl' });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ code: 'TITLE_CODE_TAKEN', field: 'titleCode' });
    const name = await create({ titleName: 'GARDEN LEAD', titleCode: 'NEW1' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ code: 'TITLE_NAME_TAKEN', field: 'titleName' });
    expect(await rows()).toBe(before);
  });

  it('answers ten concurrent creates of one code with one success and nine 409s', async () => {
    const before = await rows();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ titleName: `Racer ${i}`, titleCode: 'RACE' })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ code: 'TITLE_CODE_TAKEN', field: 'titleCode' });
    expect(await rows()).toBe(before + 1);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ titleName: '' }, 'titleName'],
      [{ titleCode: '1234' }, 'titleCode'],
      [{ titleCode: '' }, 'titleCode'],
      [{ titleCode: 'ABCDEFGHIJ' }, 'titleCode'],
      [{ titleName: 'x'.repeat(201) }, 'titleName'],
      [{ teamCode: 'Z-ZZZ' }, 'teamCode'],
      [{ teamCode: 'x'.repeat(5000) }, 'teamCode'],
      [{ projectAssigned: '' }, 'projectAssigned'],
      [{ projectAssigned: { _id: UNKNOWN } }, 'projectAssigned'],
      [{ projectAssigned: { _id: 'not-an-id' } }, 'projectAssigned'],
      [{ teamAssiged: { _id: 'N/A', teamName: 'Ghosts' } }, 'teamAssiged'],
      [{ teamAssiged: { _id: UNKNOWN } }, 'teamAssiged'],
      [{ mediaFolder: 'javascript:alert(1)' }, 'mediaFolder'],
      [{ titleName: { $gt: '' } }, 'titleName'],
    ];
    for (const [fields, field] of cases) {
      const res = await create({ titleName: 'Fresh', titleCode: 'FRS', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ field });
    }
    expect((await call(admin, 'POST', '/api/title', [])).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/title/update', body())).json()).toMatchObject({ field: '_id' });
    expect((await call(admin, 'POST', '/api/title/update', { ...body(), id: UNKNOWN })).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/title/not-an-id')).statusCode).toBe(404);
    // An id too long for any route is refused before it reaches one.
    expect((await call(admin, 'PUT', `/api/title/${'x'.repeat(600)}`)).statusCode).toBe(414);
    expect(
      (await call(admin, 'PUT', '/api/title/order', { orderData: [{ id: 'x', order: -1 }] })).statusCode,
    ).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('lets Administrators and Owners manage titles; Managers and Volunteers are refused, writing nothing', async () => {
    const made = (await create({ titleName: 'Owned', titleCode: 'OWN' }, owner)).json<TitleJson>();
    const before = await rows();
    for (const caller of [manager, volunteer]) {
      expect((await create({ titleName: 'Nope', titleCode: 'NOPE' }, caller)).statusCode).toBe(403);
      expect(
        (
          await call(caller, 'POST', '/api/title/update', {
            ...body({ titleName: 'Nope', titleCode: 'NOPE' }),
            id: made._id,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(caller, 'PUT', `/api/title/${made._id}`)).statusCode).toBe(403);
      expect(
        (await call(caller, 'PUT', '/api/title/order', { orderData: [{ id: made._id, order: 0 }] }))
          .statusCode,
      ).toBe(403);
    }
    expect(await rows()).toBe(before);
    expect((await call(admin, 'GET', `/api/title/${made._id}`)).json<TitleJson>()).toEqual(made);
  });

  it('applies a title as the original client does: one profile save of its fields', async () => {
    const title = (await call(admin, 'GET', '/api/title'))
      .json<TitleJson[]>()
      .find((x) => x.titleCode === 'GL')!;
    const person = await t.createUser({ role: 'Volunteer' });
    const profile = (await call(admin, 'GET', `/api/userprofile/${person.id}`)).json<UserProfileJson>();
    const saved = await call(admin, 'PUT', `/api/userprofile/${person.id}`, {
      jobTitle: [title.titleName],
      teamCode: title.teamCode,
      mediaUrl: title.mediaFolder,
      projects: [...profile.projects, title.projectAssigned],
      teams: [...profile.teams, title.teamAssiged],
      __v: profile.__v,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await call(admin, 'GET', `/api/userprofile/${person.id}`)).json<UserProfileJson>();
    expect(after).toMatchObject({
      jobTitle: ['Garden Lead'],
      teamCode: 'A-BCD',
      mediaUrl: 'https://example.org/media/garden',
      projects: [expect.objectContaining({ _id: projectId })],
      teams: [expect.objectContaining({ _id: teamId })],
    });
  });
});
