// Notes are rich text the original client shows as HTML: every write stores them sanitised, and an own
// entry's notes must still hold their words and link once cleaned (spec 001 section 5).
import { timeEntryMessages } from '@hgn/domain/messages';
import type { StoredTimeEntryJson, TimeEntryJson, TimeEntrySavedJson } from '@hgn/domain/timeEntries';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { timeEntries } from './timeEntries.table.js';

const TODAY = '2026-11-25';
const t = await createTestApp({ clock: fixedClock('2026-11-25T20:00:00Z') });
const db = t.database.db;
const work = workFixtures(t, 'Notes');

const WORDS = 'Sowed the beans in the north garden and wrote up every step of it';
const HOSTILE = [
  `<p onmouseover="alert(1)">${WORDS}</p>`,
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(2)">click</a>',
  '<img src="https://evil.example.org/x.png" onerror="alert(3)">',
  '<a href="https://docs.example.org/beans" style="color:red">https://docs.example.org/beans</a>',
].join('');
const CLEAN = `<p>${WORDS}</p><a>click</a><a href="https://docs.example.org/beans">https://docs.example.org/beans</a>`;
const ORDINARY = [
  `${WORDS}, see https://docs.google.com/document/d/1AbC_dEf/edit today`,
  `R&D ${WORDS} & "quotes" kept as typed, see https://docs.example.org/beans?a=1&b=2`,
  `<p>${WORDS}.</p><p>Notes: <a href="https://docs.example.org/beans" target="_blank" rel="noopener noreferrer">https://docs.example.org/beans</a></p>`,
];

let project: { id: string };
let volunteer: Caller;

beforeAll(async () => {
  project = await work.createProject({ category: 'Food' });
  volunteer = await t.signedIn('Volunteer');
});

const body = (notes: string) => ({
  personId: volunteer.id,
  dateOfWork: TODAY,
  hours: 1,
  minutes: 0,
  projectId: project.id,
  notes,
  isTangible: true,
});

const post = (notes: string) =>
  t.app.inject({ method: 'POST', url: '/api/TimeEntry', headers: volunteer.headers, payload: body(notes) });

async function logged(notes: string) {
  const res = await post(notes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimeEntrySavedJson>().timeEntry;
}

const storedNotes = async (id: string) =>
  (await db.select({ notes: timeEntries.notes }).from(timeEntries).where(eq(timeEntries.id, id)))[0]?.notes;

const servedNotes = async (id: string) => {
  const res = await t.call(volunteer, 'GET', `/api/TimeEntry/user/${volunteer.id}/${TODAY}/${TODAY}`);
  return res.json<TimeEntryJson[]>().find((entry) => entry._id === id)?.notes;
};

describe('time entry notes', () => {
  it('stores and serves hostile notes logged with POST cleaned of scripts, handlers and unsafe links', async () => {
    const entry = await logged(HOSTILE);
    expect(entry.notes).toBe(CLEAN);
    expect(await storedNotes(entry._id)).toBe(CLEAN);
    expect(await servedNotes(entry._id)).toBe(CLEAN);
  });

  it('cleans notes changed with PUT', async () => {
    const entry = await logged(ORDINARY[0]!);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/TimeEntry/${entry._id}`,
      headers: volunteer.headers,
      payload: body(HOSTILE),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StoredTimeEntryJson>().notes).toBe(CLEAN);
    expect(await storedNotes(entry._id)).toBe(CLEAN);
  });

  it('keeps ordinary notes, plain (an & too) or formatted, with their links exactly as written', async () => {
    for (const notes of ORDINARY) {
      const entry = await logged(notes);
      expect(await storedNotes(entry._id)).toBe(notes);
      expect(await servedNotes(entry._id)).toBe(notes);
    }
  });

  it('cleans the notes of past time brought in whole', async () => {
    const past = { dateOfWork: '2026-11-02', totalSeconds: 3600, isTangible: true, loggedAt: new Date() };
    await db.transaction((tx) =>
      t.services.timeEntries.writes.logPast(tx, [
        { ...past, personId: volunteer.id, projectId: project.id, wbsId: null, taskId: null, notes: HOSTILE },
      ]),
    );
    const [row] = await db
      .select({ notes: timeEntries.notes })
      .from(timeEntries)
      .where(eq(timeEntries.dateOfWork, '2026-11-02'));
    expect(row?.notes).toBe(CLEAN);
  });

  it('judges the words and the link on the cleaned notes, writing nothing when they fall short', async () => {
    const before = await db.select().from(timeEntries).where(eq(timeEntries.personId, volunteer.id));
    for (const notes of [
      `<p>${WORDS}</p><img src="https://docs.example.org/beans.png">`,
      `<script>${WORDS}</script> https://docs.example.org/beans`,
    ]) {
      const res = await post(notes);
      expect(res.statusCode, notes).toBe(400);
      expect(res.json()).toMatchObject({ message: timeEntryMessages.notesRequired, field: 'notes' });
    }
    const after = await db.select().from(timeEntries).where(eq(timeEntries.personId, volunteer.id));
    expect(after).toHaveLength(before.length);
  });
});
