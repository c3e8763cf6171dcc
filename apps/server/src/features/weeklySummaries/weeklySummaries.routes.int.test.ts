import type { LeaderboardRowJson } from '@hgn/domain/dashboard';
import { profileMessages, weeklySummaryMessages as messages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import type { WeeklySummariesJson } from '@hgn/domain/weeklySummaries';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from './weeklySummaries.table.js';

// Wednesday 25 November 2026, noon Pacific: this week runs from Sunday the 22nd to Saturday the 28th.
const NOW = '2026-11-25T20:00:00.000Z';
const clock = fixedClock(NOW);
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;

const wordsOf = (count: number, word = 'shelves') => Array.from({ length: count }, () => word).join(' ');
/** A summary of `count` words, in a paragraph. */
const summaryOf = (count = 60, word?: string) => `<p>${wordsOf(count, word)}</p>`;
const MEDIA = 'https://drive.google.com/drive/folders/weekly-media';

const saveBody = (fields: Record<string, unknown> = {}) => ({
  week: 0,
  summary: summaryOf(),
  mediaUrl: MEDIA,
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
  ...fields,
});
const save = (caller: Caller, userId: string, fields: Record<string, unknown> = {}) =>
  call(caller, 'PUT', `/api/userprofile/${userId}/weeklySummaries`, saveBody(fields));
const move = (caller: Caller, userId: string, from: number, to: number) =>
  call(caller, 'POST', `/api/userprofile/${userId}/weeklySummaries/move`, { from, to });

const rowsOf = (userId: string) =>
  db
    .select({ weekStart: weeklySummaries.weekStart, summary: weeklySummaries.summary })
    .from(weeklySummaries)
    .where(eq(weeklySummaries.userId, userId))
    .orderBy(weeklySummaries.weekStart);
const mediaUrlOf = async (userId: string) =>
  (await db.select({ mediaUrl: users.mediaUrl }).from(users).where(eq(users.id, userId)))[0]?.mediaUrl;
const profileOf = async (caller: Caller, userId: string) =>
  (await call(caller, 'GET', `/api/userprofile/${userId}`)).json<UserProfileJson>();

// The four weeks at NOW, this week first, and when each is due (Saturday 23:59:59.999 Pacific).
const WEEKS = ['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01'];
const DUE = [
  '2026-11-29T07:59:59.999Z',
  '2026-11-22T07:59:59.999Z',
  '2026-11-15T07:59:59.999Z',
  '2026-11-08T07:59:59.999Z',
];

describe('PUT /api/userprofile/:userId/weeklySummaries', () => {
  it("saves a week's summary with the media link and answers the four weeks", async () => {
    const me = await t.signedIn('Volunteer');
    const res = await save(me, me.id, { week: 1, summary: summaryOf(50) });
    expect(res.statusCode).toBe(200);
    expect(res.json<WeeklySummariesJson>()).toEqual({
      _id: me.id,
      mediaUrl: MEDIA,
      weeklySummariesCount: 1,
      weeklySummaries: [
        { dueDate: DUE[0], summary: '', uploadDate: null },
        { _id: `${me.id}:${WEEKS[1]}`, dueDate: DUE[1], summary: summaryOf(50), uploadDate: NOW },
        { dueDate: DUE[2], summary: '', uploadDate: null },
        { dueDate: DUE[3], summary: '', uploadDate: null },
      ],
    });
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[1], summary: summaryOf(50) }]);
    expect(await mediaUrlOf(me.id)).toBe(MEDIA);
  });

  it('replaces the week’s summary on a second save, keeping one row', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id);
    const res = await save(me, me.id, { summary: summaryOf(55, 'garden') });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[0], summary: summaryOf(55, 'garden') }]);
    expect(res.json<WeeklySummariesJson>().weeklySummariesCount).toBe(1);
  });

  it('clears the week with an empty summary, which no longer counts as written', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 2 });
    for (const empty of ['', '<p>&nbsp;</p><p></p>']) {
      const res = await save(me, me.id, { week: 2, summary: empty });
      expect(res.statusCode).toBe(200);
      const body = res.json<WeeklySummariesJson>();
      expect(body.weeklySummaries[2]).toMatchObject({ summary: '', dueDate: DUE[2] });
      expect(body.weeklySummariesCount).toBe(0);
    }
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[2], summary: '' }]);
  });

  it('refuses a summary under 50 words in the spec’s words, writing nothing', async () => {
    const me = await t.signedIn('Volunteer', { mediaUrl: 'https://example.org/old' });
    const res = await save(me, me.id, { summary: summaryOf(49), mediaUrl: MEDIA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.minimumWords });
    // Markup is not words, nor is text the sanitiser leaves out.
    const padded = `<p>${wordsOf(30)}</p><select><option>${wordsOf(30)}</option></select>`;
    expect((await save(me, me.id, { summary: padded })).statusCode).toBe(400);
    expect(await rowsOf(me.id)).toEqual([]);
    expect(await mediaUrlOf(me.id)).toBe('https://example.org/old');
  });

  it('refuses pictures with the spec’s words', async () => {
    const me = await t.signedIn('Volunteer');
    for (const picture of [
      '<img src="https://example.org/a.png">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<p style="background:url(https://example.org/a.png)">x</p>',
    ]) {
      const res = await save(me, me.id, { summary: `${summaryOf()}${picture}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'summary', message: messages.picturesNotAllowed });
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('stores sanitised HTML: no scripts, event handlers or script links', async () => {
    const me = await t.signedIn('Volunteer');
    const hostile =
      `<p onclick="steal()">${wordsOf(50)}</p><script>alert(1)</script>` +
      `<p><a href="javascript:alert(2)">link</a> <span onerror="alert(3)">kept</span></p>`;
    const res = await save(me, me.id, { summary: hostile });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(me.id);
    expect(row?.summary).toBe(`<p>${wordsOf(50)}</p><p><a>link</a> <span>kept</span></p>`);
    expect(res.json<WeeklySummariesJson>().weeklySummaries[0]?.summary).toBe(row?.summary);
  });

  it('needs the three confirmations and a media link, each in its own words', async () => {
    const me = await t.signedIn('Volunteer');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mediaConfirm: false }, 'mediaConfirm', messages.mediaConfirm],
      [{ editorConfirm: undefined }, 'editorConfirm', messages.editorConfirm],
      [{ proofreadConfirm: false }, 'proofreadConfirm', messages.proofreadConfirm],
      [{ mediaUrl: '' }, 'mediaUrl', messages.mediaUrlRequired],
      [{ mediaUrl: 'my dropbox' }, 'mediaUrl', messages.mediaUrlInvalid],
      [{ week: 4 }, 'week', expect.any(String) as string],
    ];
    for (const [fields, field, message] of cases) {
      const res = await save(me, me.id, fields);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('moves the profile’s version on only when the media link changes', async () => {
    const me = await t.signedIn('Volunteer');
    const before = (await profileOf(me, me.id)).__v;
    await save(me, me.id);
    const after = (await profileOf(me, me.id)).__v;
    expect(after).toBe(before + 1);
    await save(me, me.id, { week: 1 });
    expect((await profileOf(me, me.id)).__v).toBe(after);
  });

  it('takes ten identical saves at once, each answered alike, leaving one row', async () => {
    const me = await t.signedIn('Volunteer');
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(me, me.id)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[0], summary: summaryOf() }]);
  });
});

describe('who may write weekly summaries', () => {
  it("refuses another's summaries to a volunteer and a manager, writing nothing", async () => {
    const subject = await t.signedIn('Volunteer', { mediaUrl: 'https://example.org/mine' });
    for (const role of ['Volunteer', 'Manager', 'Core Team'] as const) {
      const other = await t.signedIn(role);
      expect((await save(other, subject.id)).statusCode, role).toBe(403);
      expect((await move(other, subject.id, 0, 1)).statusCode, role).toBe(403);
    }
    expect(await rowsOf(subject.id)).toEqual([]);
    expect(await mediaUrlOf(subject.id)).toBe('https://example.org/mine');
  });

  it("lets holders of putUserProfileImportantInfo write another's, an Owner's only as an Owner", async () => {
    const admin = await t.signedIn('Administrator');
    const owner = await t.signedIn('Owner');
    const volunteer = await t.createUser();
    const otherOwner = await t.createUser({ role: 'Owner' });
    const protectedOne = await t.createUser({ isProtected: true });
    expect((await save(admin, volunteer.id)).statusCode).toBe(200);
    expect((await save(admin, otherOwner.id)).statusCode).toBe(403);
    expect((await save(admin, protectedOne.id)).statusCode).toBe(403);
    expect(await rowsOf(otherOwner.id)).toEqual([]);
    expect(await rowsOf(protectedOne.id)).toEqual([]);
    expect((await save(owner, otherOwner.id)).statusCode).toBe(200);
    expect((await save(owner, protectedOne.id)).statusCode).toBe(200);
    const granted = await t.signedIn('Volunteer', { frontPermissions: ['putUserProfileImportantInfo'] });
    expect((await save(granted, volunteer.id, { week: 3 })).statusCode).toBe(200);
  });

  it('answers that nobody has that id to those who may write others’ summaries', async () => {
    const admin = await t.signedIn('Administrator');
    const volunteer = await t.signedIn('Volunteer');
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const id of [nobody, 'not-an-id']) {
      const res = await save(admin, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: profileMessages.notAValidUser, code: 'NOT_A_VALID_USER' });
      expect((await save(volunteer, id)).statusCode).toBe(403);
    }
  });

  it('needs a session', async () => {
    const me = await t.createUser();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${me.id}/weeklySummaries`,
      payload: saveBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/userprofile/:userId/weeklySummaries/move', () => {
  it('moves a summary with its upload date to an empty week', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 0 });
    const res = await move(me, me.id, 0, 2);
    expect(res.statusCode).toBe(200);
    const body = res.json<WeeklySummariesJson>();
    expect(body.weeklySummaries.map((week) => week.summary)).toEqual(['', '', summaryOf(), '']);
    expect(body.weeklySummaries[2]).toEqual({
      _id: `${me.id}:${WEEKS[2]}`,
      dueDate: DUE[2],
      summary: summaryOf(),
      uploadDate: NOW,
    });
    expect(body.weeklySummaries[0]).toEqual({ dueDate: DUE[0], summary: '', uploadDate: null });
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[2], summary: summaryOf() }]);
  });

  it('moves into a week that was cleared', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 1, summary: '' });
    await save(me, me.id, { week: 3, summary: summaryOf(60, 'fence') });
    expect((await move(me, me.id, 3, 1)).statusCode).toBe(200);
    expect(await rowsOf(me.id)).toEqual([{ weekStart: WEEKS[1], summary: summaryOf(60, 'fence') }]);
  });

  it('refuses to overwrite a written summary, changing nothing', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 0, summary: summaryOf(60, 'alpha') });
    await save(me, me.id, { week: 1, summary: summaryOf(60, 'beta') });
    const res = await move(me, me.id, 0, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SUMMARY_WEEK_TAKEN', message: messages.weekTaken });
    expect(await rowsOf(me.id)).toEqual([
      { weekStart: WEEKS[1], summary: summaryOf(60, 'beta') },
      { weekStart: WEEKS[0], summary: summaryOf(60, 'alpha') },
    ]);
  });

  it('refuses to move an empty week or to the same week', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 2, summary: '' });
    for (const from of [1, 2]) {
      const res = await move(me, me.id, from, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NO_SUMMARY_TO_MOVE', message: messages.nothingToMove });
    }
    const same = await move(me, me.id, 1, 1);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'to', message: messages.sameWeek });
  });

  it("lets an administrator move a volunteer's summary", async () => {
    const admin = await t.signedIn('Administrator');
    const volunteer = await t.signedIn('Volunteer');
    await save(volunteer, volunteer.id, { week: 1 });
    expect((await move(admin, volunteer.id, 1, 0)).statusCode).toBe(200);
    expect(await rowsOf(volunteer.id)).toEqual([{ weekStart: WEEKS[0], summary: summaryOf() }]);
  });
});

describe('the summaries elsewhere', () => {
  it('shows the four weeks on the profile, this week first, with the weeks ever written', async () => {
    const me = await t.signedIn('Volunteer');
    const viewer = await t.signedIn('Volunteer');
    // A summary from long ago counts as written but is none of the four weeks.
    await db.insert(weeklySummaries).values({
      userId: me.id,
      weekStart: '2026-06-07',
      summary: summaryOf(),
      uploadedAt: new Date('2026-06-12T10:00:00Z'),
    });
    await save(me, me.id, { week: 0, summary: summaryOf(70) });
    await save(me, me.id, { week: 3, summary: '' });
    const profile = await profileOf(viewer, me.id);
    expect(profile.weeklySummaries).toEqual([
      { _id: `${me.id}:${WEEKS[0]}`, dueDate: DUE[0], summary: summaryOf(70), uploadDate: NOW },
      { dueDate: DUE[1], summary: '', uploadDate: null },
      { dueDate: DUE[2], summary: '', uploadDate: null },
      { _id: `${me.id}:${WEEKS[3]}`, dueDate: DUE[3], summary: '', uploadDate: NOW },
    ]);
    expect(profile.weeklySummariesCount).toBe(2);
    expect(profile.summarySubmissionDates).toEqual(['2026-06-12T10:00:00.000Z', NOW]);
    expect(profile.mediaUrl).toBe(MEDIA);
  });

  it("tells the leaderboard whether this week's summary is written", async () => {
    const me = await t.signedIn('Volunteer');
    const hasSummary = async () =>
      (await call(me, 'GET', `/api/dashboard/leaderboard/${me.id}`))
        .json<LeaderboardRowJson[]>()
        .find((row) => row.personId === me.id)?.hasSummary;
    await save(me, me.id, { week: 1 });
    expect(await hasSummary()).toBe(false);
    await save(me, me.id, { week: 0 });
    expect(await hasSummary()).toBe(true);
    await save(me, me.id, { week: 0, summary: '' });
    expect(await hasSummary()).toBe(false);
  });

  it('moves every summary on a week when the Pacific week turns at Saturday midnight', async () => {
    const me = await t.signedIn('Volunteer');
    await save(me, me.id, { week: 0 });
    try {
      clock.set('2026-11-29T07:59:59.999Z'); // Saturday 23:59:59.999 Pacific
      expect((await profileOf(me, me.id)).weeklySummaries[0]).toMatchObject({ summary: summaryOf() });
      clock.set('2026-11-29T08:00:00.000Z'); // Sunday 00:00 Pacific
      const turned = await profileOf(me, me.id);
      expect(turned.weeklySummaries.map((week) => week.summary)).toEqual(['', summaryOf(), '', '']);
      expect(turned.weeklySummaries[0]?.dueDate).toBe('2026-12-06T07:59:59.999Z');
      // A save now is this new week's.
      await save(me, me.id, { week: 0, summary: summaryOf(50, 'new') });
      expect(
        await db
          .select({ summary: weeklySummaries.summary })
          .from(weeklySummaries)
          .where(and(eq(weeklySummaries.userId, me.id), eq(weeklySummaries.weekStart, '2026-11-29'))),
      ).toEqual([{ summary: summaryOf(50, 'new') }]);
    } finally {
      clock.set(NOW);
    }
  });
});
