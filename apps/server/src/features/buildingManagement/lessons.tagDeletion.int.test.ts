// Who deletes a tag, and which: its author or one who may update building projects, and only a tag no
// lesson carries.
import { lessonMessages } from '@hgn/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { buildingProjects } from './buildingProjects.table.js';
import { buildingTags } from './lessons.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.inBuildingPortal>>;
let adder: Caller;
let volunteer: Caller;
let manager: Caller;
let projectId: string;

beforeAll(async () => {
  [adder, volunteer, manager] = await Promise.all([
    t.inBuildingPortal('Volunteer'),
    t.inBuildingPortal('Volunteer'),
    t.inBuildingPortal('Administrator'),
  ]);
  const [project] = await db
    .insert(buildingProjects)
    .values({ name: 'Cob House' })
    .returning({ id: buildingProjects.id });
  projectId = project!.id;
});

const tagExists = async (name: string) =>
  (
    await db
      .select()
      .from(buildingTags)
      .where(eq(sql`lower(${buildingTags.name})`, name.toLowerCase()))
  ).length > 0;

const addTag = async (caller: Caller, tag: string) =>
  expect((await call(caller, 'POST', '/api/bm/tags', { tag })).statusCode).toBe(201);

const deleteTag = (caller: Caller, tag: string) =>
  call(caller, 'DELETE', `/api/bm/tags/${encodeURIComponent(tag)}`);

async function postLesson(caller: Caller, tags: string[]) {
  const res = await call(caller, 'POST', '/api/bm/lessons/new', {
    title: 'Cob needs straw',
    content: '<p>Mix in more straw than you think.</p>',
    tags,
    relatedProject: projectId,
    allowedRoles: [],
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('DELETE /api/bm/tags/:tag', () => {
  it("refuses a Volunteer another person's tag with 403, deleting nothing", async () => {
    await addTag(adder, 'Straw bales');
    const res = await deleteTag(volunteer, 'Straw bales');
    expect(res.statusCode).toBe(403);
    expect(await tagExists('Straw bales')).toBe(true);
    const bulk = await call(volunteer, 'DELETE', '/api/bm/tags', { tags: ['Straw bales'] });
    expect(bulk.statusCode).toBe(403);
    expect(await tagExists('Straw bales')).toBe(true);
  });

  it('refuses a Volunteer the tags every organisation starts with', async () => {
    expect((await deleteTag(volunteer, 'Building 3')).statusCode).toBe(403);
    expect(await tagExists('Building 3')).toBe(true);
  });

  it('lets the author delete their unused tag, answering the tags left', async () => {
    await addTag(adder, 'Lime wash');
    const res = await deleteTag(adder, 'lime WASH');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toContain('Lime wash');
    expect(await tagExists('Lime wash')).toBe(false);
  });

  it('lets one who may update building projects delete anyone’s unused tag', async () => {
    await addTag(adder, 'Rammed earth');
    expect((await deleteTag(manager, 'Rammed earth')).statusCode).toBe(200);
    expect(await tagExists('Rammed earth')).toBe(false);
  });

  it('refuses a tag a lesson uses with 409 and the reason, even to its author and a manager', async () => {
    await postLesson(adder, ['Earthen floor']);
    for (const caller of [adder, manager]) {
      const res = await deleteTag(caller, 'earthen floor');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'LESSON_TAG_IN_USE',
        message: lessonMessages.tagInUse('Earthen floor'),
      });
    }
    const bulk = await call(manager, 'DELETE', '/api/bm/tags', { tags: ['Building 2', 'Earthen floor'] });
    expect(bulk.statusCode).toBe(409);
    expect(await tagExists('Earthen floor')).toBe(true);
    expect(await tagExists('Building 2')).toBe(true);
  });

  it('ten concurrent deletes of one tag: one succeeds, the rest 404 or 409, never 500', async () => {
    await addTag(adder, 'Thatch');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deleteTag(adder, 'Thatch')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true);
    expect(await tagExists('Thatch')).toBe(false);
  });
});
