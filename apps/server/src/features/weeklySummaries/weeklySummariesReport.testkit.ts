// What the weekly summaries report's integration tests share: one app on a fixed Wednesday; Rita,
// with her summaries, logged time, commitment changes, badges, teams and time off ahead; a person
// who left and a quiet one; and the report as a reader sees it.
import { weeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { badges, userBadges } from '../badges/badges.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeLogger } from '../../../test/work.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { committedHoursChanges } from '../users/users.table.js';
import { weeklySummaries } from './weeklySummaries.table.js';

// Wednesday 25 November 2026, noon Pacific. The report's weeks start on Sundays 22, 15, 8 and 1 November.
const clock = fixedClock('2026-11-25T20:00:00.000Z');
export const t = await createTestApp({ clock });
export const db = t.database.db;
export const { call } = t;

export const summary = (word: string) => `<p>${Array.from({ length: 50 }, () => word).join(' ')}</p>`;
const logTime = timeLogger(db);

export let ritaId: string;
export let leftId: string;
export let quietId: string;
export let teamIds: Record<string, string>;

beforeAll(async () => {
  const rita = await t.createUser({
    firstName: 'Rita',
    lastName: 'Report',
    role: 'Manager',
    mediaUrl: 'https://drive.google.com/rita',
    weeklyCommittedHours: 12,
    weeklySummaryOption: 'Team',
    weeklySummaryNotReq: true,
    teamCode: 'R-ABC',
    filterColor: 'navy',
    bioPosted: 'requested',
    adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.google.com/document/d/rita' }],
    // Sunday 1 November, 13:00 Pacific.
    createdAt: new Date('2026-11-01T21:00:00.000Z'),
  });
  ritaId = rita.id;
  leftId = (await t.createUser({ firstName: 'Lea', lastName: 'Left', isActive: false })).id;
  quietId = (await t.createUser({ firstName: 'Quinn', lastName: 'Quiet' })).id;

  await db.insert(weeklySummaries).values([
    {
      userId: ritaId,
      weekStart: '2026-11-22',
      summary: summary('this'),
      uploadedAt: new Date('2026-11-24T18:00:00Z'),
    },
    { userId: ritaId, weekStart: '2026-11-08', summary: '', uploadedAt: new Date('2026-11-12T18:00:00Z') },
    {
      userId: ritaId,
      weekStart: '2026-11-01',
      summary: summary('three'),
      uploadedAt: new Date('2026-11-07T18:00:00Z'),
    },
    // Long before the four weeks: written, so counted, but not shown.
    {
      userId: ritaId,
      weekStart: '2026-06-07',
      summary: summary('june'),
      uploadedAt: new Date('2026-06-12T18:00:00Z'),
    },
    { userId: leftId, weekStart: '2026-11-22', summary: summary('left') },
  ]);

  // This week 2 h tangible and 1 h intangible; last week nothing tangible; the week before last 30
  // minutes; three weeks ago an hour of an archived project's (inactive) time; and an hour before the
  // four weeks. All tangible time counts toward the total, as on the profile.
  await logTime(ritaId, '2026-11-23', 7200);
  await logTime(ritaId, '2026-11-24', 3600, false);
  await logTime(ritaId, '2026-11-21', 3600, false);
  await logTime(ritaId, '2026-11-14', 1800);
  await logTime(ritaId, '2026-11-02', 3600, true, false);
  await logTime(ritaId, '2026-10-20', 3600);

  await db.insert(committedHoursChanges).values([
    { userId: ritaId, hours: 10, changedAt: new Date('2026-11-01T21:00:00Z') },
    { userId: ritaId, hours: 12, changedAt: new Date('2026-11-10T21:00:00Z') },
  ]);

  const [recent, old] = await db
    .insert(badges)
    .values([
      { name: 'Report Recent', type: 'Custom', imageUrl: 'https://example.org/recent.png', ranking: 2 },
      { name: 'Report Old', type: 'Custom', imageUrl: 'https://example.org/old.png', ranking: 1 },
    ])
    .returning();
  await db.insert(userBadges).values([
    {
      userId: ritaId,
      badgeId: recent!.id,
      count: 2,
      earnedDates: ['Nov-20-26'],
      lastModified: new Date('2026-11-20T18:00:00Z'),
    },
    { userId: ritaId, badgeId: old!.id, lastModified: new Date('2026-10-30T18:00:00Z') },
  ]);

  // Active teams by name; an inactive one is left out.
  const onTeams = await db
    .insert(teams)
    .values([{ name: 'Zeta Builders' }, { name: 'alpha crew' }, { name: 'Gone Team', isActive: false }])
    .returning({ id: teams.id, name: teams.name });
  await db.insert(teamMembers).values(onTeams.map((team) => ({ teamId: team.id, userId: ritaId })));
  teamIds = Object.fromEntries(onTeams.map((team) => [team.name, team.id]));

  await db.insert(timeOffRequests).values({
    userId: ritaId,
    startingDate: '2026-12-06',
    endingDate: '2026-12-12',
    durationWeeks: 1,
    reason: 'Family visit',
  });
});

export const report = async (role: 'Administrator' | 'Core Team' = 'Administrator') => {
  const res = await call(await t.signedIn(role), 'GET', '/api/reports/weeklysummaries');
  expect(res.statusCode).toBe(200);
  return z.array(weeklySummariesReportRowJson).parse(res.json());
};
