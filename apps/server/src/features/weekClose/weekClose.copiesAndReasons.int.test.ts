import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { blueSquareEmailCopies, blueSquareReasons } from '../blueSquares/blueSquareExtras.table.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';

const t = await createTestApp({ clock: fixedClock('2026-12-01T20:00:00.000Z') });
const db = t.database.db;
const noProgress = async () => undefined;

const squaresOf = (userId: string) =>
  db.select().from(blueSquares).where(eq(blueSquares.userId, userId)).orderBy(blueSquares.createdAt);
const mailsTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.to})`);

describe('the week close with scheduled reasons and the e-mail copies list', () => {
  it('describes the blue square with the reason scheduled for its Sunday and copies its e-mail to the active listed people', async () => {
    const keeper = await t.createUser({ role: 'Administrator' });
    const leaver = await t.createUser({ role: 'Manager' });
    await db.insert(blueSquareEmailCopies).values([
      { email: keeper.email, assignedTo: keeper.id },
      { email: leaver.email, assignedTo: leaver.id },
    ]);
    await t.call(await t.signedIn('Owner'), 'PATCH', `/api/userProfile/${leaver.id}`, {
      action: 'DEACTIVATE',
      endDate: '2026-11-20',
    });
    const away = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    // Returning on Sunday 29 November: the week of the 22nd closes that midnight.
    await db.insert(blueSquareReasons).values([
      { userId: away.id, date: '2026-11-29', reason: 'Moving house' },
      { userId: away.id, date: '2026-12-06', reason: 'A later week' },
    ]);
    const absent = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    // Met the hours without a summary: the Sunday 04:00 follow-up goes to them.
    const silent = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 2 });
    await db
      .insert(timeEntries)
      .values({ personId: silent.id, dateOfWork: '2026-11-24', totalSeconds: 3 * 3600, isTangible: true });

    await t.services.weekClose.closeWeek('2026-11-29', noProgress);

    expect((await squaresOf(away.id)).map((s) => [s.date, s.description])).toEqual([
      ['2026-11-29', 'Moving house'],
    ]);
    expect((await squaresOf(absent.id))[0]!.description).toMatch(/^System auto-assigned infringement/);
    for (const person of [away, absent, silent]) {
      const [mail] = await mailsTo(person.email);
      expect(mail!.subject).toBe('New Infringement Assigned');
      expect(mail!.bcc).toEqual([keeper.email]);
    }

    await t.services.weekClose.sendFollowUps('2026-11-29', noProgress);
    const followUps = (await mailsTo(silent.email)).filter((mail) => mail.subject.startsWith('Re: '));
    expect(followUps.map((mail) => mail.bcc)).toEqual([[keeper.email]]);
  });

  it('copies a blue square given by hand to the listed people too', async () => {
    const owner = await t.signedIn('Owner');
    const keeper = await t.createUser();
    await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', { email: keeper.email });
    const volunteer = await t.createUser();
    const res = await t.call(owner, 'POST', `/api/userprofile/${volunteer.id}/addInfringement`, {
      blueSquare: { date: '2026-11-30', description: 'Missed the call' },
    });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(volunteer.email))[0]!.bcc).toContain(keeper.email);
  });
});
