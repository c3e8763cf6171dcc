// The original client's writes of people, replayed as it sends them: new accounts, profile toggles,
// blue squares, warnings, time off and time entries (test/replay.ts).
import { beforeAll, describe } from 'vitest';
import { pacificDate, pacificDayToISO } from '@hgn/domain/time';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  idOf,
  holding,
  replayWrites,
  startingWith,
  type WriteCase,
} from '../test/replay.js';
import { signedInAs, workFixtures, type Caller } from '../test/work.js';
import { wbs } from './features/wbs/wbs.table.js';

const t = await createTestApp();
const work = workFixtures(t, 'Replay people');

type Fixtures = {
  owner: Caller;
  person: Caller;
  team: { _id: string; teamName: string };
  project: { _id: string; projectName: string };
  task: { id: string; wbsId: string; projectId: string };
};
const today = pacificDate(new Date());
let fixtures: Fixtures;

beforeAll(async () => {
  const [owner, person] = await signedInAs(t, 'Owner', 'Volunteer');
  const team = (await t.call(owner, 'POST', '/api/team', { teamName: 'Replay Team', isActive: true })).json<{
    _id: string;
    teamName: string;
  }>();
  const project = await work.createProject({ name: 'Replay Project' });
  const task = await work.createTask([person.id]);
  const [{ projectId }] = (await t.database.db
    .select({ projectId: wbs.projectId })
    .from(wbs)
    .where(eq(wbs.id, task.wbsId))) as [{ projectId: string }];
  fixtures = {
    owner,
    person,
    team,
    project: { _id: project.id, projectName: project.name },
    task: { id: task.id, wbsId: task.wbsId, projectId },
  };
});

const profileOf = (f: Fixtures) => `/api/userprofile/${f.person.id}`;
const blueSquare = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', `/api/userprofile/${f.person.id}/addInfringement`, {
    blueSquare: { date: '2026-03-02', description: 'Set up' },
  });
  return { id: res.json<{ infringements: { _id: string }[] }>().infringements[0]!._id };
};
const timeOff = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/setTimeOffRequest', {
    requestFor: f.person.id,
    duration: 1,
    startingDate: '2027-05-02',
    reason: 'Set up',
  });
  return { id: res.json<{ _id: string }>()._id };
};
/** The time entry form's body (TimeEntryForm.jsx): the person's entry on a task of today. */
const entry = (f: Fixtures, fields: object = {}) => ({
  personId: f.person.id,
  dateOfWork: today,
  hours: 1,
  minutes: 30,
  projectId: f.task.projectId,
  wbsId: f.task.wbsId,
  taskId: f.task.id,
  notes:
    '<p>Framed the <strong>north</strong> wall of the cabin with the crew today, photos at https://example.org/north-wall</p>',
  isTangible: true,
  entryType: 'default',
  ...fields,
});
const logged = async (f: Fixtures) => {
  const res = await t.call(
    f.owner,
    'POST',
    '/api/TimeEntry',
    entry(f, {
      notes:
        '<p>Set up the entry that this case then changes or removes again, see https://example.org/set-up</p>',
    }),
  );
  return { id: res.json<{ timeEntry: { _id: string } }>().timeEntry._id };
};
const entriesOf = (f: Fixtures) => `/api/TimeEntry/user/${f.person.id}/${today}/${today}`;
/** Every time-off request of the answer keyed by person. */
const allRequests = (json: unknown) => Object.values(json as Record<string, unknown[]>).flat();
const requestsOf = (json: unknown, made: { id?: string }) => elementWith(allRequests(json), '_id', made.id);
const infringementsOf = (json: unknown) => (json as { infringements: unknown }).infringements;

/** Fields of a new profile the original sends in the shape the profile answers them. */
const keptAsSent = {
  adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.google.com/document/d/replay' }],
  weeklySummaryOption: 'Required',
  privacySettings: { blueSquares: true, email: false, phoneNumber: true },
  collaborationPreference: 'Zoom',
  timeZone: 'Europe/Berlin',
  location: { userProvided: 'Berlin', coords: { lat: 52.52, lng: 13.4 }, country: 'Germany', city: 'Berlin' },
};

/** The warnings of a `GET /api/warnings/{userId}` answer, of every tracker. */
const warningsOf = (json: unknown) =>
  (json as { warnings: { warnings: { _id: string; iconId: string }[] }[] }).warnings.flatMap(
    (tracker) => tracker.warnings,
  );

/**
 * The status changes of the user management page (userManagement.js buildBackendPayload), each on
 * an account of its own, the days as the page sends them: instants of the chosen Pacific day.
 */
const statusChange = (
  action: string,
  body: object,
  holds: object,
  account: Parameters<typeof t.createUser>[0] = {},
): WriteCase<Fixtures> => ({
  write: `PATCH /api/userprofile/{userId} ${action}`,
  setUp: async () => ({ id: (await t.createUser(account)).id }),
  url: (_f, made) => `/api/userprofile/${made.id}`,
  body: () => ({ action, ...body }),
  readBack: { url: (_f, made) => `/api/userprofile/${made.id}`, holds: () => holds },
});
const statusChanges = [
  statusChange(
    'ACTIVATE',
    { status: 'Active', endDate: null },
    { isActive: true, endDate: null, reactivationDate: null, isSet: false },
    { isActive: false, inactiveReason: 'Paused', reactivationDate: '2027-02-01' },
  ),
  statusChange(
    'DEACTIVATE',
    { status: 'Inactive', endDate: '2026-12-01T08:00:00.000Z' },
    { isActive: false, endDate: pacificDayToISO('2026-12-01') },
  ),
  statusChange(
    'SCHEDULE_DEACTIVATION',
    { endDate: '2027-01-15T08:00:00.000Z' },
    { isActive: true, isSet: true, endDate: pacificDayToISO('2027-01-15') },
  ),
  statusChange(
    'PAUSE',
    { reactivationDate: '2027-02-01T08:00:00.000Z' },
    { isActive: false, reactivationDate: pacificDayToISO('2027-02-01') },
  ),
];

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'POST /api/userProfile/',
    // The Add New User form's body (UserProfileAdd.jsx createUserProfile).
    body: (f) => ({
      role: 'Volunteer',
      firstName: 'Rosa',
      lastName: 'Replay',
      jobTitle: 'Carpenter',
      phoneNumber: '15551234567',
      bio: '',
      weeklycommittedHours: '12',
      personalLinks: [],
      teams: [f.team],
      projects: [f.project],
      email: 'rosa.replay@example.org',
      ...keptAsSent,
      allowsDuplicateName: false,
      createdDate: '2026-11-02',
    }),
    readBack: {
      url: (_f, _made, answer) => `/api/userprofile/${idOf(answer)}`,
      holds: (f) => ({
        firstName: 'Rosa',
        lastName: 'Replay',
        email: 'rosa.replay@example.org',
        role: 'Volunteer',
        jobTitle: ['Carpenter'],
        phoneNumber: ['15551234567'],
        weeklycommittedHours: 12,
        teams: [{ _id: f.team._id, teamName: f.team.teamName }],
        projects: [{ _id: f.project._id, projectName: f.project.projectName }],
        ...keptAsSent,
        startDate: startingWith('2026-11-02'),
      }),
    },
  },
  {
    write: 'PATCH /api/userprofile/{userId}/property',
    url: (f) => `${profileOf(f)}/property`,
    body: () => ({ key: 'collaborationPreference', value: 'Skype' }),
    readBack: { url: profileOf, holds: () => ({ collaborationPreference: 'Skype' }) },
  },
  {
    write: 'PATCH /api/userprofile/{userId}/rehireable',
    url: (f) => `${profileOf(f)}/rehireable`,
    body: () => ({ isRehireable: false }),
    readBack: { url: profileOf, holds: () => ({ isRehireable: false }) },
  },
  {
    write: 'PATCH /api/userprofile/{userId}/toggleInvisibility',
    url: (f) => `${profileOf(f)}/toggleInvisibility`,
    body: () => ({ isVisible: false }),
    readBack: { url: profileOf, holds: () => ({ isVisible: false }) },
  },
  {
    write: 'PATCH /api/userProfile/{userId}/toggleBio',
    url: (f) => `/api/userProfile/${f.person.id}/toggleBio`,
    body: () => ({ bioPosted: 'posted' }),
    readBack: { url: profileOf, holds: () => ({ bioPosted: 'posted' }) },
  },
  {
    write: 'POST /api/userprofile/{userId}/addInfringement',
    url: (f) => `${profileOf(f)}/addInfringement`,
    body: () => ({ blueSquare: { date: '2026-03-09', description: 'Missed the summary' } }),
    readBack: {
      url: profileOf,
      pick: (json) => elementWith(infringementsOf(json), 'description', 'Missed the summary'),
      holds: () => ({ date: startingWith('2026-03-09') }),
    },
  },
  {
    write: 'PUT /api/userprofile/{userId}/infringements/{blueSquareId}',
    setUp: blueSquare,
    url: (f, made) => `${profileOf(f)}/infringements/${made.id}`,
    body: () => ({ blueSquare: { date: '2026-03-03', description: 'Edited reason' } }),
    readBack: {
      url: profileOf,
      pick: (json, made) => elementWith(infringementsOf(json), '_id', made.id),
      holds: () => ({ date: startingWith('2026-03-03'), description: 'Edited reason' }),
    },
  },
  {
    write: 'DELETE /api/userprofile/{userId}/infringements/{blueSquareId}',
    setUp: blueSquare,
    url: (f, made) => `${profileOf(f)}/infringements/${made.id}`,
    readBack: goneFrom(profileOf, infringementsOf),
  },
  {
    write: 'POST /api/setTimeOffRequest',
    body: (f) => ({
      requestFor: f.person.id,
      reason: 'Family visit',
      startingDate: '2027-03-07',
      duration: '2',
      reasonType: 'vacationTime',
    }),
    readBack: {
      url: () => '/api/getTimeOffRequests',
      pick: (json, _made, answer) => requestsOf(json, { id: (answer as { _id: string })._id }),
      holds: (f) => ({
        requestFor: f.person.id,
        reason: 'Family visit',
        startingDate: startingWith('2027-03-07'),
        duration: 2,
        reasonType: 'vacationTime',
      }),
    },
  },
  {
    write: 'POST /api/updateTimeOffRequest/{id}',
    setUp: timeOff,
    url: (_f, made) => `/api/updateTimeOffRequest/${made.id}`,
    body: () => ({ reason: 'Moved trip', startingDate: '2027-05-09', duration: '3' }),
    readBack: {
      url: () => '/api/getTimeOffRequests',
      pick: (json, made) => requestsOf(json, made),
      holds: () => ({
        reason: 'Moved trip',
        startingDate: startingWith('2027-05-09'),
        duration: 3,
      }),
    },
  },
  {
    write: 'DELETE /api/deleteTimeOffRequest/{id}',
    setUp: timeOff,
    url: (_f, made) => `/api/deleteTimeOffRequest/${made.id}`,
    readBack: goneFrom(() => '/api/getTimeOffRequests', allRequests),
  },
  {
    write: 'POST /api/warnings/{userId}',
    setUp: async (f) => {
      await t.call(f.owner, 'POST', '/api/currentWarnings', {
        newWarning: 'Replay Warning',
        activeWarning: true,
        isPermanent: false,
      });
      return {};
    },
    url: (f) => `/api/warnings/${f.person.id}`,
    body: (f) => ({
      userId: f.person.id,
      iconId: 'icon-replay',
      color: 'yellow',
      description: 'Replay Warning',
    }),
    readBack: {
      url: (f) => `/api/warnings/${f.person.id}`,
      pick: (json) => warningsOf(json).find((warning) => warning.iconId === 'icon-replay'),
      holds: () => ({ color: 'yellow', description: 'Replay Warning' }),
    },
  },
  {
    write: 'DELETE /api/warnings/{userId}',
    setUp: async (f) => {
      await t.call(f.owner, 'POST', '/api/currentWarnings', {
        newWarning: 'Replay Removed Warning',
        activeWarning: true,
        isPermanent: false,
      });
      const res = await t.call(f.owner, 'POST', `/api/warnings/${f.person.id}`, {
        userId: f.person.id,
        iconId: 'icon-replay-removed',
        color: 'yellow',
        description: 'Replay Removed Warning',
      });
      return { id: idOf(warningsOf(res.json()).find((warning) => warning.iconId === 'icon-replay-removed')) };
    },
    url: (f) => `/api/warnings/${f.person.id}`,
    // The warnings popup's body (warnings.js deleteWarningsById).
    body: (_f, made) => ({ warningId: made.id }),
    readBack: goneFrom((f) => `/api/warnings/${f.person.id}`, warningsOf),
  },
  ...statusChanges,
  {
    write: 'POST /api/TimeEntry',
    body: (f) => entry(f),
    readBack: {
      url: entriesOf,
      pick: (json) => elementWith(json, 'minutes', 30),
      holds: (f) => ({
        personId: f.person.id,
        dateOfWork: today,
        hours: 1,
        projectId: f.task.projectId,
        wbsId: f.task.wbsId,
        taskId: f.task.id,
        notes: holding('<strong>north</strong>'),
        isTangible: true,
        entryType: 'default',
      }),
    },
  },
  {
    write: 'PUT /api/TimeEntry/{timeEntryId}',
    setUp: logged,
    url: (_f, made) => `/api/TimeEntry/${made.id}`,
    body: (f) =>
      entry(f, {
        hours: 2,
        minutes: 15,
        isTangible: false,
        notes:
          '<p>Changed the plan for the roof beams after the inspection this morning, see https://example.org/plan</p>',
      }),
    readBack: {
      url: entriesOf,
      pick: (json, made) => elementWith(json, '_id', made.id),
      holds: () => ({
        hours: 2,
        minutes: 15,
        isTangible: false,
        notes: holding('Changed the plan'),
      }),
    },
  },
  {
    write: 'DELETE /api/TimeEntry/{timeEntryId}',
    setUp: logged,
    url: (_f, made) => `/api/TimeEntry/${made.id}`,
    readBack: goneFrom(entriesOf),
  },
];

describe("the original client's writes of people, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
