import { DEFAULT_LESSON_TAGS, lessonJson, type LessonJson } from '@hgn/domain/buildingManagement';
import { lessonMessages } from '@hgn/domain/messages';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { buildingProjects } from './buildingProjects.table.js';
import { buildingLessonLikes, buildingLessons, buildingTags } from './lessons.table.js';
import { storedFiles } from './storedFiles.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = { id: string; email: string; headers: Record<string, string> };

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
const TEXT_FILE = `data:application/pdf;base64,${Buffer.from('just some text').toString('base64')}`;

let author: Caller;
let other: Caller;
let mentor: Caller;
let outside: Caller;
let projectId: string;

beforeAll(async () => {
  [author, other, mentor, outside] = await Promise.all([
    t.inBuildingPortal('Volunteer', { firstName: 'Lena', lastName: 'Writer' }),
    t.inBuildingPortal('Volunteer'),
    t.inBuildingPortal('Mentor'),
    t.signedIn('Owner'),
  ]);
  const [project] = await db
    .insert(buildingProjects)
    .values({ name: 'Earthbag Village' })
    .returning({ id: buildingProjects.id });
  projectId = project!.id;
});

const lessonCount = async () => (await db.select({ n: count() }).from(buildingLessons))[0]!.n;
const fileCount = async () => (await db.select({ n: count() }).from(storedFiles))[0]!.n;
const tagNames = async () =>
  (await db.select({ name: buildingTags.name }).from(buildingTags)).map((r) => r.name);

const lessonBody = (fields: object = {}) => ({
  title: 'Cure the earthbags',
  content: '<p>Let the walls dry a week before plastering.</p>',
  tags: ['Building 1'],
  relatedProject: projectId,
  allowedRoles: [],
  ...fields,
});

async function postLesson(caller: Caller = author, fields: object = {}): Promise<LessonJson> {
  const res = await call(caller, 'POST', '/api/bm/lessons/new', lessonBody(fields));
  expect(res.statusCode, res.body).toBe(201);
  const { _id } = res.json<{ _id: string }>();
  return (await call(caller, 'GET', `/api/bm/lesson/${_id}`)).json<LessonJson>();
}

describe('posting a lesson', () => {
  it('answers 201 with the id; the author is the caller whatever the body says; content is sanitised', async () => {
    const res = await call(author, 'POST', '/api/bm/lessons/new', {
      ...lessonBody({
        content: '<p onclick="steal()">Keep <strong>lime</strong> dry<script>alert(1)</script></p>',
        tags: ['Building 2', 'Roofing'],
        allowedRoles: ['Volunteer'],
        files: [PNG, PDF],
      }),
      author: other.id,
    });
    expect(res.statusCode).toBe(201);
    const { _id } = z.strictObject({ _id: z.uuid() }).parse(res.json());
    const lesson = lessonJson.parse((await call(author, 'GET', `/api/bm/lesson/${_id}`)).json());
    expect(lesson).toMatchObject({
      title: 'Cure the earthbags',
      content: '<p>Keep <strong>lime</strong> dry</p>',
      tags: ['Building 2', 'Roofing'],
      author: { id: author.id, name: 'Lena Writer' },
      relatedProject: { id: projectId, name: 'Earthbag Village' },
      totalLikes: 0,
      likedByMe: false,
      allowedRoles: ['Volunteer'],
    });
    expect(lesson.files).toHaveLength(2);
    const pdf = await call(author, 'GET', lesson.files[1]!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A new tag written on a lesson joins the tag list.
    expect((await call(author, 'GET', '/api/bm/tags')).json()).toContain('Roofing');
  });

  it('refuses a file that is not png, jpeg or pdf, writing neither the lesson nor any file', async () => {
    const [lessons, files] = [await lessonCount(), await fileCount()];
    const res = await call(author, 'POST', '/api/bm/lessons/new', lessonBody({ files: [PNG, TEXT_FILE] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'files',
      message: 'Please choose png, jpeg or pdf files of at most 5 MB each.',
    });
    expect(await lessonCount()).toBe(lessons);
    expect(await fileCount()).toBe(files);
  });

  it('refuses content that is empty once sanitised with "Summary cannot be empty."', async () => {
    const before = await lessonCount();
    for (const content of ['', '<p>  </p>', '<script>only a script</script>', '<p><br></p>&nbsp;']) {
      const res = await call(author, 'POST', '/api/bm/lessons/new', lessonBody({ content }));
      expect(res.statusCode, content).toBe(400);
      expect(res.json()).toMatchObject({ field: 'content', message: lessonMessages.contentRequired });
    }
    expect(await lessonCount()).toBe(before);
  });

  it('refuses an unknown project with 404 naming relatedProject', async () => {
    const before = await lessonCount();
    const res = await call(
      author,
      'POST',
      '/api/bm/lessons/new',
      lessonBody({ relatedProject: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'BUILDING_PROJECT_NOT_FOUND',
      field: 'relatedProject',
      message: lessonMessages.chooseProject,
    });
    expect(await lessonCount()).toBe(before);
  });
});

describe('reading lessons', () => {
  it("lists the lessons the caller's role may see, newest first, with the caller's likes", async () => {
    const forAll = await postLesson(author, { title: 'For everyone' });
    const forMentors = await postLesson(author, { title: 'For mentors', allowedRoles: ['Mentor'] });
    await call(other, 'PUT', `/api/bm/lesson/${forAll._id}/like`);

    const seenByOther = z.array(lessonJson).parse((await call(other, 'GET', '/api/bm/lessons')).json());
    const ids = seenByOther.map((lesson) => lesson._id);
    expect(ids).toContain(forAll._id);
    expect(ids).not.toContain(forMentors._id);
    expect(seenByOther.find((lesson) => lesson._id === forAll._id)).toMatchObject({
      totalLikes: 1,
      likedByMe: true,
    });
    const dates = seenByOther.map((lesson) => lesson.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const seenByMentor = (await call(mentor, 'GET', '/api/bm/lessons')).json<LessonJson[]>();
    expect(seenByMentor.map((lesson) => lesson._id)).toEqual(
      expect.arrayContaining([forAll._id, forMentors._id]),
    );
    expect(seenByMentor.find((lesson) => lesson._id === forAll._id)).toMatchObject({ likedByMe: false });
    // The author always sees what they wrote.
    expect((await call(author, 'GET', `/api/bm/lesson/${forMentors._id}`)).statusCode).toBe(200);
    // A lesson the role may not see is no lesson to them.
    expect((await call(other, 'GET', `/api/bm/lesson/${forMentors._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await call(author, 'GET', `/api/bm/lesson/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LESSON_NOT_FOUND', message: lessonMessages.lessonNotFound });
    }
  });
});

describe('editing and deleting a lesson', () => {
  it('lets the author rewrite the content, sanitised', async () => {
    const lesson = await postLesson();
    const res = await call(author, 'PUT', `/api/bm/lesson/${lesson._id}`, {
      content: '<p>Wait <em>two</em> weeks.</p><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    expect(lessonJson.parse(res.json())).toMatchObject({
      _id: lesson._id,
      content: '<p>Wait <em>two</em> weeks.</p>',
    });
  });

  it('refuses anyone but the author with 403, changing nothing', async () => {
    const lesson = await postLesson();
    for (const caller of [other, mentor]) {
      const put = await call(caller, 'PUT', `/api/bm/lesson/${lesson._id}`, { content: '<p>Mine now</p>' });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await call(caller, 'DELETE', `/api/bm/lesson/${lesson._id}`)).statusCode).toBe(403);
    }
    expect((await call(author, 'GET', `/api/bm/lesson/${lesson._id}`)).json()).toEqual(lesson);
  });

  it('refuses empty content with "Summary cannot be empty.", changing nothing', async () => {
    const lesson = await postLesson();
    for (const content of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<style>p{}</style>']) {
      const res = await call(author, 'PUT', `/api/bm/lesson/${lesson._id}`, { content });
      expect(res.statusCode, content).toBe(400);
      expect(res.json()).toMatchObject({ field: 'content', message: 'Summary cannot be empty.' });
    }
    expect((await call(author, 'GET', `/api/bm/lesson/${lesson._id}`)).json()).toEqual(lesson);
  });

  it('lets the author delete the lesson with its likes', async () => {
    const lesson = await postLesson();
    await call(other, 'PUT', `/api/bm/lesson/${lesson._id}/like`);
    const res = await call(author, 'DELETE', `/api/bm/lesson/${lesson._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: lesson._id });
    expect((await call(author, 'GET', `/api/bm/lesson/${lesson._id}`)).statusCode).toBe(404);
    const likes = await db
      .select()
      .from(buildingLessonLikes)
      .where(eq(buildingLessonLikes.lessonId, lesson._id));
    expect(likes).toHaveLength(0);
    expect((await call(author, 'DELETE', `/api/bm/lesson/${lesson._id}`)).statusCode).toBe(404);
  });
});

describe('liking a lesson', () => {
  it("toggles the caller's one like", async () => {
    const lesson = await postLesson();
    const url = `/api/bm/lesson/${lesson._id}/like`;
    expect((await call(other, 'PUT', url)).json()).toMatchObject({ totalLikes: 1, likedByMe: true });
    expect((await call(mentor, 'PUT', url)).json()).toMatchObject({ totalLikes: 2, likedByMe: true });
    expect((await call(other, 'PUT', url)).json()).toMatchObject({ totalLikes: 1, likedByMe: false });
  });

  it('ten concurrent toggles by one person leave 0 or 1 like, matching totalLikes', async () => {
    const lesson = await postLesson();
    const url = `/api/bm/lesson/${lesson._id}/like`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(other, 'PUT', url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const likes = await db
      .select()
      .from(buildingLessonLikes)
      .where(eq(buildingLessonLikes.lessonId, lesson._id));
    expect(likes).toHaveLength(0);
    const read = (await call(other, 'GET', `/api/bm/lesson/${lesson._id}`)).json<LessonJson>();
    expect(read).toMatchObject({ totalLikes: 0, likedByMe: false });
    const counts = answers.map((res) => res.json<LessonJson>().totalLikes);
    expect(counts.every((n) => n === 0 || n === 1)).toBe(true);
  });

  it('answers 404 for a lesson the caller may not see', async () => {
    const lesson = await postLesson(author, { allowedRoles: ['Mentor'] });
    const res = await call(other, 'PUT', `/api/bm/lesson/${lesson._id}/like`);
    expect(res.statusCode).toBe(404);
    expect(
      await db.select().from(buildingLessonLikes).where(eq(buildingLessonLikes.lessonId, lesson._id)),
    ).toHaveLength(0);
  });
});

describe('tags', () => {
  it('lists the default tags Building 1, Building 2 and Building 3', async () => {
    const tags = (await call(author, 'GET', '/api/bm/tags')).json<string[]>();
    expect(tags).toEqual(expect.arrayContaining([...DEFAULT_LESSON_TAGS]));
  });

  it('adds a tag and answers the list; a duplicate ignoring case is 409', async () => {
    const res = await call(author, 'POST', '/api/bm/tags', { tag: '  Foundations ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toContain('Foundations');
    const before = await tagNames();
    const again = await call(other, 'POST', '/api/bm/tags', { tag: 'FOUNDATIONS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'LESSON_TAG_TAKEN',
      message: lessonMessages.tagTaken('FOUNDATIONS'),
    });
    expect(await tagNames()).toEqual(before);
  });

  it('ten concurrent adds of one tag: one 201, the rest 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(author, 'POST', '/api/bm/tags', { tag: 'Plumbing' })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('deletes tags by name or as a list, ignoring case, answering the tags left', async () => {
    await call(author, 'POST', '/api/bm/tags', { tag: 'Windows' });
    await call(author, 'POST', '/api/bm/tags', { tag: 'Doors' });
    await call(author, 'POST', '/api/bm/tags', { tag: 'Roof tiles' });
    const one = await call(author, 'DELETE', `/api/bm/tags/${encodeURIComponent('roof tiles')}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toContain('Roof tiles');
    const many = await call(author, 'DELETE', '/api/bm/tags', { tags: ['windows', 'Doors'] });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toEqual(await (await call(author, 'GET', '/api/bm/tags')).json());
    expect(many.json()).not.toEqual(expect.arrayContaining(['Windows']));
    expect(many.json()).not.toEqual(expect.arrayContaining(['Doors']));
  });

  it(`refuses with 404 "One or more tags don't exist" when any is missing, deleting none`, async () => {
    await call(author, 'POST', '/api/bm/tags', { tag: 'Solar' });
    const before = await tagNames();
    const res = await call(author, 'DELETE', '/api/bm/tags', { tags: ['Solar', 'No such tag'] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'LESSON_TAGS_NOT_FOUND',
      message: "One or more tags don't exist",
    });
    const single = await call(author, 'DELETE', '/api/bm/tags/Nothing%20here');
    expect(single.statusCode).toBe(404);
    expect(single.json()).toMatchObject({ message: "One or more tags don't exist" });
    expect((await tagNames()).sort()).toEqual(before.sort());
  });
});

describe('access', () => {
  it('refuses every lesson and tag route with 403 without the building portal, writing nothing', async () => {
    const lesson = await postLesson();
    const [lessons, tags] = [await lessonCount(), await tagNames()];
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/api/bm/lessons/new', lessonBody()],
      ['GET', '/api/bm/lessons'],
      ['GET', `/api/bm/lesson/${lesson._id}`],
      ['PUT', `/api/bm/lesson/${lesson._id}`, { content: '<p>x</p>' }],
      ['DELETE', `/api/bm/lesson/${lesson._id}`],
      ['PUT', `/api/bm/lesson/${lesson._id}/like`],
      ['GET', '/api/bm/tags'],
      ['POST', '/api/bm/tags', { tag: 'Outside' }],
      ['DELETE', '/api/bm/tags/Building%201'],
      ['DELETE', '/api/bm/tags', { tags: ['Building 2'] }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(outside, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await lessonCount()).toBe(lessons);
    expect((await tagNames()).sort()).toEqual(tags.sort());
    expect((await call(author, 'GET', `/api/bm/lesson/${lesson._id}`)).json()).toEqual(lesson);
  });
});

describe('hostile input', () => {
  it('answers 400 naming the field, never 5xx, and writes nothing', async () => {
    const before = await lessonCount();
    const bodies: [object, string][] = [
      [lessonBody({ title: 'x'.repeat(100_000) }), 'title'],
      [lessonBody({ title: 'a\u0000b' }), 'title'],
      [lessonBody({ title: '   ' }), 'title'],
      [lessonBody({ title: 7 }), 'title'],
      [lessonBody({ content: 'x'.repeat(200_000) }), 'content'],
      [lessonBody({ content: ['<p>x</p>'] }), 'content'],
      [lessonBody({ tags: 'Building 1' }), 'tags'],
      [lessonBody({ tags: ['x'.repeat(51)] }), 'tags.0'],
      [lessonBody({ tags: ['Roof', 'roof'] }), 'tags'],
      [lessonBody({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), 'tags'],
      [lessonBody({ relatedProject: "'; drop table users; --" }), 'relatedProject'],
      [lessonBody({ relatedProject: null }), 'relatedProject'],
      [lessonBody({ allowedRoles: [{}] }), 'allowedRoles.0'],
      [lessonBody({ files: ['not a data url'] }), 'files.0'],
      [lessonBody({ files: [PNG, PNG, PNG, PNG] }), 'files'],
    ];
    for (const [body, field] of bodies) {
      const res = await call(author, 'POST', '/api/bm/lessons/new', body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect(await lessonCount()).toBe(before);

    const lesson = await postLesson();
    for (const content of [7, null, 'x'.repeat(200_000), 'a\u0000b']) {
      const res = await call(author, 'PUT', `/api/bm/lesson/${lesson._id}`, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'content' });
    }
    for (const body of [{ tag: 'x'.repeat(10_000) }, { tag: 'a\u0000b' }, { tag: 5 }, { tag: '' }]) {
      const res = await call(author, 'POST', '/api/bm/tags', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'tag' });
    }
    for (const body of [{ tags: [] }, { tags: 'Building 1' }, { tags: ['a\u0000'] }]) {
      const res = await call(author, 'DELETE', '/api/bm/tags', body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(author, 'GET', `/api/bm/lesson/${lesson._id}`)).json()).toEqual(lesson);
  });
});
