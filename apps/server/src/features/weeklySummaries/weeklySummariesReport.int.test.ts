import type { WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { describe, expect, it } from 'vitest';
import {
  call,
  leftId,
  quietId,
  report,
  ritaId,
  summary,
  t,
  teamIds,
} from './weeklySummariesReport.testkit.js';

describe('GET /api/reports/weeklysummaries', () => {
  it('sends each active person with the four weeks of summaries and tangible seconds', async () => {
    const rows = await report();
    const rita = rows.find((row) => row._id === ritaId);
    expect(rita).toEqual({
      _id: ritaId,
      firstName: 'Rita',
      lastName: 'Report',
      role: 'Manager',
      email: expect.stringContaining('@example.org') as string,
      mediaUrl: 'https://drive.google.com/rita',
      createdDate: '2026-11-01T21:00:00.000Z',
      weeklycommittedHours: 12,
      weeklycommittedHoursHistory: [
        { hours: 10, dateChanged: '2026-11-01T21:00:00.000Z' },
        { hours: 12, dateChanged: '2026-11-10T21:00:00.000Z' },
      ],
      weeklySummaryNotReq: true,
      weeklySummaryOption: 'Team',
      adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.google.com/document/d/rita' }],
      bioPosted: 'requested',
      badgeCollection: [
        {
          _id: expect.any(String) as string,
          badge: {
            _id: expect.any(String) as string,
            badgeName: 'Report Recent',
            type: 'Custom',
            imageUrl: 'https://example.org/recent.png',
            description: '',
            ranking: 2,
            showReport: false,
          },
          count: 2,
          earnedDate: ['Nov-20-26'],
          lastModified: '2026-11-20T18:00:00.000Z',
          featured: false,
          hasBadgeDeletionImpact: false,
        },
      ],
      teamCode: 'R-ABC',
      timeOffFrom: '2026-12-06T08:00:00.000Z',
      timeOffTill: '2026-12-12T08:00:00.000Z',
      weeklySummaries: [
        {
          _id: `${ritaId}:2026-11-22`,
          dueDate: '2026-11-29T07:59:59.999Z',
          summary: summary('this'),
          uploadDate: '2026-11-24T18:00:00.000Z',
        },
        null,
        {
          _id: `${ritaId}:2026-11-08`,
          dueDate: '2026-11-15T07:59:59.999Z',
          summary: '',
          uploadDate: '2026-11-12T18:00:00.000Z',
        },
        {
          _id: `${ritaId}:2026-11-01`,
          dueDate: '2026-11-08T07:59:59.999Z',
          summary: summary('three'),
          uploadDate: '2026-11-07T18:00:00.000Z',
        },
      ],
      weeklySummariesCount: 3,
      totalTangibleHrs: 4.5,
      daysInTeam: 24,
      totalSeconds: [7200, 0, 1800, 0],
      filterColor: 'navy',
      teams: [
        { _id: teamIds['alpha crew']!, teamName: 'alpha crew' },
        { _id: teamIds['Zeta Builders']!, teamName: 'Zeta Builders' },
      ],
    } satisfies WeeklySummariesReportRowJson);
  });

  it('leaves inactive people out and fills a quiet person with nulls and zeros', async () => {
    const rows = await report('Core Team');
    expect(rows.some((row) => row._id === leftId)).toBe(false);
    expect(rows.find((row) => row._id === quietId)).toMatchObject({
      weeklySummaries: [null, null, null, null],
      weeklySummariesCount: 0,
      totalSeconds: [0, 0, 0, 0],
      totalTangibleHrs: 0,
      badgeCollection: [],
      weeklycommittedHoursHistory: [],
      adminLinks: [],
      timeOffFrom: null,
      timeOffTill: null,
      teamCode: '',
      filterColor: null,
      teams: [],
    });
  });

  it('lists people by first and last name', async () => {
    const names = (await report()).map((row) => `${row.firstName} ${row.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers the table of a week as CSV when asked, by query or by Accept', async () => {
    const admin = await t.signedIn('Administrator');
    const res = await call(admin, 'GET', '/api/reports/weeklysummaries?format=csv&week=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="weekly-summaries-week-0.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Role,Team code,Teams,Colour,Committed hours,Tangible hours,Summary status,Summary,Media URL,Google Doc,Total valid summaries,Bio',
    );
    const rita = lines.find((line) => line.startsWith('Rita,Report,'));
    expect(rita).toBe(
      `Rita,Report,${rita!.split(',')[2]},Manager,R-ABC,"alpha crew, Zeta Builders",navy,12,2,Submitted,${Array.from({ length: 50 }, () => 'this').join(' ')},https://drive.google.com/rita,https://docs.google.com/document/d/rita,3,requested`,
    );
    expect(lines.some((line) => line.startsWith('Lea,Left,'))).toBe(false);
    // One line per active person, after the header, and an empty end.
    const json = (await call(admin, 'GET', '/api/reports/weeklysummaries')).json<unknown[]>();
    expect(lines.length).toBe(json.length + 2);

    const byAccept = await t.app.inject({
      method: 'GET',
      url: '/api/reports/weeklysummaries',
      headers: { ...admin.headers, accept: 'text/csv' },
    });
    expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((await call(admin, 'GET', '/api/reports/weeklysummaries?format=xml')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/reports/weeklysummaries?format=csv&week=7')).statusCode).toBe(400);
    const volunteer = await t.signedIn('Volunteer');
    expect((await call(volunteer, 'GET', '/api/reports/weeklysummaries?format=csv')).statusCode).toBe(403);
  });

  it("narrows the CSV by the screen's filters: team, team code, colour, summary status and name", async () => {
    const admin = await t.signedIn('Administrator');
    const csvLines = async (filters: string) => {
      const res = await call(admin, 'GET', `/api/reports/weeklysummaries?format=csv&week=0&${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, -1);
    };
    const firstNames = async (filters: string) => (await csvLines(filters)).map((line) => line.split(',')[0]);
    expect(await firstNames(`teamIds=${teamIds['Zeta Builders']!.toUpperCase()}`)).toContain('Rita');
    expect(await firstNames('teamCodes=R-ABC&colours=navy&status=submitted&search=rITA')).toEqual(['Rita']);
    expect(await firstNames('teamCodes=R-ABC&status=missing')).not.toContain('Rita');
    expect(await firstNames('colours=teal,purple')).not.toContain('Rita');
    const refused = await call(admin, 'GET', '/api/reports/weeklysummaries?format=csv&colours=magenta');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'colours' });
  });

  it('answers those the page admits and refuses the others', async () => {
    for (const role of ['Manager', 'Mentor', 'Core Team', 'Owner'] as const) {
      const res = await call(await t.signedIn(role), 'GET', '/api/reports/weeklysummaries');
      expect(res.statusCode, role).toBe(200);
    }
    for (const role of ['Volunteer'] as const) {
      const res = await call(await t.signedIn(role), 'GET', '/api/reports/weeklysummaries');
      expect(res.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/weeklysummaries' })).statusCode).toBe(401);
  });

  it('answers ten requests at once alike', async () => {
    const admin = await t.signedIn('Administrator');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(admin, 'GET', '/api/reports/weeklysummaries')),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
  });
});

describe('PUT /api/reports/weeklysummaries/:userId/filterColor', () => {
  const colour = (userId: string) => `/api/reports/weeklysummaries/${userId}/filterColor`;
  const colourOf = async (userId: string) => (await report()).find((row) => row._id === userId)?.filterColor;

  it('gives an active person a colour, and takes it away with null', async () => {
    const mentor = await t.signedIn('Mentor');
    const res = await call(mentor, 'PUT', colour(quietId), { filterColor: 'purple' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: quietId, filterColor: 'purple' });
    expect(await colourOf(quietId)).toBe('purple');
    expect((await call(mentor, 'PUT', colour(quietId), { filterColor: null })).json()).toEqual({
      _id: quietId,
      filterColor: null,
    });
    expect(await colourOf(quietId)).toBeNull();
  });

  it('is for Administrators, Owners, Managers and Mentors only, and refusals write nothing', async () => {
    for (const role of ['Volunteer', 'Core Team'] as const) {
      const res = await call(await t.signedIn(role), 'PUT', colour(quietId), { filterColor: 'red' });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await colourOf(quietId)).toBeNull();
    for (const role of ['Administrator', 'Owner', 'Manager'] as const) {
      const res = await call(await t.signedIn(role), 'PUT', colour(quietId), { filterColor: 'teal' });
      expect(res.statusCode, role).toBe(200);
    }
  });

  it('refuses an unknown colour, an unknown or inactive person and a malformed body', async () => {
    const admin = await t.signedIn('Administrator');
    const bad = await call(admin, 'PUT', colour(quietId), { filterColor: 'chartreuse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'filterColor' });
    expect((await call(admin, 'PUT', colour(quietId), {})).statusCode).toBe(400);
    expect((await call(admin, 'PUT', colour(quietId), { filterColor: 'red', x: 1 })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', colour(leftId), { filterColor: 'red' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', colour('not-an-id'), { filterColor: 'red' })).statusCode).toBe(400);
    const nobody = '7f9c2b1e-0000-4000-8000-000000000000';
    expect((await call(admin, 'PUT', colour(nobody), { filterColor: 'red' })).statusCode).toBe(400);
  });

  it('answers ten of the same change at once alike', async () => {
    const admin = await t.signedIn('Administrator');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(admin, 'PUT', colour(ritaId), { filterColor: 'green' })),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set([`200 ${JSON.stringify({ _id: ritaId, filterColor: 'green' })}`]),
    );
    await call(admin, 'PUT', colour(ritaId), { filterColor: 'navy' });
  });
});

describe('the weekly summaries e-mail’s recipients', () => {
  const recipientsOf = async (caller: { headers: Record<string, string> }) => {
    const res = await call(caller, 'GET', '/api/reports/getrecepients');
    expect(res.statusCode).toBe(200);
    return res.json<{ _id: string; firstName: string }[]>();
  };

  it('are chosen by Owners and Administrators, added and removed once however often asked', async () => {
    const owner = await t.signedIn('Owner');
    const admin = await t.signedIn('Administrator');
    const added = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'PATCH', `/api/reports/recepients/${quietId}`)),
    );
    expect(added.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect((await recipientsOf(admin)).filter((person) => person._id === quietId)).toHaveLength(1);
    const answered = added[0]!.json<{ _id: string; firstName: string; lastName: string; email: string }[]>();
    expect(answered.find((person) => person._id === quietId)).toMatchObject({
      firstName: 'Quinn',
      lastName: 'Quiet',
    });
    const profile = await call(owner, 'GET', `/api/userprofile/${quietId}`);
    expect(profile.json()).toMatchObject({ getWeeklyReport: true });

    const removed = await call(admin, 'DELETE', `/api/reports/recepients/${quietId}`);
    expect(removed.statusCode).toBe(200);
    expect((await recipientsOf(owner)).some((person) => person._id === quietId)).toBe(false);
  });

  it('leave inactive people out, refuse unknown ids and others than Owners and Administrators', async () => {
    const owner = await t.signedIn('Owner');
    const inactive = await call(owner, 'PATCH', `/api/reports/recepients/${leftId}`);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'USER_INACTIVE' });
    expect((await call(owner, 'DELETE', `/api/reports/recepients/${leftId}`)).statusCode).toBe(200);
    expect((await recipientsOf(owner)).some((person) => person._id === leftId)).toBe(false);
    expect((await call(owner, 'PATCH', '/api/reports/recepients/not-an-id')).statusCode).toBe(400);
    const nobody = '7f9c2b1e-0000-4000-8000-000000000001';
    expect((await call(owner, 'DELETE', `/api/reports/recepients/${nobody}`)).statusCode).toBe(400);
    for (const role of ['Manager', 'Core Team', 'Volunteer'] as const) {
      const caller = await t.signedIn(role);
      expect((await call(caller, 'GET', '/api/reports/getrecepients')).statusCode, role).toBe(403);
      expect((await call(caller, 'PATCH', `/api/reports/recepients/${quietId}`)).statusCode, role).toBe(403);
    }
    expect((await recipientsOf(owner)).some((person) => person._id === quietId)).toBe(false);
  });
});
