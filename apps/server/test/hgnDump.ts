// A small HGN database, written as mongodump or mongoexport would write it, with the quirks the
// importer meets in real dumps (hgn-data §5): mixed-case e-mails, numbers and dates stored as text,
// a task id where a time entry's project belongs, orphans, duplicate names, a building-module row in
// `projects`, a plain-text temporary password, weekly summaries with markup to sanitise, empty or
// sharing a week, a committed-hours history with hours written as text, blue squares in three
// arrays with copies under the same id and dates in three formats, and warnings of colours this
// product has no warning of, badges whose names collide and awards of one badge twice, time off
// with a wrong ending date, the same reason or e-mail copy twice, and texts with markup to sanitise
// or a name twice, and Quick Setup Codes naming their project and team by ids written as text.
import { addPacificDays, endOfWeek, pacificDate, startOfWeek } from '@hgn/domain/time';
import bcrypt from 'bcryptjs';
import { EJSON, ObjectId, serialize, type Document } from 'bson';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db.js';
import type { Progress } from '../src/hgnImport/report.js';
import { buildingCollections } from './hgnDumpBuilding.js';
import { runImport } from '../src/hgnImport/runImport.js';
import { miscCollections } from './hgnDumpMisc.js';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { jobCollections } from './hgnDumpJobs.js';

export const OLD_PASSWORD = 'Old!pass1';

const oid = () => new ObjectId();

export type DumpFormat = 'bson' | 'bson.gz' | 'json-lines' | 'json-array';

/** The documents of the sample organisation, by collection, and the ids the tests look for. */
export function sampleOrganisation() {
  // HGN's bcryptjs 2.4 writes `$2a$` hashes (cost 10; 4 here, to be quick).
  const hash = bcrypt.hashSync(OLD_PASSWORD, bcrypt.genSaltSync(4).replace('$2b$', '$2a$'));
  // A summary's due date: the end of the Pacific week `weeksAgo` weeks before this one.
  const due = (weeksAgo: number) => endOfWeek(new Date(), -weeksAgo);
  const daysAgo = (days: number) => addPacificDays(pacificDate(new Date()), -days);
  const ids = {
    food: oid(),
    archived: oid(),
    bmProject: oid(),
    oddCategory: oid(),
    wbs: oid(),
    task: oid(),
    subtask: oid(),
    owner: oid(),
    volunteer: oid(),
    sameEmail: oid(),
    square: oid(),
    firstHour: oid(),
    popup: oid(),
    sameBadge: oid(),
    plainPassword: oid(),
    gone: oid(),
    teamOne: oid(),
    teamTwo: oid(),
    goneTeam: oid(),
  };
  const collections: Record<string, Document[]> = {
    ...buildingCollections(ids),
    rolesMergedPermissions: [
      {
        _id: oid(),
        roleName: 'Owner',
        permissions: [
          'postTimeEntry',
          'putUserProfile',
          'seeBadges',
          'updateTask',
          'putRole',
          'anOldPermission',
        ],
      },
      { _id: oid(), roleName: 'Volunteer', permissions: ['postTimeEntry'] },
      { _id: oid(), roleName: 'Trainee', permissions: ['postTimeEntry'] },
    ],
    currentWarnings: [
      { _id: oid(), warningTitle: 'Log Time to Tasks', activeWarning: true, isPermanent: true, order: 1 },
      { _id: oid(), warningTitle: 'log time to tasks ', activeWarning: true, isPermanent: false },
      { _id: oid(), warningTitle: 'Be on time', activeWarning: false, isPermanent: false, order: '2' },
    ],
    rolePermissionPresets: [{ _id: oid(), roleName: 'Trainee', presetName: 'Starter', permissions: [] }],
    projects: [
      { _id: ids.food, projectName: 'Food Garden', category: 'Food', isActive: true },
      {
        _id: ids.archived,
        projectName: 'Old Kitchen',
        category: 'Housing',
        isActive: false,
        isArchived: true,
      },
      { _id: ids.bmProject, name: 'Site 7', status: 'active' },
      { _id: ids.oddCategory, projectName: 'food garden', category: 'Misc' },
    ],
    wbs: [
      { _id: ids.wbs, wbsName: 'Beds', projectId: ids.food },
      { _id: oid(), wbsName: 'Lost', projectId: oid() },
    ],
    tasks: [
      {
        _id: ids.subtask,
        taskName: 'Dig the north bed',
        wbsId: ids.wbs,
        num: '1.1',
        level: 2,
        mother: ids.task,
        parentId1: ids.task,
        position: '2',
        resources: [
          {
            _id: oid(),
            userID: ids.owner,
            name: 'Olive Owner',
            completedTask: false,
            reviewStatus: 'Submitted',
          },
          { _id: oid(), userID: ids.gone, name: 'Gone Person' },
        ],
      },
      { _id: ids.task, taskName: 'Dig', wbsId: ids.wbs, num: '1', level: 1, hoursLogged: 99 },
      { _id: oid(), taskName: 'Orphan', wbsId: ids.wbs, num: '2.1', level: 2, mother: oid() },
    ],
    badges: [
      { _id: ids.firstHour, badgeName: 'First hour', type: 'Custom', ranking: '3' },
      { _id: ids.sameBadge, badgeName: 'first hour', type: 'Weird', category: 'Food', project: ids.food },
      { _id: oid(), badgeName: '100 hours', totalHrs: 100 },
    ],
    timeOffRequests: [
      {
        _id: oid(),
        requestFor: ids.volunteer,
        reason: 'Family visit',
        reasonType: 'vacationTime',
        startingDate: startOfWeek(new Date(), 1),
        duration: 2,
        endingDate: startOfWeek(new Date(), 5),
        createdAt: new Date('2026-11-01T18:00:00Z'),
      },
      {
        _id: oid(),
        requestFor: ids.gone,
        reason: 'Gone',
        startingDate: startOfWeek(new Date(), 1),
        duration: 1,
      },
      {
        _id: oid(),
        requestFor: ids.owner,
        reason: 'None',
        startingDate: startOfWeek(new Date(), 1),
        duration: '0',
      },
    ],
    reasons: [
      {
        _id: oid(),
        userId: ids.volunteer,
        date: startOfWeek(new Date(), 2),
        reason: 'Travelling',
        isSet: true,
      },
      { _id: oid(), userId: ids.volunteer, date: startOfWeek(new Date(), 2), reason: 'Twice', isSet: true },
      { _id: oid(), userId: ids.gone, date: startOfWeek(new Date(), 2), reason: 'Gone', isSet: true },
    ],
    BlueSquareEmailAssignments: [
      { _id: oid(), email: 'OLIVE.Owner@example.org', assignedTo: ids.owner },
      { _id: oid(), email: 'olive.owner@example.org', assignedTo: ids.owner },
      { _id: oid(), email: 'gone@example.org', assignedTo: ids.gone },
    ],
    informations: [
      {
        _id: oid(),
        infoName: 'dashboardInfo',
        infoContent: '<p>Read me<script>alert(1)</script></p>',
        visibility: '1',
      },
      { _id: oid(), infoName: 'DashboardInfo', infoContent: '<p>Twice</p>' },
      { _id: oid(), infoName: 'teamInfo', infoContent: '<p>Teams</p>', visibility: '9' },
    ],
    popupEditor: [
      { _id: ids.popup, popupName: 'Welcome', popupContent: '<p>Hello<img src="x" onerror="alert(1)"></p>' },
    ],
    popupEditorBackup: [
      {
        _id: ObjectId.createFromTime(1_700_000_100),
        popupId: ids.popup,
        popupName: 'Welcome',
        popupContent: '<p>Newer</p>',
      },
      {
        _id: ObjectId.createFromTime(1_700_000_000),
        popupId: ids.popup,
        popupName: 'Welcome',
        popupContent: '<p>Old</p>',
      },
      { _id: oid(), popupId: oid(), popupName: 'Gone', popupContent: '<p>Gone</p>' },
    ],
    mouseoverText: [
      { _id: ObjectId.createFromTime(1_700_000_000), mouseoverText: 'Old text' },
      { _id: ObjectId.createFromTime(1_700_000_100), mouseoverText: 'Total hours this week' },
    ],
    titles: [
      {
        _id: oid(),
        titleName: 'Gardener',
        titleCode: 'GRD',
        teamCode: 'A-BCDE',
        projectAssigned: { projectName: 'Food Garden', _id: ids.food.toHexString() },
        teamAssiged: { teamName: 'Team One', _id: ids.teamOne.toHexString() },
        mediaFolder: 'https://example.org/media',
        shortName: 'G',
        order: '2',
      },
      {
        _id: oid(),
        titleName: 'Cook',
        titleCode: 'COOK',
        projectAssigned: { projectName: 'Gone', _id: oid().toHexString() },
        teamAssiged: { teamName: '', _id: '' },
      },
      { _id: oid(), titleName: 'Baker', titleCode: 'grd' },
    ],
    ownerMessage: [
      { _id: oid(), message: 'data:image/png;base64,iVBORw0KGgo=', standardMessage: 'Welcome to the garden' },
      { _id: oid(), message: 'A second one', standardMessage: '' },
    ],
    ...jobCollections(ids),
    ...miscCollections(ids),
    userProfiles: [
      {
        _id: ids.owner,
        firstName: 'Olive',
        lastName: 'Owner',
        email: 'Olive.Owner@Example.org',
        password: hash,
        resetPwd: 'e0c5b7a2-TEMP',
        role: 'Owner',
        isActive: true,
        teams: [ids.teamOne],
        projects: [ids.food],
        projectHistory: [ids.food],
        createdDate: new Date('2024-01-05T18:00:00Z'),
        startDate: new Date('2024-01-08T18:00:00Z'),
        jobTitle: ['Gardener'],
        totalTangibleHrs: 999,
        weeklySummaries: [
          {
            _id: oid(),
            dueDate: due(0),
            summary: '<p>Planted the beans<script>alert(1)</script></p>',
            uploadDate: new Date(),
          },
        ],
      },
      {
        _id: ids.volunteer,
        firstName: 'Val',
        lastName: 'Volunteer',
        email: 'val@example.org',
        password: hash,
        role: 'Trainee',
        weeklycommittedHours: '12',
        teamCode: 'A-BCDE',
        teams: [ids.teamOne, ids.goneTeam],
        projects: [ids.food, ids.archived],
        projectHistory: [ids.food],
        createdDate: '2024-02-01T10:00:00.000Z',
        filterColor: ['purple,green'],
        bio: 'Grows\u0000 beans',
        weeklySummaries: [
          { _id: oid(), dueDate: due(0), summary: '' },
          { _id: oid(), dueDate: due(1), summary: '<p>Weeded <b>the</b> beds</p>', uploadDate: '2026-11-20' },
          { _id: oid(), dueDate: due(1), summary: '<p>A second go at last week</p>' },
          { _id: oid(), dueDate: due(2), summary: '<img src="https://example.org/a.png">' },
          { _id: oid(), dueDate: 'someday', summary: '<p>Lost</p>' },
        ],
        weeklycommittedHoursHistory: [
          { _id: oid(), hours: 10, dateChanged: new Date('2024-02-01T10:00:00Z') },
          { _id: oid(), hours: '12', dateChanged: '2024-06-01' },
          { _id: oid(), hours: 'many', dateChanged: new Date('2024-07-01T10:00:00Z') },
        ],
        infringements: [
          {
            _id: ids.square,
            date: daysAgo(7),
            description: 'Logged 2 of 12 hours',
            reasons: ['time not met'],
          },
          {
            _id: oid(),
            date: `${daysAgo(3)}T18:00:00.000Z`,
            description: 'No summary',
            reason: 'missingSummary',
            manuallyAssigned: true,
            manuallyAssignedBy: { firstName: 'Olive', lastName: 'Owner', userId: ids.owner },
          },
          {
            _id: oid(),
            date: 'Sun Jul 07 2024 10:00:00 GMT-0700',
            description: 'Edited time entries 5 times',
          },
        ],
        oldInfringements: [
          { _id: ids.square, date: daysAgo(7), description: 'Logged 2 of 12 hours' },
          { _id: oid(), date: '2023-05-07', description: 'An old one' },
        ],
        badgeCount: 4,
        badgeCollection: [
          {
            _id: oid(),
            badge: ids.firstHour,
            count: 2,
            earnedDate: ['Mar-04-25', '2023-Mar-05'],
            featured: true,
            lastModified: new Date('2025-03-04T12:00:00Z'),
          },
          {
            _id: oid(),
            badge: ids.firstHour,
            count: '1',
            earnedDate: [new Date('2025-06-01T19:00:00Z')],
            lastModified: new Date('2025-06-01T19:00:00Z'),
          },
          { _id: oid(), badge: oid(), count: 1, earnedDate: ['Jan-01-25'] },
          { _id: oid(), badge: ids.sameBadge, count: 0, earnedDate: [], hasBadgeDeletionImpact: true },
        ],
        infringments: [{ _id: oid(), date: 'last week', description: 'Unreadable' }],
        warnings: [
          { _id: oid(), description: 'Log Time to Tasks', color: 'yellow', date: daysAgo(10), iconId: 'a1' },
          { _id: oid(), description: 'log time to tasks', color: 'red', date: `${daysAgo(5)}T17:00:00.000Z` },
          { _id: oid(), description: 'Gone tracker', color: 'red', date: daysAgo(5), iconId: 'a3' },
          { _id: oid(), description: 'Be on time', color: 'white', date: daysAgo(5), iconId: 'a4' },
        ],
      },
      {
        _id: ids.sameEmail,
        firstName: 'Val',
        lastName: 'Again',
        email: 'VAL@example.org',
        password: hash,
        role: 'Volunteer',
        weeklySummaries: [{ _id: oid(), dueDate: due(0), summary: '<p>Not carried</p>' }],
      },
      {
        _id: ids.plainPassword,
        firstName: 'Pat',
        lastName: 'Plain',
        email: 'pat@example.org',
        password: 'not-a-hash',
        role: 'Manager',
        isActive: false,
        inactiveReason: 'Separated',
      },
    ],
    teams: [
      {
        _id: ids.teamOne,
        teamName: 'Team One',
        isActive: true,
        members: [
          { _id: oid(), userId: ids.owner, addDateTime: new Date('2024-03-01T00:00:00Z'), visible: false },
          { _id: oid(), userId: ids.gone, addDateTime: new Date('2024-03-01T00:00:00Z') },
        ],
      },
      {
        _id: ids.teamTwo,
        teamName: 'team one',
        isActive: true,
        members: [{ _id: oid(), userId: ids.volunteer }],
      },
    ],
    timeEntries: [
      entry({
        personId: ids.owner,
        projectId: ids.food,
        dateOfWork: '2026-11-02',
        totalSeconds: 3600,
        isTangible: true,
        notes: '<p>Weeded<script>alert(1)</script> the <img src=x onerror="alert(2)">beds</p>',
      }),
      entry({
        personId: ids.volunteer,
        projectId: ids.task,
        dateOfWork: '2026-11-03',
        totalSeconds: 1800,
        isTangible: true,
        notes: 'Seeds & soil',
      }),
      entry({
        personId: ids.volunteer,
        projectId: ids.food,
        dateOfWork: 'Nov-04-26',
        totalSeconds: '5400',
        isTangible: true,
      }),
      entry({
        personId: ids.volunteer,
        projectId: ids.archived,
        dateOfWork: '2026-11-05',
        totalSeconds: 900,
        isTangible: true,
        isActive: true,
      }),
      entry({
        personId: ids.volunteer,
        projectId: oid(),
        dateOfWork: '2026-11-05',
        totalSeconds: 300,
        isTangible: false,
      }),
      entry({
        personId: ids.gone,
        projectId: ids.food,
        dateOfWork: '2026-11-05',
        totalSeconds: 7200,
        isTangible: true,
      }),
      entry({
        personId: ids.owner,
        projectId: ids.food,
        dateOfWork: 'someday',
        totalSeconds: 60,
        isTangible: true,
      }),
      entry({ personId: ids.owner, projectId: ids.food, dateOfWork: '2026-11-06', totalSeconds: 1e12 }),
      entry({
        personId: ids.owner,
        projectId: ids.food,
        wbsId: ids.wbs,
        taskId: ids.subtask,
        dateOfWork: '2026-11-06',
        totalSeconds: 900,
        isTangible: true,
      }),
    ],
  };
  return { ids, collections };
}

function entry(fields: Document): Document {
  return { _id: oid(), notes: '<p>Worked on <a href="https://example.org">the beds</a></p>', ...fields };
}

/** Writes the collections into a new temporary folder (in a database folder `hgnrest` for mongodump). */
export async function writeDump(
  collections: Record<string, Document[]>,
  format: DumpFormat,
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hgn-dump-'));
  const folder = format.startsWith('bson') ? path.join(root, 'hgnrest') : root;
  await mkdir(folder, { recursive: true });
  for (const [name, documents] of Object.entries(collections)) {
    if (format === 'bson' || format === 'bson.gz') {
      const bytes = Buffer.concat(documents.map((document) => serialize(document)));
      await writeFile(path.join(folder, `${name}.${format}`), format === 'bson' ? bytes : gzipSync(bytes));
      await writeFile(path.join(folder, `${name}.metadata.json`), '{"indexes":[]}');
    } else if (format === 'json-lines') {
      const lines = documents.map((document) => EJSON.stringify(document, { relaxed: false }));
      await writeFile(path.join(folder, `${name}.json`), `${lines.join('\n')}\n`);
    } else {
      const items = documents.map((document) => EJSON.stringify(document, undefined, 2, { relaxed: true }));
      await writeFile(path.join(folder, `${name}.json`), `[${items.join(',\n')}]`);
    }
  }
  return root;
}

/** Signs in to `app` as an imported person with the dump's password; GETs a path as that person. */
export async function signedInReader(app: FastifyInstance, email: string) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: OLD_PASSWORD },
  });
  const { token } = signIn.json<{ token: string }>();
  return async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: token } })).json<T>();
}

/** Progress that shows nothing. */
export const quiet: Progress = {
  reading: () => ({ tick: () => undefined, done: () => undefined }),
  step: () => undefined,
};

/** Imports a new sample organisation, written in `format`, into `db`; answers the report's text. */
export async function importSample(db: Db, format: DumpFormat): Promise<string> {
  const folder = await writeDump(sampleOrganisation().collections, format);
  const report = await runImport(db, { folder, yes: false, dryRun: false, now: new Date() }, quiet);
  return report.lines().join('\n');
}
