import type { LeaderboardRowJson } from '@hgn/domain/dashboard';
import { weeklySummaryMessages as messages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import type { WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';
import { users } from '../users/users.table.js';

// Wednesday 25 November 2026, noon Pacific: this week runs from Sunday the 22nd to Saturday the 28th.
const NOW = '2026-11-25T20:00:00.000Z';
const LATER = '2026-11-26T20:00:00.000Z';
const clock = fixedClock(NOW);
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;

const WEEKS = ['2026-11-22', '2026-11-15', '2026-11-08', '2026-11-01'];
const wordsOf = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
const summaryOf = (count: number, word = 'shelves') => `<p>${wordsOf(count, word)}</p>`;

const profileOf = async (caller: Caller, userId: string) =>
  (await call(caller, 'GET', `/api/userprofile/${userId}`)).json<UserProfileJson>();
const rowsOf = (userId: string) =>
  db
    .select({
      weekStart: weeklySummaries.weekStart,
      summary: weeklySummaries.summary,
      uploadedAt: weeklySummaries.uploadedAt,
    })
    .from(weeklySummaries)
    .where(eq(weeklySummaries.userId, userId))
    .orderBy(weeklySummaries.weekStart);

/**
 * What the original client's weekly summary modal sends: the whole profile it read, with the week's
 * summary changed, the media link and its own count.
 */
async function saveAsOriginalClient(caller: Caller, userId: string, texts: Record<number, string>) {
  const profile = await profileOf(caller, userId);
  const body = {
    ...profile,
    mediaUrl: 'https://drive.google.com/drive/folders/weekly-media',
    weeklySummaries: profile.weeklySummaries.map((week, index) =>
      index in texts ? { ...week, summary: texts[index], uploadDate: new Date().toISOString() } : week,
    ),
    weeklySummariesCount: profile.weeklySummariesCount + 1,
  };
  return call(caller, 'PUT', `/api/userprofile/${userId}`, body);
}

describe('weekly summaries saved with PUT /api/userprofile/:id', () => {
  it('stores the changed weeks, read back by the profile, the report and the leaderboard', async () => {
    clock.set(NOW);
    const me = await t.signedIn('Volunteer', { firstName: 'Wren' });
    const admin = await t.signedIn('Administrator');
    const res = await saveAsOriginalClient(me, me.id, { 0: summaryOf(60), 2: summaryOf(55, 'sorted') });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(me.id)).toEqual([
      { weekStart: WEEKS[2], summary: summaryOf(55, 'sorted'), uploadedAt: new Date(NOW) },
      { weekStart: WEEKS[0], summary: summaryOf(60), uploadedAt: new Date(NOW) },
    ]);

    const profile = await profileOf(me, me.id);
    expect(profile.weeklySummaries.map((week) => week.summary)).toEqual([
      summaryOf(60),
      '',
      summaryOf(55, 'sorted'),
      '',
    ]);
    expect(profile).toMatchObject({
      weeklySummariesCount: 2,
      mediaUrl: 'https://drive.google.com/drive/folders/weekly-media',
    });

    const report = (await call(admin, 'GET', '/api/reports/weeklysummaries')).json<
      WeeklySummariesReportRowJson[]
    >();
    const mine = report.find((row) => row._id === me.id);
    expect(mine?.weeklySummaries.map((week) => week?.summary ?? null)).toEqual([
      summaryOf(60),
      null,
      summaryOf(55, 'sorted'),
      null,
    ]);
    const leaderboard = (await call(me, 'GET', `/api/dashboard/leaderboard/${me.id}`)).json<
      LeaderboardRowJson[]
    >();
    expect(leaderboard.find((row) => row.personId === me.id)?.hasSummary).toBe(true);

    // A week cleared in the modal is cleared here too.
    expect((await saveAsOriginalClient(me, me.id, { 0: '' })).statusCode).toBe(200);
    expect((await rowsOf(me.id)).map((row) => [row.weekStart, row.summary])).toEqual([
      [WEEKS[2], summaryOf(55, 'sorted')],
      [WEEKS[0], ''],
    ]);
    const after = (await call(me, 'GET', `/api/dashboard/leaderboard/${me.id}`)).json<LeaderboardRowJson[]>();
    expect(after.find((row) => row.personId === me.id)?.hasSummary).toBe(false);
  });

  it('leaves a week sent back as it is stored untouched: its upload date does not move', async () => {
    clock.set(NOW);
    const me = await t.signedIn('Volunteer');
    expect((await saveAsOriginalClient(me, me.id, { 1: summaryOf(50) })).statusCode).toBe(200);
    clock.set(LATER);
    expect((await saveAsOriginalClient(me, me.id, { 0: summaryOf(70) })).statusCode).toBe(200);
    expect(await rowsOf(me.id)).toEqual([
      { weekStart: WEEKS[1], summary: summaryOf(50), uploadedAt: new Date(NOW) },
      { weekStart: WEEKS[0], summary: summaryOf(70), uploadedAt: new Date(LATER) },
    ]);
    clock.set(NOW);
  });

  it('refuses a summary under 50 words with the spec’s words, saving nothing of the profile', async () => {
    clock.set(NOW);
    const me = await t.signedIn('Volunteer', { bio: 'Before' });
    const profile = await profileOf(me, me.id);
    const res = await call(me, 'PUT', `/api/userprofile/${me.id}`, {
      ...profile,
      bio: 'After',
      weeklySummaries: [{ ...profile.weeklySummaries[0], summary: summaryOf(49) }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: expect.stringContaining('weeklySummaries') as string,
      message: messages.minimumWords,
    });
    expect(await rowsOf(me.id)).toEqual([]);
    const [row] = await db.select({ bio: users.bio }).from(users).where(eq(users.id, me.id));
    expect(row?.bio).toBe('Before');
  });

  it('refuses pictures and stores sanitised HTML, as the summary form does', async () => {
    clock.set(NOW);
    const me = await t.signedIn('Volunteer');
    const picture = await saveAsOriginalClient(me, me.id, {
      0: `${summaryOf(60)}<img src="https://example.org/a.png">`,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ message: messages.picturesNotAllowed });
    expect(await rowsOf(me.id)).toEqual([]);

    const hostile = `<p onclick="steal()">${wordsOf(50, 'shelves')}</p><script>alert(1)</script>`;
    expect((await saveAsOriginalClient(me, me.id, { 0: hostile })).statusCode).toBe(200);
    expect((await rowsOf(me.id)).map((row) => row.summary)).toEqual([summaryOf(50)]);
    // Sent back as the client received it, the sanitised week is not written again.
    clock.set(LATER);
    expect((await saveAsOriginalClient(me, me.id, {})).statusCode).toBe(200);
    expect((await rowsOf(me.id))[0]?.uploadedAt).toEqual(new Date(NOW));
    clock.set(NOW);
  });

  it('lets those who edit a profile save it with its summaries unchanged, not change them', async () => {
    clock.set(NOW);
    const subject = await t.signedIn('Volunteer');
    expect((await saveAsOriginalClient(subject, subject.id, { 3: summaryOf(50) })).statusCode).toBe(200);
    const editor = await t.signedIn('Volunteer', { frontPermissions: ['putUserProfile'] });
    const profile = await profileOf(editor, subject.id);
    const unchanged = await call(editor, 'PUT', `/api/userprofile/${subject.id}`, {
      ...profile,
      bio: 'Edited',
    });
    expect(unchanged.statusCode).toBe(200);

    const changed = await saveAsOriginalClient(editor, subject.id, { 3: summaryOf(80) });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', field: 'weeklySummaries' });
    expect((await rowsOf(subject.id)).map((row) => row.summary)).toEqual([summaryOf(50)]);

    const admin = await t.signedIn('Administrator');
    expect((await saveAsOriginalClient(admin, subject.id, { 3: summaryOf(80) })).statusCode).toBe(200);
    expect((await rowsOf(subject.id)).map((row) => row.summary)).toEqual([summaryOf(80)]);
  });

  it('runs beside the summary form’s saves of the same person without a deadlock', async () => {
    clock.set(NOW);
    const me = await t.signedIn('Volunteer');
    // Without the version read, so that the saves are not refused as made from an older copy.
    const { __v: _version, ...profile } = await profileOf(me, me.id);
    const formSave = (week: number) =>
      call(me, 'PUT', `/api/userprofile/${me.id}/weeklySummaries`, {
        week,
        summary: summaryOf(50, 'form'),
        mediaUrl: 'https://drive.google.com/drive/folders/form-media',
        mediaConfirm: true,
        editorConfirm: true,
        proofreadConfirm: true,
      });
    const profileSave = (week: number) =>
      call(me, 'PUT', `/api/userprofile/${me.id}`, {
        ...profile,
        mediaUrl: 'https://drive.google.com/drive/folders/profile-media',
        weeklySummaries: profile.weeklySummaries.map((item, index) =>
          index === week ? { ...item, summary: summaryOf(50, 'profile') } : item,
        ),
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? formSave(i % 4) : profileSave(i % 4))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(8).fill(200));
  });
});
