import { addPacificDays, pacificDate, startOfWeek } from '@hgn/domain/time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { blueSquareEmailCopies } from '../features/blueSquares/blueSquareExtras.table.js';
import { users } from '../features/users/users.table.js';

const t = await createTestApp();

describe('import-hgn: time off, scheduled reasons and blue-square e-mail copies', () => {
  it('works the last day off out again and keeps one reason a Sunday and one copy a person', async () => {
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
