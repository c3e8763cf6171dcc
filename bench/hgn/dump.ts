// The benchmark organisation as an HGN database would hold it, written as mongodump writes it (one
// `<collection>.bson` file each, documents one after another), for the `import-hgn` scenario. Every
// document is serialised and written as it is drawn, so millions of time entries are never held at
// once. A seeded generator and ObjectIds built from each document's number make a scale always yield
// the same dump.
import { PROJECT_CATEGORIES } from '@hgn/domain/projects';
import { ROLES } from '@hgn/domain/permissions';
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import bcrypt from 'bcryptjs';
import { ObjectId, serialize, type Document } from 'bson';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { datasetDir } from '../generate.js';
import {
  firstNames,
  lastNames,
  projectSubjects,
  taskObjects,
  taskVerbs,
  timeEntryNotes,
  wbsNames,
} from '../dataset/names.js';
import { parseScale, type Scale } from '../dataset/scale.js';

/** Bump when what the dump holds changes: a cached dump of another version is written again. */
export const DUMP_VERSION = 2;
/** The password of every generated person, as HGN's bcryptjs stores it (`$2a$`, a low cost: it is never checked here). */
export const DUMP_PASSWORD = 'Bench!2026';

/** Bytes gathered before a write to the file. */
const CHUNK_BYTES = 1024 * 1024;
/** How far back the entries reach. */
const DAYS_BACK = 730;

export type HgnDump = { folder: string; counts: Record<string, number>; seconds: number; reused: boolean };

export const hgnDumpDir = (scale: Scale) => path.join(datasetDir(scale), 'hgn-dump');
/** Beside the dump, not in it: the import would take a `.json` file in the folder for a collection. */
const markerFile = (scale: Scale) => `${hgnDumpDir(scale)}.json`;

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (share: number) => next() < share,
  };
}

const KINDS = [
  'roles',
  'projects',
  'userProfiles',
  'teams',
  'wbs',
  'tasks',
  'timeEntries',
  'members',
] as const;

/**
 * The ObjectId of document `n` of a kind: its creation second, then the kind and the number in the
 * seven bytes left (a membership's number passes 2^32 at ten times the organisation).
 */
function objectId(kind: (typeof KINDS)[number], n: number, at: Date): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(at.getTime() / 1000), 0);
  bytes.writeUInt8(KINDS.indexOf(kind), 4);
  bytes.writeUIntBE(Math.floor(n / 2 ** 32), 5, 3);
  bytes.writeUInt32BE(n % 2 ** 32, 8);
  return new ObjectId(bytes);
}

/** One collection's file, written a chunk at a time with the stream's back-pressure. */
function bsonFile(folder: string, collection: string) {
  const stream: WriteStream = createWriteStream(path.join(folder, `${collection}.bson`));
  let pending: Uint8Array[] = [];
  let bytes = 0;
  let count = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    bytes = 0;
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  return {
    async add(document: Document) {
      const encoded = serialize(document);
      pending.push(encoded);
      bytes += encoded.length;
      count += 1;
      if (bytes >= CHUNK_BYTES) await flush();
    },
    async close(): Promise<number> {
      await flush();
      stream.end();
      await once(stream, 'finish');
      await writeFile(path.join(folder, `${collection}.metadata.json`), '{"indexes":[]}');
      return count;
    },
  };
}

type Shape = { wbs: number; tasksPerWbs: number };

/** Every WBS has the same tree: four top-level tasks, then three children to each task, breadth first. */
const shapeOf = (scale: Scale): Shape => {
  const wbs = Math.round(scale.projects * 0.4);
  return { wbs, tasksPerWbs: Math.round(scale.tasks / wbs) };
};
const motherIndex = (k: number) => (k < 4 ? undefined : Math.floor((k - 4) / 3));

/** Writes the dump of `scale` into `folder` (emptied first); answers each collection's count. */
async function writeHgnDump(scale: Scale, folder: string, now: Date): Promise<Record<string, number>> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const counts: Record<string, number> = {};
  const today = pacificDate(now);
  const dayAt = (daysBack: number) => new Date(`${addPacificDays(today, -daysBack)}T18:00:00.000Z`);
  const start = dayAt(DAYS_BACK + 30);
  const rnd = random(20_26);

  const roles = bsonFile(folder, 'rolesMergedPermissions');
  for (const [n, roleName] of ROLES.entries())
    await roles.add({ _id: objectId('roles', n, start), roleName, permissions: ['postTimeEntry'] });
  counts.rolesMergedPermissions = await roles.close();

  const projects = bsonFile(folder, 'projects');
  const projectIds = Array.from({ length: scale.projects }, (_, n) => objectId('projects', n, start));
  const projectActive = (n: number) => n % 20 !== 19;
  for (let n = 0; n < scale.projects; n++) {
    const isActive = projectActive(n);
    await projects.add({
      _id: projectIds[n],
      projectName: `${projectSubjects[n % projectSubjects.length]} ${n + 1}`,
      category: PROJECT_CATEGORIES[n % PROJECT_CATEGORIES.length],
      isActive,
      isArchived: !isActive,
      createdDatetime: start,
    });
  }
  counts.projects = await projects.close();

  // HGN's bcryptjs 2.4 writes `$2a$` hashes; one shared by everyone, as the benchmark dataset does.
  const hash = bcrypt.hashSync(DUMP_PASSWORD, bcrypt.genSaltSync(4).replace('$2b$', '$2a$'));
  const people = bsonFile(folder, 'userProfiles');
  const teamsOf: number[][] = [];
  const projectsOf: number[][] = [];
  const startedDaysBack: number[] = [];
  const personIds: ObjectId[] = [];
  const teamIds = Array.from({ length: scale.teams }, (_, n) => objectId('teams', n, start));
  for (let n = 0; n < scale.users; n++) {
    const teams = [...new Set([rnd.below(scale.teams), rnd.below(scale.teams)])].slice(0, 1 + rnd.below(2));
    // Crowded into the first projects, as real organisations are.
    const mine = [
      ...new Set(
        Array.from({ length: 1 + rnd.below(4) }, () => Math.floor(rnd.next() ** 3 * scale.projects)),
      ),
    ];
    teamsOf.push(teams);
    projectsOf.push(mine);
    const daysBack = rnd.chance(0.6) ? DAYS_BACK + 30 : rnd.below(DAYS_BACK);
    startedDaysBack.push(daysBack);
    const created = dayAt(daysBack);
    personIds.push(objectId('userProfiles', n, created));
    await people.add({
      _id: personIds[n],
      firstName: firstNames[n % firstNames.length],
      lastName: `${lastNames[Math.floor(n / firstNames.length) % lastNames.length]} ${n}`,
      email: `hgn-person-${n}@example.org`,
      password: hash,
      role: n === 0 ? 'Owner' : n % 50 === 1 ? 'Manager' : n % 20 === 2 ? 'Core Team' : 'Volunteer',
      isActive: n % 10 !== 9,
      weeklycommittedHours: 5 + (n % 4) * 5,
      teams: teams.map((t) => teamIds[t]),
      projects: mine.map((p) => projectIds[p]),
      createdDate: created,
      startDate: created,
      lastModifiedDate: created,
    });
  }
  counts.userProfiles = await people.close();

  const teams = bsonFile(folder, 'teams');
  const membersOf: number[][] = Array.from({ length: scale.teams }, () => []);
  for (const [person, list] of teamsOf.entries()) for (const team of list) membersOf[team]!.push(person);
  for (let n = 0; n < scale.teams; n++)
    await teams.add({
      _id: teamIds[n],
      teamName: `Team ${n + 1}`,
      isActive: true,
      members: membersOf[n]!.map((person) => ({
        _id: objectId('members', n * scale.users + person, start),
        userId: personIds[person],
        addDateTime: dayAt(startedDaysBack[person]!),
        visible: true,
      })),
    });
  counts.teams = await teams.close();

  const shape = shapeOf(scale);
  const projectOfWbs: number[] = [];
  const wbsIds = Array.from({ length: shape.wbs }, (_, w) => objectId('wbs', w, start));
  const wbs = bsonFile(folder, 'wbs');
  for (let w = 0; w < shape.wbs; w++) {
    const project = Math.floor(rnd.next() ** 2 * scale.projects);
    projectOfWbs.push(project);
    await wbs.add({
      _id: wbsIds[w],
      wbsName: `${wbsNames[w % wbsNames.length]} ${w + 1}`,
      projectId: projectIds[project],
      isActive: true,
      createdDatetime: start,
    });
  }
  counts.wbs = await wbs.close();

  const taskId = (w: number, k: number) => objectId('tasks', w * shape.tasksPerWbs + k, start);
  const tasks = bsonFile(folder, 'tasks');
  for (let w = 0; w < shape.wbs; w++) {
    const nums: string[] = [];
    const ancestors: number[][] = [];
    const childCount: number[] = [];
    for (let k = 0; k < shape.tasksPerWbs; k++) {
      const mother = motherIndex(k);
      const position = mother === undefined ? k + 1 : (childCount[mother] = (childCount[mother] ?? 0) + 1);
      nums.push(mother === undefined ? `${position}` : `${nums[mother]}.${position}`);
      ancestors.push(mother === undefined ? [] : [...ancestors[mother]!, mother]);
      const [p1, p2, p3] = ancestors[k]!.map((a) => taskId(w, a));
      const crew = Array.from({ length: 1 + rnd.below(3) }, () => rnd.below(scale.users));
      await tasks.add({
        _id: taskId(w, k),
        taskName: `${rnd.pick(taskVerbs)} ${rnd.pick(taskObjects)}`,
        wbsId: wbsIds[w],
        num: nums[k],
        level: ancestors[k]!.length + 1,
        position,
        ...(mother !== undefined && {
          mother: taskId(w, mother),
          parentId1: p1,
          parentId2: p2,
          parentId3: p3,
        }),
        priority: rnd.pick(['Primary', 'Secondary', 'Tertiary']),
        isAssigned: true,
        status: rnd.pick(['Not Started', 'Started', 'Active', 'Complete']),
        hoursBest: 2,
        hoursWorst: 12,
        hoursMost: 6,
        estimatedHours: 6,
        hoursLogged: rnd.below(40),
        resources: [...new Set(crew)].map((person) => ({
          _id: objectId('members', (scale.teams + w * shape.tasksPerWbs + k) * scale.users + person, start),
          userID: personIds[person],
          name: `${firstNames[person % firstNames.length]}`,
          completedTask: rnd.chance(0.3),
          reviewStatus: 'Unsubmitted',
        })),
        isActive: true,
        createdDatetime: start,
        modifiedDatetime: start,
      });
    }
  }
  counts.tasks = await tasks.close();

  // Entries day by day from two years back to today, each by someone who had started by then: 85%
  // tangible, seven in ten of those on a task of the person's WBS, the rest on one of their projects.
  const entries = bsonFile(folder, 'timeEntries');
  const perDay = scale.timeEntries / (DAYS_BACK + 1);
  let n = 0;
  // Each person works in one or two WBS, crowded into the first ones like the projects.
  const crowdedWbs = () => Math.floor(rnd.next() ** 2 * shape.wbs);
  const wbsOfPerson = Array.from({ length: scale.users }, () =>
    [...new Set([crowdedWbs(), crowdedWbs()])].slice(0, 1 + rnd.below(2)),
  );
  for (let daysBack = DAYS_BACK; daysBack >= 0; daysBack--) {
    const dateOfWork = addPacificDays(today, -daysBack);
    const at = new Date(`${dateOfWork}T20:00:00.000Z`);
    const until = Math.round((DAYS_BACK + 1 - daysBack) * perDay);
    for (; n < until; n++) {
      let person = rnd.below(scale.users);
      while (startedDaysBack[person]! < daysBack) person = rnd.below(scale.users);
      const isTangible = rnd.chance(0.85);
      const place: Document = {};
      let project: number;
      if (isTangible && rnd.chance(0.7)) {
        const w = rnd.pick(wbsOfPerson[person]!);
        const task = taskId(w, 4 + rnd.below(shape.tasksPerWbs - 4));
        project = projectOfWbs[w]!;
        // One in fifty is an old row: the task's id where the project belongs (hgn-data §2.6.3).
        if (rnd.chance(0.02)) place.projectId = task;
        else Object.assign(place, { projectId: projectIds[project], wbsId: wbsIds[w], taskId: task });
      } else {
        const mine = projectsOf[person]!;
        project = mine.length > 0 ? rnd.pick(mine) : rnd.below(scale.projects);
        place.projectId = projectIds[project];
      }
      await entries.add({
        _id: objectId('timeEntries', n, at),
        personId: personIds[person],
        dateOfWork,
        totalSeconds: 900 * (1 + rnd.below(16)),
        isTangible,
        notes: `<p>${rnd.pick(timeEntryNotes)} <a href="https://example.org/work/${n}">link</a></p>`,
        ...place,
        // Rows older than the entry types have none (hgn-data §2.6.1, Q5).
        ...(daysBack < 500 && { entryType: 'default' }),
        isActive: projectActive(project),
        createdDateTime: at,
        lastModifiedDateTime: at,
      });
    }
  }
  counts.timeEntries = await entries.close();
  return counts;
}

type Marker = {
  dumpVersion: number;
  scale: string;
  counts: Record<string, number>;
  seconds: number;
  writtenAt: string;
};

/** The dump of `scale`, written unless a complete one of this version is cached. */
export async function generateHgnDump(scale: Scale, options: { force?: boolean } = {}): Promise<HgnDump> {
  const folder = hgnDumpDir(scale);
  const marker = await readFile(markerFile(scale), 'utf8')
    .then((text) => JSON.parse(text) as Marker)
    .catch(() => undefined);
  if (!options.force && marker?.dumpVersion === DUMP_VERSION)
    return { folder, counts: marker.counts, seconds: marker.seconds, reused: true };
  console.log(`Writing the ${scale.name} HGN dump in ${folder}`);
  const started = performance.now();
  const counts = await writeHgnDump(scale, folder, new Date());
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  // Written last: a folder without it is an interrupted run, written again next time.
  const written: Marker = {
    dumpVersion: DUMP_VERSION,
    scale: scale.name,
    counts,
    seconds,
    writtenAt: new Date().toISOString(),
  };
  await writeFile(markerFile(scale), `${JSON.stringify(written, null, 2)}\n`);
  return { folder, counts, seconds, reused: false };
}

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const dump = await generateHgnDump(parseScale(values.scale), { force: values.force });
  console.log(
    `${dump.folder}: ${JSON.stringify(dump.counts)} (${dump.reused ? 'cached, ' : ''}written in ${dump.seconds} s)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
