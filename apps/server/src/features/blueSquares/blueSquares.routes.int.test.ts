import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import type { BlueSquaresOfUserJson } from '@hgn/domain/blueSquares';
import { blueSquares } from './blueSquares.table.js';

const t = await createTestApp();
const { db } = t.database;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let admin: Caller;
let volunteer: Caller;

const { call } = t;

const squaresOf = (userId: string) => db.select().from(blueSquares).where(eq(blueSquares.userId, userId));
const mailsTo = async (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, [email]))
    .orderBy(desc(emailOutbox.createdAt));
const outboxSize = async () => (await db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

beforeAll(async () => {
  admin = await t.signedIn('Administrator');
  volunteer = await t.signedIn('Volunteer');
});

describe('blue squares', () => {
  it('adds one, e-mails the volunteer and answers their list', async () => {
    const person = await t.createUser();
    const res = await call(admin, 'POST', `/api/userprofile/${person.id}/addInfringement`, {
      blueSquare: { date: '2026-03-02', description: 'Missed the weekly summary', reason: 'missing summary' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BlueSquaresOfUserJson>();
    expect(body.infringements).toEqual([
      expect.objectContaining({
        date: '2026-03-02',
        description: 'Missed the weekly summary',
        reason: 'missing summary',
      }),
    ]);
    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('New Infringement Assigned');
    expect(mail?.text).toContain('Missed the weekly summary');
    expect(mail?.text).toContain('This is your 1 blue square of 5.');
  });

  it('needs a date and a summary, writing nothing and sending nothing', async () => {
    const person = await t.createUser();
    const mails = await outboxSize();
    for (const blueSquare of [
      { date: '2026-03-02' },
      { description: 'x' },
      { date: 'soon', description: 'x' },
      { date: '2026-03-02', description: '  ' },
    ]) {
      const res = await call(admin, 'POST', `/api/userprofile/${person.id}/addInfringement`, { blueSquare });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please enter a date and a summary for the blue square.' });
    }
    expect(await squaresOf(person.id)).toEqual([]);
    expect(await outboxSize()).toBe(mails);
  });

  it('edits and deletes, e-mailing each change', async () => {
    const person = await t.createUser();
    const added = (
      await call(admin, 'POST', `/api/userprofile/${person.id}/addInfringement`, {
        blueSquare: { date: '2026-03-02', description: 'First' },
      })
    ).json<BlueSquaresOfUserJson>();
    const id = added.infringements[0]!._id;
    const edited = await call(admin, 'PUT', `/api/userprofile/${person.id}/infringements/${id}`, {
      blueSquare: { description: 'Changed' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await squaresOf(person.id))[0]).toMatchObject({ description: 'Changed', date: '2026-03-02' });
    expect((await mailsTo(person.email))[0]?.subject).toBe('Blue Square Edited');
    const removed = await call(admin, 'DELETE', `/api/userprofile/${person.id}/infringements/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<BlueSquaresOfUserJson>().infringements).toEqual([]);
    expect((await mailsTo(person.email))[0]?.subject).toBe('Blue Square Removed');
    expect(
      (await call(admin, 'DELETE', `/api/userprofile/${person.id}/infringements/${id}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a blue square of someone else', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const added = (
      await call(admin, 'POST', `/api/userprofile/${a.id}/addInfringement`, {
        blueSquare: { date: '2026-03-02', description: 'Mine' },
      })
    ).json<BlueSquaresOfUserJson>();
    const res = await call(
      admin,
      'PUT',
      `/api/userprofile/${b.id}/infringements/${added.infringements[0]!._id}`,
      { blueSquare: { description: 'x' } },
    );
    expect(res.statusCode).toBe(404);
    expect((await squaresOf(a.id))[0]?.description).toBe('Mine');
  });

  it('refuses callers without the blue-square permissions with 403, changing and sending nothing', async () => {
    const person = await t.createUser();
    const added = (
      await call(admin, 'POST', `/api/userprofile/${person.id}/addInfringement`, {
        blueSquare: { date: '2026-03-02', description: 'Kept' },
      })
    ).json<BlueSquaresOfUserJson>();
    const id = added.infringements[0]!._id;
    const mails = await outboxSize();
    expect(
      (
        await call(volunteer, 'POST', `/api/userprofile/${volunteer.id}/addInfringement`, {
          blueSquare: { date: '2026-03-02', description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(volunteer, 'PUT', `/api/userprofile/${person.id}/infringements/${id}`, {
          blueSquare: { description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(volunteer, 'DELETE', `/api/userprofile/${person.id}/infringements/${id}`)).statusCode,
    ).toBe(403);
    expect(await squaresOf(volunteer.id)).toEqual([]);
    expect((await squaresOf(person.id)).map((s) => s.description)).toEqual(['Kept']);
    expect(await outboxSize()).toBe(mails);
  });
});
