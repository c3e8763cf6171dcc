import { addPacificDays, pacificDate, startOfWeek } from '@hgn/domain/time';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { blueSquareEmailCopies } from '../features/blueSquares/blueSquareExtras.table.js';
import { projects } from '../features/projects/projects.table.js';
import { teams } from '../features/teams/teams.table.js';
import { titles } from '../features/titles/titles.table.js';
import { users } from '../features/users/users.table.js';

const t = await createTestApp();

describe('import-hgn: time off, scheduled reasons, blue-square e-mail copies and titles', () => {
  it('works the last day off out again and keeps one reason a Sunday and one copy a person; titles name real projects and teams', async () => {
    const db = t.database.db;
    const lines = await importSample(db, 'json-array');

    expect(lines).toMatch(/timeOffRequests\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × timeOffRequests: its person is not in userProfiles');
    expect(lines).toContain('1 × timeOffRequests: its duration is not 1 to 104 weeks');
    expect(lines).toContain(
      '1 × timeOffRequests: an endingDate that is not the starting day plus the weeks, worked out again',
    );
    expect(lines).toMatch(/reasons\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × reasons: another reason of the person is for the same day');
    expect(lines).toMatch(/BlueSquareEmailAssignments\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × BlueSquareEmailAssignments: its person is listed already');

    const [owner] = await db.select().from(users).where(eq(users.email, 'olive.owner@example.org'));
    const [val] = await db.select().from(users).where(eq(users.email, 'val@example.org'));
    expect(
      await db
        .select({ email: blueSquareEmailCopies.email, assignedTo: blueSquareEmailCopies.assignedTo })
        .from(blueSquareEmailCopies),
    ).toEqual([{ email: 'olive.owner@example.org', assignedTo: owner!.id }]);

    expect(lines).toMatch(/titles\s+3\s+2\s+0\s+0\s+1/);
    expect(lines).toContain('1 × titles: its titleCode is another’s (ignoring case)');
    expect(lines).toContain('1 × titles: a project that is not in projects, left out');
    const [food] = await db.select().from(projects).where(eq(projects.name, 'Food Garden'));
    const [teamOne] = await db.select().from(teams).where(eq(teams.name, 'Team One'));
    expect(
      await db
        .select({
          titleCode: titles.titleCode,
          projectId: titles.projectId,
          teamId: titles.teamId,
          order: titles.order,
        })
        .from(titles)
        .orderBy(asc(titles.titleCode)),
    ).toEqual([
      { titleCode: 'COOK', projectId: null, teamId: null, order: 0 },
      { titleCode: 'GRD', projectId: food!.id, teamId: teamOne!.id, order: 2 },
    ]);

    const get = await signedInReader(t.app, 'val@example.org');
    const nextSunday = pacificDate(startOfWeek(new Date(), 1));
    const requests =
      await get<Record<string, Array<{ startingDate: string; endingDate: string; duration: number }>>>(
        '/api/getTimeOffRequests',
      );
    expect(requests[val!.id]).toHaveLength(1);
    expect(pacificDate(new Date(requests[val!.id]![0]!.startingDate))).toBe(nextSunday);
    expect(pacificDate(new Date(requests[val!.id]![0]!.endingDate))).toBe(addPacificDays(nextSunday, 13));
    const reasons = await get<{ reasons: Array<{ reason: string }> }>(`/api/reason/${val!.id}`);
    expect(reasons.reasons.map((reason) => reason.reason)).toEqual(['Travelling']);
  });
});
