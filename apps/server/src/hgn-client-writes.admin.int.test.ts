// The original client's writes of blue-square e-mail copies, scheduled reasons and pop-up texts,
// replayed as it sends them (test/replay.ts).
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  goneFrom,
  idOf,
  ownerAndPerson,
  replayWrites,
  unique,
  type OwnerAndPerson,
  type WriteCase,
} from '../test/replay.js';

const t = await createTestApp();

let fixtures: OwnerAndPerson;

beforeAll(async () => {
  fixtures = await ownerAndPerson(t);
});

const emailCopy = async (f: OwnerAndPerson) => {
  const person = await t.createUser({ role: 'Manager' });
  const res = await t.call(f.owner, 'POST', '/api/AssignBlueSquareEmail', { email: person.email });
  return { id: idOf(res.json()) };
};
const popup = async (f: OwnerAndPerson) => {
  const res = await t.call(f.owner, 'POST', '/api/popupeditors/', {
    popupName: unique('popup'),
    popupContent: '<p>Set up</p>',
  });
  return { id: idOf(res.json()) };
};
/** The Sunday the reason is for, as the original client sends it: the instant that Pacific day starts. */
const sunday = '2026-12-13T08:00:00.000Z';

const cases: WriteCase<OwnerAndPerson>[] = [
  {
    write: 'POST /api/AssignBlueSquareEmail',
    setUp: async () => ({ email: (await t.createUser({ role: 'Manager' })).email }),
    body: (_f, made) => ({ email: made.email }),
    readBack: {
      url: () => '/api/AssignBlueSquareEmail',
      pick: (json, made) => (json as { email: string }[]).find((copy) => copy.email === made.email),
      holds: (_f, made) => ({ email: made.email, assignedTo: { email: made.email } }),
    },
  },
  {
    write: 'DELETE /api/AssignBlueSquareEmail/{id}',
    setUp: emailCopy,
    url: (_f, made) => `/api/AssignBlueSquareEmail/${made.id}`,
    readBack: goneFrom(() => '/api/AssignBlueSquareEmail'),
  },
  {
    write: 'POST /api/reason/',
    as: (f) => f.person,
    // The schedule-reason modal's body (ScheduleReasonModal.jsx).
    body: (f) => ({
      userId: f.person.id,
      requestor: { role: 'Volunteer' },
      reasonData: { date: sunday, message: 'Replay family visit' },
    }),
    readBack: {
      url: (f) => `/api/reason/single/${f.person.id}?queryDate=2026-12-13`,
      holds: (f) => ({ reason: 'Replay family visit', date: sunday, userId: f.person.id, isSet: true }),
    },
  },
  {
    write: 'PATCH /api/reason/{userId}',
    setUp: async (f) => {
      await t.call(f.person, 'POST', '/api/reason/', {
        userId: f.person.id,
        requestor: { role: 'Volunteer' },
        reasonData: { date: '2026-12-20T08:00:00.000Z', message: 'Set up' },
      });
      return {};
    },
    as: (f) => f.person,
    url: (f) => `/api/reason/${f.person.id}`,
    body: (f) => ({ userId: f.person.id, reasonData: { date: '2026-12-20', message: 'Replay trip abroad' } }),
    readBack: {
      url: (f) => `/api/reason/single/${f.person.id}?queryDate=2026-12-20`,
      holds: () => ({ reason: 'Replay trip abroad' }),
    },
  },
  {
    write: 'POST /api/popupeditor/{id}',
    setUp: popup,
    url: (_f, made) => `/api/popupeditor/${made.id}`,
    body: () => ({ popupContent: '<p>Replay <b>changed</b> text</p>' }),
    readBack: {
      url: (_f, made) => `/api/popupeditor/${made.id}`,
      holds: () => ({ popupContent: '<p>Replay <b>changed</b> text</p>' }),
    },
  },
  {
    write: 'POST /api/backup/popupeditor/{id}',
    setUp: popup,
    url: (_f, made) => `/api/backup/popupeditor/${made.id}`,
    body: () => ({ popupContent: '<p>Replay kept text</p>' }),
  },
];

describe("the original client's writes of e-mail copies, reasons and pop-ups, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
