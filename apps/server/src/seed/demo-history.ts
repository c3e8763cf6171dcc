// The demo organisation's recent past: the time its people logged in the last eight Pacific weeks and
// this week up to yesterday, what those who volunteer on today's weekday did this morning, and the
// weekly summaries they wrote. Fixed tables and a sequence seeded
// by person and week, so the same day always gives the same history. Nothing here touches a database.
import { addPacificDays, pacificDate, startOfPacificDay, weekRange } from '@hgn/domain/time';
import { datedDemoRecords, demoProjects } from './demo-organisation.js';
import { demoPeople } from './demo-people.js';

/** The weeks of the history, counted from this one: eight weeks ago to this week. */
export const DEMO_HISTORY_WEEKS = [-8, -7, -6, -5, -4, -3, -2, -1, 0] as const;

/** Time on tasks is logged in the last four whole weeks. */
const TASK_WEEKS_FROM = -4;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// One person a line: the e-mail's name | the days of the week they volunteer | intangible hours a week |
// tangible hours of each week from eight weeks ago to last week ("-": away on time off) | tangible hours
// planned for this week, of which the days before today are logged, and this morning half of a day's
// share by those who volunteer on today's weekday. Hours are in half hours.
// Fatima, Søren, Łukasz and José have logged nothing yet this week: the browser tests count their
// week's hours (and José's empty past days) from their own entries.
const RHYTHM_TABLE = `
  owner             | Mon Tue Wed Thu Fri     | 1   | 21 19 22 20 18.5 20 23 20    | 20
  admin             | Mon Tue Wed Thu Fri     | 1   | 15 16 15.5 17 15 15 18 16    | 15
  manager           | Mon Tue Wed Thu Fri     | 1.5 | 16 15 17 15.5 16 15 15 17    | 15
  mentor            | Tue Thu Sat             | 0.5 | 6 5 5.5 7 5 6 5 5.5          | 5
  coreteam          | Mon Tue Wed Thu Fri Sat | 1   | 22 20 21 20.5 24 20 22 21    | 20
  volunteer         | Tue Wed Thu Sat         | 0.5 | 10.5 11 12 10 10 10 11 12    | 11
  jose.garcia       | Mon Tue Wed Thu         | 0.5 | 10 12 - - 11 10 10.5 11      | 0
  zoe.vanderberg    | Wed Sat Sun             | 0   | 8 9 8.5 8 5 8 9 8.5          | 6
  lukasz.kowalski   | Mon Wed Fri             | 0.5 | 10 11 10 4 10.5 10 12 10     | 0
  soren.christensen | Mon Tue Thu Sat         | 1   | 12 13 12.5 14 12 12 13 12.5  | 0
  ngozi.okafor      | Sun Tue Thu Sat         | 0.5 | 11 10 12 10.5 10 13 11 10    | 8
  thao.nguyen       | Mon Tue Wed Thu Fri     | 0   | 10 10.5 11 10 12 10 10 11    | 12
  chloe.dubois      | Wed Sat Sun             | 0.5 | 8 8.5 9 8 8 - 8.5 9          | 8
  bjorn.akesson     | Mon Wed Thu Sat         | 1   | 12 11 12.5 10 11 12 10.5 13  | 13
  aroha.ngata       | Mon Tue Wed             | 0.5 | 6 6.5 7 6 6 6.5 7 6          | -
  priya.raghunathan | Mon Tue Wed Thu Fri Sat | 1   | 15 16 15 17 15.5 15 16 18    | 16
  mateus.conceicao  | Tue Thu Sat Sun         | 0.5 | 10 11 10 10.5 10 12 10 10    | 7
  yuki.tanaka       | Sat Sun                 | 0   | 5 5.5 5 6 5 5 5.5 6          | 5
  fatima.elidrissi  | Mon Tue Wed Thu         | 0.5 | 10 10.5 11 10 12 10 10 10.5  | 0
  siobhan.oconnor   | Mon Tue Thu Fri         | 1   | 12 13 12 12.5 14 12 12 13    | 12
  ahmet.yilmaz      | Sun Mon Wed Fri         | 0.5 | 10 10 11 10.5 10 10 12 10    | 6
  kwame.mensah      | Mon Tue Wed Fri Sat     | 0.5 | 11 10 10 12 10.5 10 11 10    | 10
  ana.ferreira      | Tue Thu Sat             | 0.5 | 8 8.5 8 9 8 8 9.5 8          | 9
  diego.hernandez   | Mon Tue Wed Thu Fri     | 0.5 | 10 10.5 10 10 11 10 10 10.5  | 10
  meiling.chen      | Mon Wed Fri Sun         | 0.5 | 10 11 10.5 10 10 12 10 10    | 10
  anika.muller      | Tue Wed Thu             | 1   | 10 10 11 10 10.5 10 10 12    | 9
  hana.novakova     | Sat Sun                 | 0   | 6 6.5 6 7 6 6 6.5 6          | 4
`;

/** How a person's weeks go: the days they volunteer and their hours week by week. */
export type DemoRhythm = {
  email: string;
  /** Days of the week, 0 for Sunday. */
  days: readonly number[];
  intangibleHours: number;
  /** Tangible hours of each week of DEMO_HISTORY_WEEKS, this week's in full; null when away. */
  tangibleHours: ReadonlyArray<number | null>;
};

const hoursOf = (text: string): number | null => (text === '-' ? null : Number(text));

function parseRhythm(line: string): DemoRhythm {
  const [name, days, intangible, past, thisWeek] = line.split('|').map((cell) => cell.trim());
  if (!name || !days || !intangible || !past || !thisWeek) throw new Error(`a short demo rhythm: ${line}`);
  return {
    email: `${name}@example.org`,
    days: days.split(/\s+/).map((day) => WEEKDAYS.indexOf(day)),
    intangibleHours: Number(intangible),
    tangibleHours: [...past.split(/\s+/), thisWeek].map(hoursOf),
  };
}

export const demoRhythms: readonly DemoRhythm[] = RHYTHM_TABLE.trim().split('\n').map(parseRhythm);

/** Summaries a person did not write (a blue square says so) or wrote late, by weeks ago. */
const summaryExceptions: ReadonlyArray<{ email: string; weeksAgo: number; kind: 'missed' | 'late' }> = [
  { email: 'volunteer@example.org', weeksAgo: 2, kind: 'missed' },
  { email: 'anika.muller@example.org', weeksAgo: 7, kind: 'missed' },
  { email: 'diego.hernandez@example.org', weeksAgo: 3, kind: 'late' },
];

/** Mateus and Mei-Ling write their first summaries in the browser tests. */
const writesNoSummaries = new Set(['mateus.conceicao@example.org', 'meiling.chen@example.org']);

/** Priya's time of today is the time log browser test's own: it counts her day's total. */
const logsNothingToday = new Set(['priya.raghunathan@example.org']);

/** This week's summary is written by those who have logged this share of their commitment. */
const THIS_WEEK_SUMMARY_SHARE = 0.6;

/** What each project's people did, as phrases that follow "I". */
const workDone: Readonly<Record<string, readonly string[]>> = {
  'Duplicable City Center': [
    'walked the north plot and updated the site plan with the new setbacks',
    'compared three earthbag suppliers and wrote down their prices and lead times',
    'drew the drainage layout for the first cluster of homes in the village',
    'checked the roof beam load tables against the latest set of drawings',
    'wrote up the walk-through with future residents and the changes we agreed',
  ],
  'Sustainable Food Kitchen': [
    'tested two dehydrator tray layouts and recorded the drying time of each',
    'planned next month’s menu around what the garden beds will harvest',
    'wrote the food safety checklist for the volunteers who cook in the kitchen',
    'costed the pantry staples for the next quarter in the shared budget sheet',
    'met the farmers’ cooperative about donating their surplus vegetables every week',
  ],
  'Solar Microgrid': [
    'modelled the evening load of the microgrid and sized the battery reserve',
    'logged the panel output readings for the week and flagged two weak strings',
    'drafted the wiring diagram for the inverter room with every breaker rating',
    'reviewed the charge controller settings and listed what we should change',
  ],
  'Open Learning Library': [
    'outlined two lessons of the permaculture course with their exercises',
    'edited the course glossary and linked each term to its first lesson',
    'catalogued the donated books and added every one to the online list',
    'recorded the narration for the soil lesson and cleaned up the audio',
  ],
  'Community Wellbeing Circles': [
    'facilitated the Tuesday wellbeing circle and wrote up the notes for everyone',
    'drafted the facilitator guide’s section on welcoming new members to a circle',
    'called the volunteers who missed the last circle to see how they are doing',
    'prepared the prompts and a short breathing exercise for the next circle',
  ],
};

const intangibleWork = [
  'joined the weekly team video call and caught up on the decisions of last week',
  'read the volunteer handbook again and wrote down questions for my manager',
  'helped a new volunteer set up their accounts and find the project documents',
  'took the online course on inclusive facilitation that the team recommended',
];

const reflections = [
  'The best moment was seeing the rest of the team pick up my notes so quickly and build on them.',
  'Progress was slower than I hoped because two of us were ill, but we kept the most important parts moving.',
  'I learned a lot from a review with my mentor, especially about writing things down before starting.',
  'It was a busy week at my day job, so I worked in short evening sessions and kept careful notes.',
  'Everything I promised last week is done, and the shared documents are up to date for everyone.',
];

const plans = [
  'finish what I started, ask for a review and then write a short guide for whoever continues it',
  'pair with a newer volunteer so that two of us know this part of the project well',
  'tidy up the shared folder, close the open questions and start on the next task on our list',
  'join the team call early and agree on our priorities before I pick up anything new',
];

/** Where a day's work is written up: the time entry rules ask for a link. */
const link = (project: string, day: string): string =>
  `https://docs.example.org/${project.toLowerCase().replace(/[^a-z]+/g, '-')}/${day}`;

/** A sequence of numbers in [0, 1) seeded by text (FNV-1a, then mulberry32): the same text, the same sequence. */
function sequenceOf(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Sequence = ReturnType<typeof sequenceOf>;
const pick = <T>(next: Sequence, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/** `count` different items, in the order of `items`. */
function pickSome<T>(next: Sequence, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
  return items.filter((_, index) => chosen.has(index));
}

/** `halfHours` shared among `parts` parts of at least one half hour each, at random. */
function split(next: Sequence, halfHours: number, parts: number): number[] {
  const shares = Array.from({ length: parts }, () => 1);
  for (let left = halfHours - parts; left > 0; left -= 1) shares[Math.floor(next() * parts)]! += 1;
  return shares;
}

const capitalised = (phrase: string): string => phrase.charAt(0).toUpperCase() + phrase.slice(1);

export type DemoTimeEntry = {
  email: string;
  project: string;
  /** The task the time was logged on, if any. */
  task?: string;
  dateOfWork: string;
  totalSeconds: number;
  isTangible: boolean;
  notes: string;
  loggedAt: Date;
};

export type DemoWeeklySummary = {
  email: string;
  /** The Sunday of the summary's week. */
  weekStart: string;
  /** Simple HTML of more than the fifty words a summary needs. */
  summary: string;
  uploadedAt: Date;
};

/** The summary of a week's work, in the writer's words. */
function summaryOf(next: Sequence, projects: readonly string[], tangibleHours: number): string {
  const done = pickSome(
    next,
    projects.flatMap((project) => workDone[project] ?? []),
    2,
  );
  return (
    `<p>This week I spent ${tangibleHours} hours on ${projects.join(' and ')}. ` +
    `I ${done.join(', and I ')}.</p>` +
    `<p>${pick(next, reflections)}</p>` +
    `<p>Next week I plan to ${pick(next, plans)}.</p>`
  );
}

/**
 * The work of this morning, logged a few minutes ago: half of a day's share of the week's planned hours,
 * on one of the person's projects. Its own sequence, so that the rest of the history stays as it was.
 */
function thisMorning(
  email: string,
  projects: readonly string[],
  plannedHours: number,
  workdays: number,
  now: Date,
): DemoTimeEntry {
  const today = pacificDate(now);
  const next = sequenceOf(`${email} ${today} this morning`);
  const project = pick(next, projects);
  const minutesAgo = 5 + Math.floor(55 * next());
  return {
    email,
    project,
    dateOfWork: today,
    totalSeconds: Math.max(1, Math.round(plannedHours / workdays)) * 1800,
    isTangible: true,
    notes: `This morning I ${pick(next, workDone[project]!)}, written up at ${link(project, today)}`,
    loggedAt: new Date(Math.max(startOfPacificDay(today).getTime(), now.getTime() - minutesAgo * 60_000)),
  };
}

/**
 * The history placed around `now` in Pacific time: entries up to yesterday, this morning's of those who
 * volunteer on today's weekday, and the summaries.
 */
export function demoHistory(now: Date) {
  const today = pacificDate(now);
  const { work } = datedDemoRecords(now);
  const people = new Map(demoPeople.map((person) => [person.email, person]));
  const entries: DemoTimeEntry[] = [];
  const summaries: DemoWeeklySummary[] = [];

  for (const rhythm of demoRhythms) {
    const person = people.get(rhythm.email);
    if (!person) throw new Error(`the demo history names an unknown person: ${rhythm.email}`);
    const projects = demoProjects
      .filter((project) => project.members.includes(rhythm.email))
      .map((project) => project.name);
    const tasks = work.flatMap(({ project, tasks: ofProject }) =>
      ofProject
        .filter((task) => task.weeklyHoursEach !== undefined && task.people.includes(rhythm.email))
        .map((task) => ({ project, name: task.name, hours: task.weeklyHoursEach! })),
    );

    DEMO_HISTORY_WEEKS.forEach((week, index) => {
      const planned = rhythm.tangibleHours[index];
      if (planned === null || planned === undefined || planned === 0) return;
      const sunday = weekRange(now, week).startDate;
      const next = sequenceOf(`${rhythm.email} ${week}`);
      const days = rhythm.days.map((day) => addPacificDays(sunday, day));
      const onTasks = week >= TASK_WEEKS_FROM && week < 0 ? tasks : [];
      const projectHalfHours = 2 * (planned - onTasks.reduce((sum, task) => sum + task.hours, 0));
      const projectDays = pickSome(next, days, Math.max(1, Math.round(projectHalfHours / 5)));
      const weekEntries: DemoTimeEntry[] = [
        ...onTasks.map(({ project, name, hours }) => {
          const day = pick(next, days);
          return {
            project,
            task: name,
            dateOfWork: day,
            halfHours: 2 * hours,
            isTangible: true,
            notes: `${name}: I ${pick(next, workDone[project]!)}, written up at ${link(project, day)}`,
          };
        }),
        ...split(next, projectHalfHours, projectDays.length).map((halfHours, part) => {
          const project = pick(next, projects);
          const day = projectDays[part]!;
          return {
            project,
            dateOfWork: day,
            halfHours,
            isTangible: true,
            notes: `${capitalised(pick(next, workDone[project]!))}, written up at ${link(project, day)}`,
          };
        }),
        ...(rhythm.intangibleHours > 0
          ? [
              {
                project: projects[0]!,
                dateOfWork: pick(next, days),
                halfHours: 2 * rhythm.intangibleHours,
                isTangible: false,
                notes: `${capitalised(pick(next, intangibleWork))}, notes at ${link('team', sunday)}`,
              },
            ]
          : []),
      ]
        .filter((entry) => entry.dateOfWork < today && entry.dateOfWork >= person.startDate)
        .map(({ halfHours, ...entry }) => ({
          email: rhythm.email,
          ...entry,
          totalSeconds: halfHours * 1800,
          // In the evening of the day worked, Pacific.
          loggedAt: new Date(startOfPacificDay(entry.dateOfWork).getTime() + (17 + 5 * next()) * 3_600_000),
        }));
      entries.push(...weekEntries);
      const worksToday =
        days.includes(today) && today >= person.startDate && !logsNothingToday.has(rhythm.email);
      if (week === 0 && worksToday)
        entries.push(thisMorning(rhythm.email, projects, planned, days.length, now));

      const logged = weekEntries.filter((entry) => entry.isTangible);
      const loggedHours = logged.reduce((sum, entry) => sum + entry.totalSeconds, 0) / 3600;
      const exception = summaryExceptions.find((e) => e.email === rhythm.email && e.weeksAgo === -week);
      const writes =
        logged.length > 0 &&
        !writesNoSummaries.has(rhythm.email) &&
        exception?.kind !== 'missed' &&
        (week < 0 || loggedHours >= THIS_WEEK_SUMMARY_SHARE * person.weeklyCommittedHours);
      if (!writes) return;
      const worked = projects.filter((project) => logged.some((entry) => entry.project === project));
      // On the week's Friday or Saturday evening; a late one the Tuesday after; this week's yesterday.
      const uploadedOn =
        week === 0
          ? addPacificDays(today, -1)
          : addPacificDays(sunday, exception?.kind === 'late' ? 9 : 5 + Math.floor(2 * next()));
      summaries.push({
        email: rhythm.email,
        weekStart: sunday,
        summary: summaryOf(next, worked, loggedHours),
        uploadedAt: new Date(startOfPacificDay(uploadedOn).getTime() + (18 + 4 * next()) * 3_600_000),
      });
    });
  }
  return { entries, summaries };
}
