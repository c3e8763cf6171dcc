import {
  EXTERNAL_TEAM,
  type ExternalTeamMemberJson,
  type SiteIssueJson,
} from '@hgn/domain/buildingManagement';
import { buildingMessages, siteIssueMessages, teamMemberMessages as m } from '@hgn/domain/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { externalTeamMembers, siteIssues } from './siteRecords.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.inBuildingPortal>>;

let manager: Caller;
let volunteer: Caller;
let outsidePortal: Awaited<ReturnType<typeof t.signedIn>>;
let projectId: string;
let otherProjectId: string;

const memberCount = async () => (await db.select({ n: count() }).from(externalTeamMembers))[0]!.n;
const issueCount = async () => (await db.select({ n: count() }).from(siteIssues))[0]!.n;

const member = (fields: object = {}) => ({
  firstName: 'Ana',
  lastName: 'Lima',
  role: 'carpenter',
  roleSpecify: '',
  team: 'xyz_carpentry',
  teamSpecify: '',
  email: 'ana.lima@example.org',
  countryCode: '+1',
  phone: '5551234567',
  ...fields,
});

beforeAll(async () => {
  [manager, volunteer, outsidePortal] = await Promise.all([
    t.inBuildingPortal('Manager'),
    t.inBuildingPortal('Volunteer'),
    t.signedIn('Owner'),
  ]);
  const owner = await t.inBuildingPortal('Owner');
  const make = async (name: string) =>
    (await call(owner, 'POST', '/api/bm/projects', { name })).json<{ _id: string }>()._id;
  [projectId, otherProjectId] = await Promise.all([make('Issue Site North'), make('Issue Site South')]);
});

describe('adding an external team member', () => {
  it('answers 201 {success, data} and lists the member', async () => {
    const res = await call(manager, 'POST', '/api/bm/externalTeam', member({ phone: '555-123-4567' }));
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json<{ success: boolean; data: ExternalTeamMemberJson }>();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      role: 'carpenter',
      team: 'xyz_carpentry',
      email: 'ana.lima@example.org',
      countryCode: '+1',
      phone: '5551234567',
    });
    const list = (await call(volunteer, 'GET', '/api/bm/externalTeam')).json<ExternalTeamMemberJson[]>();
    expect(list.map((row) => row._id)).toContain(data._id);
  });

  it('keeps the role typed for "other" and the external team for the team "other"', async () => {
    const res = await call(
      manager,
      'POST',
      '/api/bm/externalTeam',
      member({
        role: 'other',
        roleSpecify: 'Electrician',
        team: 'other',
        teamSpecify: 'Sparks Ltd',
        phone: '',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: ExternalTeamMemberJson }>().data).toMatchObject({
      role: 'Electrician',
      team: EXTERNAL_TEAM,
      teamSpecify: 'Sparks Ltd',
      phone: '',
    });
  });

  it('takes the request the original form sends: the typed role and the external team', async () => {
    const res = await call(
      manager,
      'POST',
      '/api/bm/externalTeam',
      member({ role: 'Plumber', roleSpecify: 'Plumber', team: EXTERNAL_TEAM, teamSpecify: 'Pipes' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: ExternalTeamMemberJson }>().data).toMatchObject({
      role: 'Plumber',
      team: EXTERNAL_TEAM,
    });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', m.firstNameRequired],
    [{ lastName: '' }, 'lastName', m.lastNameRequired],
    [{ role: '' }, 'role', m.roleRequired],
    [{ team: '' }, 'team', m.teamRequired],
    [{ team: 'unknown_builders' }, 'team', m.teamRequired],
    [{ role: 'other', roleSpecify: ' ' }, 'roleSpecify', m.specifyRole],
    [{ team: 'other', teamSpecify: '' }, 'teamSpecify', m.specifyTeam],
    [{ email: '' }, 'email', m.emailRequired],
    [{ email: 'ana@example' }, 'email', m.emailInvalid],
    [{ email: 'ana@example.abcdefg' }, 'email', m.emailInvalid],
    [{ phone: '12345' }, 'phone', m.phoneInvalid],
    [{ phone: '123456789012' }, 'phone', m.phoneInvalid],
    [{ countryCode: '+33' }, 'countryCode', m.countryCodeInvalid],
  ])('refuses %j with 400 naming %s, writing nothing', async (change, field, message) => {
    const before = await memberCount();
    const res = await call(manager, 'POST', '/api/bm/externalTeam', member(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    expect(await memberCount()).toBe(before);
  });

  it('refuses callers without postInvInProject (403) and sessions outside the portal (403), writing nothing', async () => {
    const before = await memberCount();
    expect((await call(volunteer, 'POST', '/api/bm/externalTeam', member())).statusCode).toBe(403);
    expect((await call(outsidePortal, 'POST', '/api/bm/externalTeam', member())).statusCode).toBe(403);
    expect((await call(outsidePortal, 'GET', '/api/bm/externalTeam')).statusCode).toBe(403);
    expect(await memberCount()).toBe(before);
  });

  it('answers hostile input with 400, never 5xx', async () => {
    const before = await memberCount();
    for (const body of [
      member({ firstName: 42 }),
      member({ email: ['a@b.org'] }),
      member({ lastName: 'x'.repeat(100_000) }),
      member({ firstName: 'A\u0000na' }),
      member({ phone: { digits: 1 } }),
    ]) {
      const res = await call(manager, 'POST', '/api/bm/externalTeam', body);
      expect(res.statusCode).toBe(400);
    }
    expect(await memberCount()).toBe(before);
  });
});

const issue = (fields: object = {}) => ({
  projectId,
  title: 'Loose scaffolding',
  type: 'Safety',
  date: '2026-11-20',
  text: 'The east scaffolding moves in the wind.',
  ...fields,
});

async function addIssue(fields: object = {}) {
  const res = await call(manager, 'POST', '/api/bm/issues', issue(fields));
  expect(res.statusCode).toBe(201);
  return res.json<SiteIssueJson>();
}

describe('site issues', () => {
  it('adds an open issue of the project, written by the caller', async () => {
    const added = await addIssue();
    expect(added).toMatchObject({
      project: { _id: projectId, name: 'Issue Site North' },
      title: 'Loose scaffolding',
      type: 'Safety',
      date: '2026-11-20',
      status: 'open',
      closedAt: null,
      createdBy: { _id: manager.id },
    });
  });

  it('lists by project and status, newest day first', async () => {
    const older = await addIssue({ projectId: otherProjectId, date: '2026-10-01', title: 'Old' });
    const newer = await addIssue({ projectId: otherProjectId, date: '2026-11-01', title: 'New' });
    await call(manager, 'PUT', `/api/bm/issues/${older._id}/status`, { status: 'closed' });
    const all = (await call(volunteer, 'GET', `/api/bm/issues?projectId=${otherProjectId}`)).json<
      SiteIssueJson[]
    >();
    expect(all.map((row) => row._id)).toEqual([newer._id, older._id]);
    const open = (
      await call(volunteer, 'GET', `/api/bm/issues?projectId=${otherProjectId}&status=open`)
    ).json<SiteIssueJson[]>();
    expect(open.map((row) => row._id)).toEqual([newer._id]);
    const closed = (await call(volunteer, 'GET', '/api/bm/issues?status=closed')).json<SiteIssueJson[]>();
    expect(closed.map((row) => row._id)).toContain(older._id);
    expect(closed.every((row) => row.status === 'closed')).toBe(true);
  });

  it('closes and reopens an issue; two closes at once keep one closing time', async () => {
    const added = await addIssue();
    const closes = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(manager, 'PUT', `/api/bm/issues/${added._id}/status`, { status: 'closed' }),
      ),
    );
    expect(closes.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const closedAt = closes.map((res) => res.json<SiteIssueJson>().closedAt);
    expect(new Set(closedAt).size).toBe(1);
    expect(closedAt[0]).not.toBeNull();
    const reopened = await call(manager, 'PUT', `/api/bm/issues/${added._id}/status`, { status: 'open' });
    expect(reopened.json<SiteIssueJson>()).toMatchObject({ status: 'open', closedAt: null });
  });

  it.each([
    [{ title: ' ' }, 'title', siteIssueMessages.titleRequired],
    [{ type: 'Gossip' }, 'type', siteIssueMessages.typeInvalid],
    [{ date: '20/11/2026' }, 'date', siteIssueMessages.dateInvalid],
    [{ text: '' }, 'text', siteIssueMessages.textRequired],
    [{ projectId: 'not-a-project' }, 'projectId', siteIssueMessages.chooseProject],
  ])('refuses %j with 400 naming %s, writing nothing', async (change, field, message) => {
    const before = await issueCount();
    const res = await call(manager, 'POST', '/api/bm/issues', issue(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(await issueCount()).toBe(before);
  });

  it('refuses an unknown project with 404 naming projectId', async () => {
    const before = await issueCount();
    const res = await call(manager, 'POST', '/api/bm/issues', issue({ projectId: crypto.randomUUID() }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'BUILDING_PROJECT_NOT_FOUND',
      field: 'projectId',
      message: buildingMessages.projectNotFound,
    });
    expect(await issueCount()).toBe(before);
  });

  it('answers 404 for an unknown issue or one whose id is no uuid', async () => {
    for (const id of [crypto.randomUUID(), 'abc']) {
      const res = await call(manager, 'PUT', `/api/bm/issues/${id}/status`, { status: 'closed' });
      expect(res.statusCode).toBe(404);
    }
    const nul = await call(manager, 'PUT', '/api/bm/issues/1%00/status', { status: 'closed' });
    expect(nul.statusCode).toBe(400);
  });

  it('refuses writers without the permission and sessions outside the portal with 403, writing nothing', async () => {
    const added = await addIssue();
    const before = await issueCount();
    expect((await call(volunteer, 'POST', '/api/bm/issues', issue())).statusCode).toBe(403);
    expect(
      (await call(volunteer, 'PUT', `/api/bm/issues/${added._id}/status`, { status: 'closed' })).statusCode,
    ).toBe(403);
    expect((await call(outsidePortal, 'GET', '/api/bm/issues')).statusCode).toBe(403);
    expect(await issueCount()).toBe(before);
    const still = (await call(volunteer, 'GET', `/api/bm/issues?projectId=${projectId}`)).json<
      SiteIssueJson[]
    >();
    expect(still.find((row) => row._id === added._id)?.status).toBe('open');
  });

  it('answers hostile input with 400, never 5xx', async () => {
    const before = await issueCount();
    for (const body of [
      issue({ title: 7 }),
      issue({ text: 'x'.repeat(20_000) }),
      issue({ title: 'Nul\u0000' }),
      issue({ date: '99999-01-01' }),
      { status: 'closed' },
    ]) {
      const res = await call(manager, 'POST', '/api/bm/issues', body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(volunteer, 'GET', '/api/bm/issues?status=pending')).statusCode).toBe(400);
    expect((await call(volunteer, 'GET', '/api/bm/issues?projectId=nope')).statusCode).toBe(400);
    expect(await issueCount()).toBe(before);
  });
});
