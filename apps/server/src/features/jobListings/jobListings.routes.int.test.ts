import type { JobListingJson, JobPageJson, JobSummariesJson } from '@hgn/domain/jobListings';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { storedFiles } from '../buildingManagement/storedFiles.table.js';
import { jobForms } from '../jobForms/jobForms.table.js';
import { jobCcEntries, jobListings } from './jobListings.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call, app } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let volunteer: Caller;

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const MISSING = '00000000-0000-4000-8000-000000000000';

const listings = async () => (await db.select({ n: count() }).from(jobListings))[0]?.n ?? 0;
const storedFileCount = async () => (await db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;
const ccEntries = async () => (await db.select({ n: count() }).from(jobCcEntries))[0]?.n ?? 0;
const publicGet = (url: string) => app.inject({ method: 'GET', url });
const created = async (body: object): Promise<JobListingJson> => {
  const res = await call(owner, 'POST', '/api/jobs', body);
  expect(res.statusCode).toBe(201);
  return res.json<JobListingJson>();
};
const search = async (query: string): Promise<JobPageJson> => {
  const res = await publicGet(`/api/jobs?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<JobPageJson>();
};

let gardener: JobListingJson;
let cook: JobListingJson;

beforeAll(async () => {
  [owner, admin, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Volunteer'),
  ]);
  gardener = await created({
    title: 'Garden Lead',
    category: 'Food',
    description: '<p>Grow (organic) vegetables</p>',
  });
  cook = await created({ title: 'Community Cook', category: 'Food', description: 'Meals for 50% of us' });
  for (let i = 0; i < 40; i += 1)
    await created({ title: `Builder ${i}`, category: 'Housing', description: 'Earthbag walls' });
});

describe('GET /api/jobs', () => {
  it('answers 18 a page with the pagination, without a session', async () => {
    const first = await search('');
    expect(first.success).toBe(true);
    expect(first.jobs).toHaveLength(18);
    expect(first.pagination).toEqual({
      totalJobs: 42,
      totalPages: 3,
      currentPage: 1,
      limit: 18,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const last = await search('page=3');
    expect(last.jobs).toHaveLength(6);
    expect(last.pagination).toMatchObject({ currentPage: 3, hasNextPage: false, hasPreviousPage: true });
    const seen = new Set([...first.jobs, ...(await search('page=2')).jobs, ...last.jobs].map((j) => j._id));
    expect(seen.size).toBe(42);
  });

  it('searches title and description in any case, taking the text literally', async () => {
    expect((await search('search=GARDEN')).jobs.map((j) => j.title)).toEqual(['Garden Lead']);
    expect((await search('search=meals')).jobs.map((j) => j.title)).toEqual(['Community Cook']);
    expect((await search(`search=${encodeURIComponent('(organic')}`)).jobs.map((j) => j.title)).toEqual([
      'Garden Lead',
    ]);
    expect((await search(`search=${encodeURIComponent('50%')}`)).jobs.map((j) => j.title)).toEqual([
      'Community Cook',
    ]);
    expect((await search('search=_')).pagination.totalJobs).toBe(0);
    expect((await search(`search=${encodeURIComponent('%')}`)).pagination.totalJobs).toBe(1);
  });

  it('filters by a comma list of categories', async () => {
    expect((await search('category=Food')).pagination.totalJobs).toBe(2);
    expect((await search('category=Food,%20Housing')).pagination.totalJobs).toBe(42);
    expect((await search('category=Energy')).pagination).toMatchObject({ totalJobs: 0, totalPages: 0 });
    expect((await search('category=Housing&search=garden')).pagination.totalJobs).toBe(0);
  });

  it('bounds the page size at 100 and refuses bad numbers with 400', async () => {
    expect((await search('limit=100')).jobs).toHaveLength(42);
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc', 'limit=1.5'])
      expect((await publicGet(`/api/jobs?${query}`)).statusCode).toBe(400);
    expect((await publicGet(`/api/jobs?search=${'x'.repeat(5000)}`)).statusCode).toBe(400);
    expect((await publicGet('/api/jobs?search=a%00b')).statusCode).toBeLessThan(500);
    const categories = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');
    expect((await publicGet(`/api/jobs?category=${categories(50)}`)).statusCode).toBe(200);
    expect((await publicGet(`/api/jobs?category=${categories(51)}`)).statusCode).toBe(400);
  });

  it('answers the categories, the reset first page and the summaries', async () => {
    expect((await publicGet('/api/jobs/categories')).json()).toEqual({ categories: ['Food', 'Housing'] });
    const reset = (await publicGet('/api/jobs/reset-filters')).json<JobPageJson>();
    expect(reset.pagination).toMatchObject({ totalJobs: 42, currentPage: 1, limit: 18 });
    const summaries = (await publicGet('/api/jobs/summaries?category=Food')).json<JobSummariesJson>();
    expect(summaries).toMatchObject({ success: true, totalJobs: 2 });
    expect(summaries.jobs).toHaveLength(2);
  });

  it('names the newest application form built for each job, as soon as one is built or moved', async () => {
    const formIdOf = async (title: string) =>
      (await search(`search=${encodeURIComponent(title)}`)).jobs.find((job) => job.title === title)?.formId;
    expect(await formIdOf('Garden Lead')).toBeNull();
    const form = (title: string, jobId: string, updatedAt: Date) => ({
      title,
      jobId,
      questions: [],
      updatedAt,
    });
    const [older] = await db
      .insert(jobForms)
      .values(form('Gardener', gardener._id, new Date('2026-11-01T00:00:00Z')))
      .returning();
    expect(await formIdOf('Garden Lead')).toBe(older!.id);
    const [newer] = await db
      .insert(jobForms)
      .values(form('Gardener again', gardener._id, new Date('2026-11-02T00:00:00Z')))
      .returning();
    expect(await formIdOf('Garden Lead')).toBe(newer!.id);
    expect(await formIdOf('Community Cook')).toBeNull();
    const summaries = (await publicGet('/api/jobs/summaries?category=Food')).json<JobSummariesJson>();
    expect(summaries.jobs.find((job) => job._id === gardener._id)?.formId).toBe(newer!.id);

    await db.update(jobForms).set({ jobId: cook._id }).where(eq(jobForms.id, newer!.id));
    expect(await formIdOf('Garden Lead')).toBe(older!.id);
    expect(await formIdOf('Community Cook')).toBe(newer!.id);
    await db.delete(jobForms);
    expect(await formIdOf('Community Cook')).toBeNull();
  });
});

describe('Owners manage listings', () => {
  it('creates a listing with its picture stored and served to anyone', async () => {
    const job = await created({
      title: 'Solar Fitter',
      category: 'Energy',
      description: '<p onclick="x()">Panels<script>alert(1)</script></p>',
      imageUrl: PNG,
      applyLink: 'https://example.org/apply',
      featured: true,
    });
    expect(job.description).toBe('<p>Panels</p>');
    expect(job.imageUrl).toMatch(/^\/api\/jobs\/pictures\/[0-9a-f-]{36}$/);
    const picture = await publicGet(job.imageUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await search('')).jobs[0]?._id).toBe(job._id);
    const kept = await call(owner, 'PUT', `/api/jobs/${job._id}`, { ...job, title: 'Solar Lead' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<JobListingJson>()).toMatchObject({ title: 'Solar Lead', imageUrl: job.imageUrl });
    expect((await search('')).jobs[0]).toMatchObject({ _id: job._id, title: 'Solar Lead' });
    expect((await call(owner, 'DELETE', `/api/jobs/${job._id}`)).statusCode).toBe(200);
    expect((await publicGet(job.imageUrl)).statusCode).toBe(404);
  });

  it('forgets the stored picture a listing no longer shows, replaced or deleted with it', async () => {
    const before = await storedFileCount();
    const job = await created({ title: 'Baker', category: 'Food', imageUrl: PNG });
    expect(await storedFileCount()).toBe(before + 1);
    const replaced = await call(owner, 'PUT', `/api/jobs/${job._id}`, { ...job, imageUrl: PNG });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<JobListingJson>().imageUrl).not.toBe(job.imageUrl);
    expect(await storedFileCount()).toBe(before + 1);
    const onTheWeb = await call(owner, 'PUT', `/api/jobs/${job._id}`, {
      ...job,
      imageUrl: 'https://example.org/bread.png',
    });
    expect(onTheWeb.statusCode).toBe(200);
    expect(await storedFileCount()).toBe(before);
    await call(owner, 'PUT', `/api/jobs/${job._id}`, { ...job, imageUrl: PNG });
    expect((await call(owner, 'DELETE', `/api/jobs/${job._id}`)).statusCode).toBe(200);
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses a picture that is not one, and serves no other stored file', async () => {
    const before = await listings();
    const res = await call(owner, 'POST', '/api/jobs', {
      title: 'X',
      category: 'Food',
      imageUrl: 'data:image/png;base64,AAAA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'imageUrl' });
    expect(await listings()).toBe(before);
    expect((await publicGet(`/api/jobs/pictures/${MISSING}`)).statusCode).toBe(404);
    expect((await publicGet('/api/jobs/pictures/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses everyone but Owners with 403, writing nothing', async () => {
    const before = await listings();
    for (const caller of [admin, volunteer]) {
      const body = { title: 'Nope', category: 'Food' };
      expect((await call(caller, 'POST', '/api/jobs', body)).statusCode).toBe(403);
      expect((await call(caller, 'PUT', `/api/jobs/${cook._id}`, body)).statusCode).toBe(403);
      expect((await call(caller, 'DELETE', `/api/jobs/${cook._id}`)).statusCode).toBe(403);
      expect(
        (await call(caller, 'POST', '/api/jobs/reorder', { jobIds: [cook._id, gardener._id] })).statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/jobs', payload: {} })).statusCode).toBe(401);
    expect(await listings()).toBe(before);
    const [row] = await db.select().from(jobListings).where(eq(jobListings.id, cook._id));
    expect(row).toMatchObject({ title: 'Community Cook', displayOrder: 0 });
  });

  it('answers 400 naming the field, and 404 for unknown ids', async () => {
    const bad = await call(owner, 'POST', '/api/jobs', { title: '  ', category: 'Food' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'title', message: 'Please enter a title.' });
    for (const body of [
      { title: 1, category: 'Food' },
      { title: 'x'.repeat(300), category: 'Food' },
    ])
      expect((await call(owner, 'POST', '/api/jobs', body)).statusCode).toBe(400);
    const link = await call(owner, 'POST', '/api/jobs', {
      title: 'X',
      category: 'Food',
      applyLink: 'javascript:alert(1)',
    });
    expect(link.json()).toMatchObject({ field: 'applyLink' });
    for (const id of [MISSING, 'not-a-uuid']) {
      const res = await call(owner, 'PUT', `/api/jobs/${id}`, { title: 'X', category: 'Food' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Job not found' });
      expect((await call(owner, 'DELETE', `/api/jobs/${id}`)).statusCode).toBe(404);
    }
  });

  it('reorders listings, refusing unknown or repeated ids and moving nothing then', async () => {
    const ok = await call(owner, 'POST', '/api/jobs/reorder', { jobIds: [cook._id, gardener._id] });
    expect(ok.statusCode).toBe(200);
    expect((await search('category=Food')).jobs.map((j) => j.title)).toEqual([
      'Community Cook',
      'Garden Lead',
    ]);
    const order = async () =>
      (await db.select().from(jobListings).where(eq(jobListings.category, 'Food'))).map(
        (r) => r.displayOrder,
      );
    const before = await order();
    const unknown = await call(owner, 'POST', '/api/jobs/reorder', { jobIds: [gardener._id, MISSING] });
    expect(unknown.statusCode).toBe(404);
    const repeated = await call(owner, 'POST', '/api/jobs/reorder', { jobIds: [cook._id, cook._id] });
    expect(repeated.statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/jobs/reorder', { jobIds: [] })).statusCode).toBe(400);
    expect(await order()).toEqual(before);
  });

  it('moves a page of listings within the places it holds, the others staying, also ten at once', async () => {
    const board = async () => (await search('limit=100')).jobs.map((job) => job._id);
    const shown = await board();
    expect(shown.length).toBeGreaterThan(3);
    const [first, second, third, ...rest] = shown;
    const page = [third!, second!];
    expect((await call(owner, 'POST', '/api/jobs/reorder', { jobIds: page })).statusCode).toBe(200);
    expect(await board()).toEqual([first, third, second, ...rest]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(owner, 'POST', '/api/jobs/reorder', { jobIds: i % 2 ? [second, third] : [third, second] }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const after = await board();
    expect(after[0]).toBe(first);
    expect(after.slice(3)).toEqual(rest);
    expect(new Set(after.slice(1, 3))).toEqual(new Set([second, third]));
  });
});

describe('the job notification list', () => {
  const addToJob = (caller: Caller, body: object) =>
    call(caller, 'POST', '/api/job-notification-list/job', body);

  it('refuses everyone but Owners with 403 Access denied, writing nothing', async () => {
    const [entry] = (await addToJob(owner, { email: 'keep@example.org', jobId: cook._id })).json<{
      entries: { _id: string }[];
    }>().entries;
    const before = await ccEntries();
    for (const caller of [admin, volunteer]) {
      for (const res of [
        await call(caller, 'GET', '/api/job-notification-list'),
        await addToJob(caller, { email: 'a@example.org', jobId: cook._id }),
        await call(caller, 'POST', '/api/job-notification-list/category', {
          email: 'a@example.org',
          category: 'Food',
        }),
        await call(caller, 'DELETE', `/api/job-notification-list/${entry!._id}`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'Access denied' });
      }
    }
    expect(await ccEntries()).toBe(before);
  });

  it('adds an address to a job, lists it and removes it', async () => {
    const res = await addToJob(owner, { email: ' Helper@Example.org ', jobId: gardener._id });
    expect(res.statusCode).toBe(201);
    const { entries } = res.json<{ entries: { _id: string; email: string }[] }>();
    expect(entries.map((e) => e.email)).toEqual(['helper@example.org']);
    const list = (await call(owner, 'GET', '/api/job-notification-list')).json<{
      jobs: { _id: string; ccList: { email: string }[] }[];
    }>();
    expect(list.jobs.find((j) => j._id === gardener._id)?.ccList).toEqual([
      { _id: entries[0]!._id, email: 'helper@example.org' },
    ]);
    expect(await t.services.jobListings.ccAddressesOf(db, gardener._id)).toEqual(['helper@example.org']);
    const removed = await call(owner, 'DELETE', `/api/job-notification-list/${entries[0]!._id}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.services.jobListings.ccAddressesOf(db, gardener._id)).toEqual([]);
    const again = await call(owner, 'DELETE', `/api/job-notification-list/${entries[0]!._id}`);
    expect(again.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/job-notification-list/nope')).statusCode).toBe(404);
  });

  it('answers the texts of a bad address, an unknown job and a repeated address', async () => {
    const before = await ccEntries();
    for (const [email, message] of [
      ['', 'Please enter an email.'],
      [7, 'Please enter an email.'],
      ['not-an-address', 'Please enter a valid email address.'],
    ] as const) {
      const res = await addToJob(owner, { email, jobId: cook._id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'email', message });
    }
    for (const jobId of [MISSING, 'not-a-uuid']) {
      const res = await addToJob(owner, { email: 'a@example.org', jobId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Job not found' });
    }
    const category = await call(owner, 'POST', '/api/job-notification-list/category', {
      email: 'a@example.org',
      category: 'Nowhere',
    });
    expect(category.statusCode).toBe(404);
    const twice = await addToJob(owner, { email: 'KEEP@example.org', jobId: cook._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'Email already exists in the CC list' });
    expect(await ccEntries()).toBe(before);
  });

  it('adds an address to every job of a category that lacks it', async () => {
    const body = { email: 'keep@example.org', category: 'Food' };
    const res = await call(owner, 'POST', '/api/job-notification-list/category', body);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ entries: { jobId: string }[] }>().entries.map((e) => e.jobId)).toEqual([gardener._id]);
    const again = await call(owner, 'POST', '/api/job-notification-list/category', body);
    expect(again.statusCode).toBe(409);
  });

  it('accepts one of ten concurrent adds of the same address and refuses nine with 409', async () => {
    const body = { email: 'rush@example.org', jobId: cook._id };
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => addToJob(owner, body)))).map(
      (res) => res.statusCode,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await t.services.jobListings.ccAddressesOf(db, cook._id)).toEqual([
      'keep@example.org',
      'rush@example.org',
    ]);
  });

  it('answers the original client, whose list address ends in a slash before /job, /category and the id', async () => {
    const base = '/api/job-notification-list/';
    const added = await call(owner, 'POST', `${base}/job`, {
      email: 'slash@example.org',
      jobId: gardener._id,
    });
    expect(added.statusCode).toBe(201);
    const [entry] = added.json<{ entries: { _id: string }[] }>().entries;
    const byCategory = await call(owner, 'POST', `${base}/category`, {
      email: 'slash2@example.org',
      category: 'Food',
    });
    expect(byCategory.statusCode).toBe(201);
    expect(await t.services.jobListings.ccAddressesOf(db, gardener._id)).toEqual(
      expect.arrayContaining(['slash@example.org', 'slash2@example.org']),
    );
    expect(
      (await call(volunteer, 'POST', `${base}/job`, { email: 'x@example.org', jobId: cook._id })).statusCode,
    ).toBe(403);
    expect((await call(owner, 'DELETE', `${base}${entry!._id}`)).statusCode).toBe(200);
    expect(await t.services.jobListings.ccAddressesOf(db, gardener._id)).not.toContain('slash@example.org');
  });

  it('drops a job’s CC list with the job', async () => {
    const job = await created({ title: 'Short lived', category: 'Food' });
    await addToJob(owner, { email: 'gone@example.org', jobId: job._id });
    await call(owner, 'DELETE', `/api/jobs/${job._id}`);
    expect(await t.services.jobListings.ccAddressesOf(db, job._id)).toEqual([]);
  });
});
