// The original client's writes of the organisation's settings, replayed as it sends them: roles and
// presets, info collections, mouseover text, the owner's message, the AI prompt, warning
// descriptions, the team map, job forms, summary recipients and e-mail subscriptions (test/replay.ts).
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  idOf,
  ownerAndPerson,
  replayWrites,
  startingWith,
  unique,
  type WriteCase,
  type OwnerAndPerson,
} from '../test/replay.js';

const t = await createTestApp();

type Fixtures = OwnerAndPerson;
let fixtures: Fixtures;

beforeAll(async () => {
  fixtures = await ownerAndPerson(t);
});

const role = async (f: Fixtures) => {
  const roleName = unique('role');
  const res = await t.call(f.owner, 'POST', '/api/roles', { roleName, permissions: ['seeBadges'] });
  return { id: idOf(res.json()), roleName };
};
const preset = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/rolePreset', {
    roleName: 'Volunteer',
    presetName: unique('preset'),
    permissions: ['seeBadges'],
  });
  return { id: idOf(res.json<{ newPreset: unknown }>().newPreset) };
};
const info = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/informations', {
    infoName: unique('info'),
    infoContent: '<p>Set up</p>',
    visibility: '0',
  });
  return { id: idOf(res.json()) };
};
/** The presets of a role: the list, or the list under `presets`. */
const presetsOf = (json: unknown) => (json as { presets?: unknown }).presets ?? json;
const warningDescriptions = (json: unknown) =>
  (json as { currentWarningDescriptions: unknown[] }).currentWarningDescriptions;
const warning = async (f: Fixtures) => {
  const warningTitle = unique('warning');
  const res = await t.call(f.owner, 'POST', '/api/currentWarnings', {
    newWarning: warningTitle,
    activeWarning: true,
    isPermanent: false,
  });
  return { id: idOf(elementWith(warningDescriptions(res.json()), 'warningTitle', warningTitle)) };
};
const mapped = (json: unknown) => (json as { mUsers: unknown[] }).mUsers;
const mapEntry = async (f: Fixtures) => {
  const firstName = unique('mapped');
  await t.call(f.owner, 'PUT', '/api/mapLocations', {
    firstName,
    lastName: 'Person',
    jobTitle: 'Gardener',
    location: { userProvided: 'Lima', coords: { lat: -12.05, lng: -77.04 }, country: 'Peru', city: 'Lima' },
  });
  const list: unknown = (await t.call(f.owner, 'GET', '/api/mapLocations')).json();
  return { id: idOf(elementWith(mapped(list), 'firstName', firstName)) };
};
// A question of the job form builder (spec 002: questionText, questionType, options, visible).
const question = (questionText: string) => ({
  questionText,
  questionType: 'textbox',
  options: [],
  visible: true,
});
const jobForm = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/jobforms', {
    title: unique('form'),
    description: 'Set up',
    questions: [question('Set up question')],
  });
  return { id: idOf(res.json()) };
};

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'POST /api/roles',
    body: () => ({ roleName: 'Replay Steward', permissions: ['seeBadges', 'getReports'] }),
    readBack: {
      url: () => '/api/roles',
      pick: (json) => elementWith(json, 'roleName', 'Replay Steward'),
      holds: () => ({ permissions: ['seeBadges', 'getReports'] }),
    },
  },
  {
    write: 'PATCH /api/roles/{roleId}',
    setUp: role,
    url: (_f, made) => `/api/roles/${made.id}`,
    body: (_f, made) => ({ roleName: made.roleName, permissions: ['getReports'] }),
    readBack: {
      url: () => '/api/roles',
      pick: (json, made) => elementWith(json, '_id', made.id),
      holds: () => ({ permissions: ['getReports'] }),
    },
  },
  {
    write: 'DELETE /api/roles/{roleId}',
    setUp: role,
    url: (_f, made) => `/api/roles/${made.id}`,
    readBack: goneFrom(() => '/api/roles'),
  },
  {
    write: 'POST /api/rolePreset',
    body: () => ({ roleName: 'Volunteer', presetName: 'Replay preset', permissions: ['seeBadges'] }),
    readBack: {
      url: () => '/api/rolePreset/Volunteer',
      pick: (json) => elementWith(presetsOf(json), 'presetName', 'Replay preset'),
      holds: () => ({ roleName: 'Volunteer', permissions: ['seeBadges'] }),
    },
  },
  {
    write: 'PUT /api/rolePreset/{presetId}',
    setUp: preset,
    url: (_f, made) => `/api/rolePreset/${made.id}`,
    body: () => ({ roleName: 'Volunteer', presetName: 'Replay renamed preset', permissions: ['getReports'] }),
    readBack: {
      url: () => '/api/rolePreset/Volunteer',
      pick: (json, made) => elementWith(presetsOf(json), '_id', made.id),
      holds: () => ({ presetName: 'Replay renamed preset', permissions: ['getReports'] }),
    },
  },
  {
    write: 'DELETE /api/rolePreset/{presetId}',
    setUp: preset,
    url: (_f, made) => `/api/rolePreset/${made.id}`,
    readBack: goneFrom(() => '/api/rolePreset/Volunteer', presetsOf),
  },
  {
    write: 'POST /api/informations',
    body: () => ({
      infoName: 'Replay Info',
      infoContent: '<p>How the <em>replay</em> works</p>',
      visibility: '1',
    }),
    readBack: {
      url: () => '/api/informations',
      pick: (json) => elementWith(json, 'infoName', 'Replay Info'),
      holds: () => ({ infoContent: '<p>How the <em>replay</em> works</p>', visibility: '1' }),
    },
  },
  {
    write: 'PUT /api/informations/{infoId}',
    setUp: info,
    url: (_f, made) => `/api/informations/${made.id}`,
    body: (_f, made) => ({
      _id: made.id,
      infoName: 'Replay Info Edited',
      infoContent: '<p>Edited</p>',
      visibility: '2',
    }),
    readBack: {
      url: () => '/api/informations',
      pick: (json, made) => elementWith(json, '_id', made.id),
      holds: () => ({ infoName: 'Replay Info Edited', infoContent: '<p>Edited</p>', visibility: '2' }),
    },
  },
  {
    write: 'DELETE /api/informations/{infoId}',
    setUp: info,
    url: (_f, made) => `/api/informations/${made.id}`,
    readBack: goneFrom(() => '/api/informations'),
  },
  {
    write: 'POST /api/mouseoverText',
    body: () => ({ newMouseoverText: 'Replay hours this week' }),
    readBack: {
      url: () => '/api/mouseoverText',
      pick: (json) => (json as unknown[])[0],
      holds: () => ({ mouseoverText: 'Replay hours this week' }),
    },
  },
  {
    write: 'PUT /api/mouseoverText/{mouseoverTextId}',
    setUp: async (f) => ({
      id: idOf(
        (await t.call(f.owner, 'GET', '/api/mouseoverText')).json<unknown[]>()[0] ??
          (await t.call(f.owner, 'POST', '/api/mouseoverText', { newMouseoverText: 'Set up' })).json(),
      ),
    }),
    url: (_f, made) => `/api/mouseoverText/${made.id}`,
    body: () => ({ newMouseoverText: 'Replay edited mouseover' }),
    readBack: {
      url: () => '/api/mouseoverText',
      pick: (json) => (json as unknown[])[0],
      holds: () => ({ mouseoverText: 'Replay edited mouseover' }),
    },
  },
  {
    write: 'PUT /api/ownerMessage',
    body: () => ({ newMessage: '<p>Replay: the garden opens on Sunday</p>', isStandard: false }),
    readBack: {
      url: () => '/api/ownerMessage',
      holds: () => ({ ownerMessage: { message: '<p>Replay: the garden opens on Sunday</p>' } }),
    },
  },
  {
    write: 'DELETE /api/ownerMessage',
    readBack: { url: () => '/api/ownerMessage', holds: () => ({ ownerMessage: { message: '' } }) },
  },
  {
    write: 'PUT /api/dashboard/aiPrompt',
    body: () => ({ aIPromptText: 'Replay: write the summary in the third person.' }),
    readBack: {
      url: () => '/api/dashboard/aiPrompt',
      holds: () => ({ aIPromptText: 'Replay: write the summary in the third person.' }),
    },
  },
  {
    write: 'PUT /api/dashboard/aiPrompt/copied/{userId}',
    url: (f) => `/api/dashboard/aiPrompt/copied/${f.owner.id}`,
    readBack: {
      url: (f) => `/api/dashboard/aiPrompt/copied/${f.owner.id}`,
      holds: () => ({ message: startingWith('20') }),
    },
  },
  {
    write: 'POST /api/currentWarnings',
    body: () => ({ newWarning: 'Replay Late Summaries', activeWarning: true, isPermanent: true }),
    readBack: {
      url: () => '/api/currentWarnings',
      pick: (json) => elementWith(warningDescriptions(json), 'warningTitle', 'Replay Late Summaries'),
      holds: () => ({ activeWarning: true, isPermanent: true }),
    },
  },
  {
    write: 'PUT /api/currentWarnings/{warningId}',
    setUp: warning,
    url: (_f, made) => `/api/currentWarnings/${made.id}`,
    readBack: {
      url: () => '/api/currentWarnings',
      pick: (json, made) => elementWith(warningDescriptions(json), '_id', made.id),
      holds: () => ({ activeWarning: false }),
    },
  },
  {
    write: 'PUT /api/currentWarnings/edit',
    setUp: warning,
    body: (_f, made) => ({
      editedWarning: {
        _id: made.id,
        warningTitle: 'Replay Edited Warning',
        activeWarning: true,
        isPermanent: true,
      },
    }),
    readBack: {
      url: () => '/api/currentWarnings',
      pick: (json, made) => elementWith(warningDescriptions(json), '_id', made.id),
      holds: () => ({ warningTitle: 'Replay Edited Warning', isPermanent: true }),
    },
  },
  {
    write: 'DELETE /api/currentWarnings/{warningId}',
    setUp: warning,
    url: (_f, made) => `/api/currentWarnings/${made.id}`,
    readBack: goneFrom(() => '/api/currentWarnings', warningDescriptions),
  },
  {
    write: 'PUT /api/mapLocations/',
    url: () => '/api/mapLocations',
    body: () => ({
      firstName: 'Replay',
      lastName: 'Mapped',
      jobTitle: 'Beekeeper',
      location: {
        userProvided: 'Nairobi',
        coords: { lat: -1.29, lng: 36.82 },
        country: 'Kenya',
        city: 'Nairobi',
      },
    }),
    readBack: {
      url: () => '/api/mapLocations',
      pick: (json) => elementWith(mapped(json), 'lastName', 'Mapped'),
      holds: () => ({
        firstName: 'Replay',
        jobTitle: 'Beekeeper',
        location: {
          userProvided: 'Nairobi',
          coords: { lat: -1.29, lng: 36.82 },
          country: 'Kenya',
          city: 'Nairobi',
        },
      }),
    },
  },
  {
    write: 'PATCH /api/mapLocations/',
    setUp: mapEntry,
    url: () => '/api/mapLocations',
    body: (_f, made) => ({
      _id: made.id,
      type: 'm_user',
      firstName: 'Replay',
      lastName: 'Moved',
      jobTitle: 'Weaver',
      location: {
        userProvided: 'Quito',
        coords: { lat: -0.18, lng: -78.47 },
        country: 'Ecuador',
        city: 'Quito',
      },
    }),
    readBack: {
      url: () => '/api/mapLocations',
      pick: (json, made) => elementWith(mapped(json), '_id', made.id),
      holds: () => ({
        lastName: 'Moved',
        jobTitle: 'Weaver',
        location: { city: 'Quito', country: 'Ecuador' },
      }),
    },
  },
  {
    write: 'DELETE /api/mapLocations/{id}',
    setUp: mapEntry,
    url: (_f, made) => `/api/mapLocations/${made.id}`,
    readBack: goneFrom(() => '/api/mapLocations', mapped),
  },
  {
    write: 'POST /api/jobforms',
    body: () => ({
      title: 'Replay volunteer form',
      description: 'Tell us about you',
      questions: [
        question('Your name'),
        { ...question('Your skills'), questionType: 'checkbox', options: ['Carpentry', 'Cooking'] },
      ],
    }),
    readBack: {
      // The builder's list holds each form whole; the applicant's read leaves out hidden questions.
      url: () => '/api/jobforms/all',
      pick: (json) => elementWith(json, 'title', 'Replay volunteer form'),
      holds: () => ({
        title: 'Replay volunteer form',
        description: 'Tell us about you',
        questions: [
          { questionText: 'Your name', questionType: 'textbox', visible: true },
          { questionText: 'Your skills', questionType: 'checkbox', options: ['Carpentry', 'Cooking'] },
        ],
      }),
    },
  },
  {
    write: 'PUT /api/jobforms',
    setUp: jobForm,
    url: () => '/api/jobforms',
    body: (_f, made) => ({
      formId: made.id,
      title: 'Replay renamed form',
      description: 'Changed',
      questions: [question('Changed question')],
    }),
    readBack: {
      url: (_f, made) => `/api/jobforms/${made.id}`,
      holds: () => ({
        title: 'Replay renamed form',
        description: 'Changed',
        questions: [{ questionText: 'Changed question' }],
      }),
    },
  },
  {
    write: 'PATCH /api/reports/recepients/{userid}',
    url: (f) => `/api/reports/recepients/${f.person.id}`,
    readBack: {
      url: () => '/api/reports/getrecepients',
      pick: (json) => ({ listed: (json as { _id: string }[]).some((r) => r._id === fixtures.person.id) }),
      holds: () => ({ listed: true }),
    },
  },
  {
    write: 'DELETE /api/reports/recepients/{userid}',
    setUp: async (f) => {
      await t.call(f.owner, 'PATCH', `/api/reports/recepients/${f.person.id}`);
      return {};
    },
    url: (f) => `/api/reports/recepients/${f.person.id}`,
    readBack: {
      url: () => '/api/reports/getrecepients',
      pick: (json) => ({ listed: (json as { _id: string }[]).some((r) => r._id === fixtures.person.id) }),
      holds: () => ({ listed: false }),
    },
  },
  {
    write: 'POST /api/update-email-subsriptions',
    as: (f) => f.person,
    body: (f) => ({ emailSubscriptions: false, email: f.person.email }),
    readBack: { url: (f) => `/api/userprofile/${f.person.id}`, holds: () => ({ emailSubscriptions: false }) },
  },
];

describe("the original client's writes of the organisation's settings, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
