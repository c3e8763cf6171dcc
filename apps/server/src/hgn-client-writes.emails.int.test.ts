// The original client's writes that only send e-mail, replayed as it sends them: a suggestion, a bug
// report, an announcement to addresses or to every subscriber, and the public weekly-update
// subscription. Each is read back from the outbox: the e-mail queued, with what was sent; and the
// suggestion form's options, read back as stored (test/replay.ts).
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  holding,
  ownerAndPerson,
  replayWrites,
  type OwnerAndPerson,
  type WriteCase,
} from '../test/replay.js';

const t = await createTestApp();
const inbox = t.config.organisationInbox;

let fixtures: OwnerAndPerson;

beforeAll(async () => {
  fixtures = await ownerAndPerson(t);
});

const cases: WriteCase<OwnerAndPerson>[] = [
  {
    write: 'POST /api/dashboard/makesuggestion/{userId}',
    as: (f) => f.person,
    url: (f) => `/api/dashboard/makesuggestion/${f.person.id}`,
    // The suggestion form's body (SuggestionModal.jsx): its category key, feedback answer and names.
    body: (f) => ({
      suggestioncate: 'Other',
      suggestion: 'Replay: label the seed drawers',
      confirm: 'true',
      firstName: 'Replay',
      lastName: 'Person',
      email: f.person.email,
    }),
    sent: {
      subject: () => 'Suggestion: Other',
      holds: (f) => ({
        to: [inbox],
        replyTo: f.person.email,
        text: holding('Suggestion: Replay: label the seed drawers'),
      }),
    },
  },
  {
    write: 'POST /api/dashboard/suggestionoption/{userId}',
    url: (f) => `/api/dashboard/suggestionoption/${f.owner.id}`,
    // The suggestion options editor's body: one extra field added.
    body: () => ({ action: 'add', newField: 'Replay team affected', field: true }),
    readBack: {
      url: (f) => `/api/dashboard/suggestionoption/${f.owner.id}`,
      holds: () => ({ field: ['Replay team affected'] }),
    },
  },
  {
    write: 'POST /api/dashboard/bugreport/{userId}',
    as: (f) => f.person,
    url: (f) => `/api/dashboard/bugreport/${f.person.id}`,
    // The bug report form's body (BugReportForm.jsx).
    body: (f) => ({
      firstName: 'Replay',
      lastName: 'Person',
      title: 'Replay timer resets',
      environment: 'Chromium 131 on Debian',
      reproduction: 'Start the timer, reload the page',
      expected: 'The timer keeps running',
      actual: 'It shows 15:00 again',
      visual: 'https://example.org/shot.png',
      severity: '2. Medium',
      email: f.person.email,
    }),
    sent: {
      subject: () => 'Bug report (2. Medium): Replay timer resets',
      holds: () => ({ to: [inbox], text: holding('Steps to reproduce: Start the timer, reload the page') }),
    },
  },
  {
    write: 'POST /api/send-emails',
    // The announcements page's body (Announcements.jsx): the addresses as one comma list.
    body: () => ({
      to: 'replay.ana@example.org, replay.ben@example.org',
      subject: 'Replay garden day',
      html: '<p>Come <b>along</b></p>',
    }),
    sent: {
      subject: () => 'Replay garden day',
      holds: () => ({ to: ['replay.ben@example.org'], html: '<p>Come <b>along</b></p>' }),
    },
  },
  {
    write: 'POST /api/broadcast-emails',
    // A person who takes the weekly update.
    setUp: async () => ({ email: (await t.createUser({ emailSubscriptions: true })).email }),
    body: () => ({ subject: 'Replay weekly update', html: '<p>News of the week</p>' }),
    sent: {
      subject: () => 'Replay weekly update',
      holds: (_f, made) => ({ to: [made.email!.toLowerCase()], html: holding('<p>News of the week</p>') }),
    },
  },
  {
    write: 'POST /api/add-non-hgn-email-subscription',
    body: () => ({ email: 'replay.reader@example.org' }),
    sent: {
      subject: () => 'Confirm your One Community weekly update subscription',
      holds: () => ({ to: ['replay.reader@example.org'], text: holding('/email-subscribe?token=') }),
    },
  },
];

describe("the original client's e-mail-only writes, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
