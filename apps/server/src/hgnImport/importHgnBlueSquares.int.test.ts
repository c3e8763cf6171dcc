import { addPacificDays, pacificDate } from '@hgn/domain/time';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { blueSquares, retiredBlueSquares } from '../features/blueSquares/blueSquares.table.js';
import { users } from '../features/users/users.table.js';
import { userWarnings, warningDescriptions } from '../features/warnings/warnings.table.js';

const t = await createTestApp();
const daysAgo = (days: number) => addPacificDays(pacificDate(new Date()), -days);

describe('import-hgn: blue squares and warnings', () => {
  it('merges the three blue-square arrays by id, retires the year-old ones and links warnings by title', async () => {
    const db = t.database.db;
    const lines = await importSample(db, 'json-lines');

    expect(lines).toMatch(/blue squares\s+6\s+4\s+0\s+0\s+2/);
    expect(lines).toContain('1 × blue squares: a copy (in oldInfringements) of a blue square already read');
    expect(lines).toContain('1 × blue squares: its date is not a date');
    expect(lines).toContain('1 × blue squares: a reason read from the older `reason` field');
    expect(lines).toContain('blue squares: 2 a year old or more, retired as the week close retires them');
    expect(lines).toMatch(/currentWarnings\s+3\s+2\s+0\s+0\s+1/);
    expect(lines).toContain('1 × currentWarnings: its warningTitle is another’s (ignoring case)');
    expect(lines).toMatch(/warnings\s+4\s+2\s+0\s+0\s+2/);
    expect(lines).toContain('1 × warnings: its description is not in currentWarnings');
    expect(lines).toContain('1 × warnings: its colour is neither yellow nor red');
    expect(lines).toContain('1 × warnings: a warning without an iconId, given its own id');

    const [owner] = await db.select().from(users).where(eq(users.email, 'olive.owner@example.org'));
    const [val] = await db.select().from(users).where(eq(users.email, 'val@example.org'));
    const current = await db
      .select({ date: blueSquares.date, reason: blueSquares.reason, createdBy: blueSquares.createdBy })
      .from(blueSquares)
      .orderBy(asc(blueSquares.date));
    expect(current).toEqual([
      { date: daysAgo(7), reason: 'time not met', createdBy: null },
      { date: daysAgo(3), reason: 'missing summary', createdBy: owner!.id },
    ]);
    const retired = await db
      .select({ date: retiredBlueSquares.date })
      .from(retiredBlueSquares)
      .orderBy(asc(retiredBlueSquares.date));
    expect(retired).toEqual([{ date: '2023-05-07' }, { date: '2024-07-07' }]);
    const descriptions = await db
      .select({
        title: warningDescriptions.title,
        isActive: warningDescriptions.isActive,
        displayOrder: warningDescriptions.displayOrder,
      })
      .from(warningDescriptions)
      .orderBy(asc(warningDescriptions.displayOrder));
    expect(descriptions).toEqual([
      { title: 'Log Time to Tasks', isActive: true, displayOrder: 1 },
      { title: 'Be on time', isActive: false, displayOrder: 2 },
    ]);
    expect(
      await db.select({ color: userWarnings.color }).from(userWarnings).orderBy(asc(userWarnings.date)),
    ).toEqual([{ color: 'yellow' }, { color: 'red' }]);

    // Val reads her own profile and warnings.
    const get = await signedInReader(t.app, 'val@example.org');
    const profile = await get<{ infringements: Array<{ date: string; description: string }> }>(
      `/api/userprofile/${val!.id}`,
    );
    expect(profile.infringements.map((square) => square.description).sort()).toEqual([
      'Logged 2 of 12 hours',
      'No summary',
    ]);
    const warnings = await get<{ warnings: Array<{ title: string; warnings: Array<{ color: string }> }> }>(
      `/api/warnings/${val!.id}`,
    );
    const logTime = warnings.warnings.find((group) => group.title === 'Log Time to Tasks');
    expect(logTime?.warnings.map((warning) => warning.color).sort()).toEqual(['red', 'yellow']);
  });
});
