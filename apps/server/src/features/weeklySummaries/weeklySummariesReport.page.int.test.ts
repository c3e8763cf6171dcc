import {
  filterReportRows,
  reportFiltersOf,
  teamCodesOf,
  teamsOf,
  weeklySummariesReportEmailsJson,
  weeklySummariesReportPageJson,
  weeklySummariesReportPageQuery,
  weeklySummariesReportRowJson,
  type SummaryWeek,
} from '@hgn/domain/weeklySummaries';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { weeklySummaries } from './weeklySummaries.table.js';
import { call, db, quietId, summary, t, teamIds } from './weeklySummariesReport.testkit.js';

describe('GET /api/reports/weeklysummaries/page and /emails', () => {
  // One reader throughout: each new sign-in adds an active person to the report.
  let reader: Awaited<ReturnType<typeof t.signedIn>>;
  beforeAll(async () => {
    reader = await t.signedIn('Administrator');
  });
  const wholeReport = async () =>
    z
      .array(weeklySummariesReportRowJson)
      .parse((await call(reader, 'GET', '/api/reports/weeklysummaries')).json());
  const pageOf = async (query: string) => {
    const res = await call(reader, 'GET', `/api/reports/weeklysummaries/page?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return weeklySummariesReportPageJson.parse(res.json());
  };

  it('answers the rows of the whole report the filters keep, a page at a time, with the counts and choices', async () => {
    const whole = await wholeReport();
    for (const query of [
      '',
      'week=2',
      `teamIds=${teamIds['Zeta Builders']!.toUpperCase()}`,
      'teamCodes=R-ABC&colours=navy&status=submitted&search=rITA',
      'week=1&status=missing',
      'status=submitted',
      'search=%C3%A9',
      'colours=teal,purple',
    ]) {
      const parsed = weeklySummariesReportPageQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const week = parsed.week as SummaryWeek;
      const kept = filterReportRows(whole, week, reportFiltersOf(parsed));
      const page = await pageOf(query);
      expect(page, query).toEqual({
        items: kept.slice(0, 50),
        total: kept.length,
        submitted: kept.filter((row) => row.weeklySummaries[week]?.summary).length,
        page: 1,
        pageSize: 50,
        teams: teamsOf(whole),
        teamCodes: teamCodesOf(whole),
      });
      const emails = await call(reader, 'GET', `/api/reports/weeklysummaries/emails?${query}`);
      expect(weeklySummariesReportEmailsJson.parse(emails.json()).emails, query).toEqual(
        kept.map((row) => row.email),
      );
    }
    expect((await pageOf('')).submitted).toBeGreaterThan(0);
  });

  it("pages in the report's order, and answers an empty page past the end", async () => {
    const whole = await wholeReport();
    const second = await pageOf('page=2&pageSize=1');
    expect(second.items).toEqual([whole[1]]);
    expect(second.total).toBe(whole.length);
    expect((await pageOf(`page=${whole.length + 1}&pageSize=1`)).items).toEqual([]);
  });

  it('shows a summary written just before the request', async () => {
    const before = await pageOf('status=submitted');
    await db
      .insert(weeklySummaries)
      .values({ userId: quietId, weekStart: '2026-11-22', summary: summary('now') });
    const after = await pageOf('status=submitted');
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((row) => row._id)).toContain(quietId);
    await db.delete(weeklySummaries).where(eq(weeklySummaries.userId, quietId));
  });

  it("refuses what it cannot answer with 400, and others than the report's readers", async () => {
    const admin = await t.signedIn('Administrator');
    for (const query of [
      'pageSize=1000',
      'page=0',
      'week=9',
      'colours=magenta',
      `search=${'x'.repeat(1000)}`,
    ]) {
      expect((await call(admin, 'GET', `/api/reports/weeklysummaries/page?${query}`)).statusCode, query).toBe(
        400,
      );
      expect(
        (await call(admin, 'GET', `/api/reports/weeklysummaries/emails?${query}`)).statusCode,
        query,
      ).toBe(query.startsWith('page') ? 200 : 400);
    }
    const volunteer = await t.signedIn('Volunteer');
    expect((await call(volunteer, 'GET', '/api/reports/weeklysummaries/page')).statusCode).toBe(403);
    expect((await call(volunteer, 'GET', '/api/reports/weeklysummaries/emails')).statusCode).toBe(403);
  });

  it('answers ten requests at once alike', async () => {
    const admin = await t.signedIn('Administrator');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(admin, 'GET', '/api/reports/weeklysummaries/page?status=submitted'),
      ),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
  });
});
