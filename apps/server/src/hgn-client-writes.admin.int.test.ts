// The original client's writes of blue-square e-mail copies, scheduled reasons, pop-up texts,
// titles and the user management table's edits, replayed as it sends them (test/replay.ts).
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
import { workFixtures } from '../test/work.js';

const t = await createTestApp();
const work = workFixtures(t, 'Replay admin');

type Fixtures = OwnerAndPerson & { projectId: string; teamId: string };
let fixtures: Fixtures;

beforeAll(async () => {
  const callers = await ownerAndPerson(t);
  // A title's team code is one a volunteer already uses.
  await t.createUser({ teamCode: 'R-PLY' });
  const team = await t.call(callers.owner, 'POST', '/api/team', {
    teamName: 'Replay Title Team',
    isActive: true,
  });
  fixtures = { ...callers, projectId: (await work.createProject()).id, teamId: idOf(team.json()) };
});

/** The title form's body (AddTitleModal.jsx): the project and team as the pickers hold them. */
const titleBody = (f: Fixtures, titleName: string, titleCode: string) => ({
  titleName,
  titleCode,
  teamCode: 'R-PLY',
  mediaFolder: 'https://example.org/media/replay',
  projectAssigned: { _id: f.projectId, projectName: 'As the picker shows it', category: 'Food' },
  teamAssiged: { _id: f.teamId, teamName: 'Replay Title Team' },
});
let titles = 0;
const title = async (f: Fixtures) => {
  titles += 1;
  const res = await t.call(f.owner, 'POST', '/api/title', titleBody(f, unique('title'), `RT${titles}`));
  return { id: idOf(res.json()) };
};

const emailCopy = async (f: Fixtures) => {
  const person = await t.createUser({ role: 'Manager' });
  const res = await t.call(f.owner, 'POST', '/api/AssignBlueSquareEmail', { email: person.email });
  return { id: idOf(res.json()) };
};
const popup = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/popupeditors/', {
    popupName: unique('popup'),
    popupContent: '<p>Set up</p>',
  });
  return { id: idOf(res.json()) };
};
/** The Sunday the reason is for, as the original client sends it: the instant that Pacific day starts. */
const sunday = '2026-12-13T08:00:00.000Z';

const cases: WriteCase<Fixtures>[] = [
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
  {
    write: 'POST /api/title',
    body: (f) => titleBody(f, 'Replay Garden Lead', 'RGL'),
    readBack: {
      url: (_f, _m, answer) => `/api/title/${idOf(answer)}`,
      holds: (f) => ({
        titleName: 'Replay Garden Lead',
        titleCode: 'RGL',
        teamCode: 'R-PLY',
        mediaFolder: 'https://example.org/media/replay',
        projectAssigned: { _id: f.projectId },
        teamAssiged: { _id: f.teamId },
      }),
    },
  },
  {
    write: 'POST /api/title/update',
    setUp: title,
    body: (f, made) => ({ ...titleBody(f, 'Replay Mentor Guide', 'RMG'), id: made.id }),
    readBack: {
      url: (_f, made) => `/api/title/${made.id}`,
      holds: () => ({ titleName: 'Replay Mentor Guide', titleCode: 'RMG' }),
    },
  },
  {
    write: 'PUT /api/title/{titleId}',
    setUp: title,
    url: (_f, made) => `/api/title/${made.id}`,
    readBack: goneFrom(() => '/api/title'),
  },
  {
    write: 'PUT /api/title/order',
    setUp: async (f) => ({ first: (await title(f)).id, second: (await title(f)).id }),
    body: (_f, made) => ({
      orderData: [
        { id: made.second, order: 1 },
        { id: made.first, order: 2 },
      ],
    }),
    readBack: {
      url: () => '/api/title',
      pick: (json, made) =>
        (json as { _id: string }[]).findIndex((x) => x._id === made.second) <
        (json as { _id: string }[]).findIndex((x) => x._id === made.first),
      holds: () => true,
    },
  },
  {
    write: 'PATCH /api/userprofile/update',
    setUp: async () => ({ id: (await t.createUser({ firstName: 'Old', lastName: 'Name' })).id }),
    // The user management table's edits (UserTableData.jsx): one item per change.
    body: (_f, made) => [
      { user_id: made.id, item: 'firstName', value: 'Replay' },
      { user_id: made.id, item: 'weeklycommittedHours', value: 12 },
    ],
    readBack: {
      url: (_f, made) => `/api/userprofile/${made.id}`,
      holds: () => ({ firstName: 'Replay', weeklycommittedHours: 12 }),
    },
  },
  {
    write: 'PATCH /api/AllTeamCodeChanges',
    setUp: async () => ({ id: (await t.createUser({ teamCode: 'OLD-1' })).id }),
    body: (_f, made) => ({ userIds: [made.id], replaceCode: 'R-NEW' }),
    readBack: {
      url: (_f, made) => `/api/userprofile/${made.id}`,
      holds: () => ({ teamCode: 'R-NEW' }),
    },
  },
];

describe("the original client's writes of e-mail copies, reasons and pop-ups, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
