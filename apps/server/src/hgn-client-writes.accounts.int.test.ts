// The original client's writes of accounts, replayed as it sends them: the whole profile saved back,
// passwords, removal, badge counts, notifications and task change notices (test/replay.ts).
import { beforeAll, describe } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  idOf,
  ownerAndPerson,
  replayWrites,
  type WriteCase,
  type OwnerAndPerson,
} from '../test/replay.js';
import { workFixtures } from '../test/work.js';

const t = await createTestApp();
const work = workFixtures(t, 'Replay accounts');

type Fixtures = OwnerAndPerson;
let fixtures: Fixtures;

beforeAll(async () => {
  fixtures = await ownerAndPerson(t);
});

const profileOf = (f: Fixtures) => `/api/userprofile/${f.person.id}`;
/** The profile as the original client holds it: the whole GET answer, which it sends back on a save. */
let wholeProfile: Record<string, unknown> = {};
/** What the profile editor changes, as it sends and the profile answers it. */
const profileChanges = {
  bio: '<p>Builds cabins</p>',
  phoneNumber: ['15557654321'],
  jobTitle: ['Roofer'],
  collaborationPreference: 'Jitsi',
  timeZone: 'Asia/Tokyo',
  personalLinks: [{ Name: 'Portfolio', Link: 'https://example.org/portfolio' }],
  privacySettings: { blueSquares: true, email: true, phoneNumber: false },
  location: { userProvided: 'Osaka', coords: { lat: 34.69, lng: 135.5 }, country: 'Japan', city: 'Osaka' },
};
const notification = async (f: Fixtures) => ({
  id: idOf(
    (
      await t.call(f.owner, 'POST', '/api/notification', { message: 'Replay notice', recipient: f.person.id })
    ).json(),
  ),
});
const task = async () => {
  const row = await work.createTask();
  return { id: row.id, taskName: row.name };
};
const oldTask = (made: { id?: string; taskName?: string }) => ({
  _id: made.id,
  taskName: made.taskName,
  priority: 'Primary',
  status: 'Not Started',
  hoursBest: 0,
  hoursWorst: 0,
  hoursMost: 0,
  estimatedHours: 0,
  links: [],
});

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'PUT /api/userprofile/{userId}',
    setUp: async (f) => {
      wholeProfile = (await t.call(f.owner, 'GET', profileOf(f))).json();
      return {};
    },
    url: profileOf,
    body: () => ({ ...wholeProfile, ...profileChanges }),
    readBack: { url: profileOf, holds: () => profileChanges },
  },
  {
    write: 'PUT /api/badge/badgecount/reset/{userId}',
    url: (f) => `/api/badge/badgecount/reset/${f.person.id}`,
    readBack: { url: (f) => `/api/badge/badgecount/${f.person.id}`, holds: () => ({ count: 0 }) },
  },
  {
    write: 'POST /api/notification/markRead/{notificationId}',
    setUp: notification,
    as: (f) => f.person,
    url: (_f, made) => `/api/notification/markRead/${made.id}`,
    readBack: {
      url: (f) => `/api/notification/user/${f.person.id}`,
      pick: (json, made) => elementWith(json, '_id', made.id),
      holds: () => ({ message: 'Replay notice', isRead: true }),
    },
  },
  {
    write: 'POST /api/task/{taskId}/tasknotification',
    setUp: task,
    url: (_f, made) => `/api/task/${made.id}/tasknotification`,
    body: (f, made) => ({ oldTask: oldTask(made), userIds: [f.owner.id] }),
    readBack: {
      url: () => '/api/tasknotification',
      pick: (json, made) => elementWith(json, 'taskId', made.id),
      holds: (f, made) => ({ userId: f.owner.id, isRead: false, oldTask: { taskName: made.taskName } }),
    },
  },
  {
    write: 'DELETE /api/tasknotification/{taskNotificationId}',
    setUp: async (f) => {
      const made = await task();
      const res = await t.call(f.owner, 'POST', `/api/task/${made.id}/tasknotification`, {
        oldTask: oldTask(made),
        userIds: [f.owner.id],
      });
      return { id: idOf(res.json<unknown[]>()[0]) };
    },
    url: (_f, made) => `/api/tasknotification/${made.id}`,
    readBack: goneFrom(() => '/api/tasknotification'),
  },
  {
    write: 'DELETE /api/userprofile/{userId}',
    setUp: async () => ({ id: (await t.createUser()).id }),
    url: (_f, made) => `/api/userprofile/${made.id}`,
    body: () => ({ option: 'delete' }),
    readBack: goneFrom(() => '/api/userprofile'),
  },
  {
    // Last: a new password ends the person's sessions.
    write: 'PATCH /api/userprofile/{userId}/updatePassword',
    as: (f) => f.person,
    url: (f) => `${profileOf(f)}/updatePassword`,
    body: () => ({
      currentpassword: TEST_PASSWORD,
      newpassword: 'Replay!pass2',
      confirmnewpassword: 'Replay!pass2',
    }),
  },
];

describe("the original client's writes of accounts, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
