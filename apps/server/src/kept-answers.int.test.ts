import type { LeaderboardRowJson } from '@hgn/domain/dashboard';
import type { WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fixedClock } from '../test/app.js';
import { workFixtures } from '../test/work.js';
import { userTeamCodes } from './features/teams/teams.table.js';
import { keptAnswerKinds } from './platform/http/kept-answers.js';

// Wednesday 25 November 2026, noon Pacific.
const clock = fixedClock('2026-11-25T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

afterAll(() => {
  vi.useRealTimers();
});

const logRows = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from answer_changes`)).rows[0]!.n;

/**
 * A pruning of the log of answer changes, as a read a minute later starts it: the log's rows are a
 * minute old, this server's last pruning a minute ago, and a read of an answer nobody else asks for
 * (the map) sets it off. Waits until the log is empty.
 */
async function prune(reader: { headers: Record<string, string> }) {
  await db.execute(sql`update answer_changes set changed_at = changed_at - interval '2 minutes'`);
  vi.setSystemTime(Date.now() + 61_000);
  expect((await call(reader, 'GET', '/api/mapLocations')).statusCode).toBe(200);
  await expect.poll(logRows).toBe(0);
}

describe('answers kept between requests', () => {
  it('show time logged before the log of changes was pruned', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await t.signedIn('Owner');
    const volunteer = await t.signedIn('Volunteer', { weeklyCommittedHours: 10 });
    const project = await workFixtures(t, 'Kept').createProject();
    const hoursOnLeaderboard = async () => {
      const res = await call(owner, 'GET', `/api/dashboard/leaderboard/${owner.id}`);
      expect(res.statusCode).toBe(200);
      return res.json<LeaderboardRowJson[]>().find((row) => row.personId === volunteer.id)
        ?.totaltangibletime_hrs;
    };
    const secondsInReport = async () => {
      const res = await call(owner, 'GET', '/api/reports/weeklysummaries');
      expect(res.statusCode).toBe(200);
      return res.json<WeeklySummariesReportRowJson[]>().find((row) => row._id === volunteer.id)
        ?.totalSeconds[0];
    };

    await prune(owner);
    expect(await hoursOnLeaderboard()).toBe(0);
    expect(await secondsInReport()).toBe(0);

    const logged = await call(volunteer, 'POST', '/api/TimeEntry', {
      personId: volunteer.id,
      dateOfWork: '2026-11-25',
      hours: 2,
      minutes: 30,
      projectId: project.id,
      notes: 'Planted the seedlings along the fence, see https://docs.example.org/seedlings for the plan',
      isTangible: true,
    });
    expect(logged.statusCode).toBeLessThan(300);
    await prune(volunteer);

    expect(await hoursOnLeaderboard()).toBe(2.5);
    expect(await secondsInReport()).toBe(9000);
  });

  it("show a person's team code changed in the teams area after the log was pruned", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const owner = await t.signedIn('Owner');
    const volunteer = await t.signedIn('Volunteer');
    const codeInReport = async () => {
      const res = await call(owner, 'GET', '/api/reports/weeklysummaries');
      expect(res.statusCode).toBe(200);
      return res.json<WeeklySummariesReportRowJson[]>().find((row) => row._id === volunteer.id)?.teamCode;
    };

    await prune(owner);
    expect(await codeInReport()).toBe('');
    // Written in the teams area alone, as the import or another server may: the person's row is untouched.
    await db.insert(userTeamCodes).values({ userId: volunteer.id, teamCode: 'K-FRESH' });
    await prune(volunteer);

    expect(await codeInReport()).toBe('K-FRESH');
  });
});

describe('the tables the kept answers read', () => {
  it('each log their changes, on every event, and no other table does', async () => {
    // tgtype's bits (pg_trigger.h): 1 for each row, 2 before, 4 insert, 8 delete, 16 update, 32 truncate.
    const { rows } = await db.execute<{ table: string; tgtype: number; transition: string | null }>(sql`
      select c.relname as table, g.tgtype, coalesce(g.tgnewtable, g.tgoldtable) as transition
      from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgfoid = 'answer_changes_log'::regproc`);
    const watched = new Map<string, string[]>();
    for (const { table, tgtype, transition } of rows) {
      expect(tgtype & 3, `${table}'s triggers run after each statement`).toBe(0);
      const events = (['insert', 'delete', 'update', 'truncate'] as const).filter(
        (_, bit) => tgtype & (4 << bit),
      );
      for (const event of events) {
        expect(transition, `${table}'s ${event} trigger sees the changed rows`).toBe(
          event === 'truncate' ? null : 'changed',
        );
        watched.set(table, [...(watched.get(table) ?? []), event].sort());
      }
    }

    const kinds = keptAnswerKinds();
    expect(kinds.map((kind) => kind.name).sort()).toEqual([
      'building items',
      'job listings',
      'leaderboard',
      'map locations',
      'weekly summaries report',
      'weekly summaries report people',
    ]);
    const read = [...new Set(kinds.flatMap((kind) => kind.reads))].sort();
    expect([...watched.keys()].sort()).toEqual(read);
    for (const table of read)
      expect(watched.get(table), table).toEqual(['delete', 'insert', 'truncate', 'update']);
  });
});
