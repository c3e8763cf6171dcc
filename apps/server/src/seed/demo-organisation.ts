// The demo organisation: plain data, the same on every run, shared by the seed and the browser tests.
// Days that must stay near the present (time off, blue squares, badges) are kept as offsets and
// turned into Pacific dates by `datedDemoRecords` on the day of seeding, so the demo always has
// current and upcoming time off. Nothing here touches a database.
import { INFO_TOPICS } from '@hgn/domain/infoCollections';
import { addPacificDays, pacificDate, startOfPacificDay, weekRange } from '@hgn/domain/time';
import { demoAccounts } from './demo-people.js';

const { owner, admin, volunteer: sam } = demoAccounts;

/** Member lists name people by the part of their e-mail before @example.org. */
const emails = (names: string): string[] => names.split(/\s+/).map((name) => `${name}@example.org`);

/** Team codes follow spec 000 section 5 (a letter, a hyphen and 3 to 5 letters or digits). */
export const demoTeams: ReadonlyArray<{ name: string; teamCode: string; members: readonly string[] }> = [
  {
    name: 'Housing Builders',
    teamCode: 'H-BLD',
    members: emails(
      'manager owner volunteer jose.garcia bjorn.akesson ahmet.yilmaz fatima.elidrissi tomas.alvarez',
    ),
  },
  {
    name: 'Food Growers',
    teamCode: 'F-GROW',
    members: emails('coreteam ngozi.okafor chloe.dubois kwame.mensah anika.muller hana.novakova'),
  },
  {
    name: 'Energy Innovators',
    teamCode: 'E-SOLAR',
    members: emails('mentor volunteer soren.christensen lukasz.kowalski priya.raghunathan yuki.tanaka'),
  },
  {
    name: 'Education Outreach',
    teamCode: 'S-EDU',
    members: emails(
      'admin aroha.ngata ana.ferreira siobhan.oconnor thao.nguyen mateus.conceicao diego.hernandez meiling.chen zoe.vanderberg',
    ),
  },
];

/** The building area's projects, each with its building manager and crew and the hours each was given. */
export const demoBuildingProjects: ReadonlyArray<{
  name: string;
  location: string;
  template: string;
  manager: string;
  members: readonly { email: string; hours: number }[];
}> = [
  {
    name: 'Earthbag Village',
    location: 'Rainbow Valley, Utah',
    template: 'Earthbag Village',
    manager: 'manager@example.org',
    members: [
      { email: 'manager@example.org', hours: 40 },
      { email: 'jose.garcia@example.org', hours: 24 },
      { email: 'bjorn.akesson@example.org', hours: 16 },
    ],
  },
  {
    name: 'Cob Village Commons',
    location: 'Rainbow Valley, Utah',
    template: 'Cob Village',
    manager: 'owner@example.org',
    members: [
      { email: 'owner@example.org', hours: 12 },
      { email: 'ahmet.yilmaz@example.org', hours: 20 },
    ],
  },
];

/** One project per category the dashboard and reports group hours by. */
export const demoProjects: ReadonlyArray<{ name: string; category: string; members: readonly string[] }> = [
  {
    name: 'Duplicable City Center',
    category: 'Housing',
    members: emails(
      'owner manager volunteer jose.garcia bjorn.akesson ahmet.yilmaz fatima.elidrissi tomas.alvarez',
    ),
  },
  {
    name: 'Sustainable Food Kitchen',
    category: 'Food',
    members: emails('coreteam ngozi.okafor chloe.dubois kwame.mensah anika.muller hana.novakova'),
  },
  {
    name: 'Solar Microgrid',
    category: 'Energy',
    members: emails('mentor volunteer soren.christensen lukasz.kowalski priya.raghunathan'),
  },
  {
    name: 'Open Learning Library',
    category: 'Education',
    members: emails('owner admin aroha.ngata ana.ferreira yuki.tanaka thao.nguyen'),
  },
  {
    name: 'Community Wellbeing Circles',
    category: 'Society',
    members: emails('coreteam siobhan.oconnor mateus.conceicao diego.hernandez meiling.chen zoe.vanderberg'),
  },
];

/** A work breakdown per project: top-level tasks, each worked on by some of the project's members. */
const demoWork: ReadonlyArray<{
  project: string;
  wbs: string;
  tasks: ReadonlyArray<{
    name: string;
    people: string;
    estimatedHours: number;
    status: string;
    priority: 'Primary' | 'Secondary' | 'Tertiary';
    dueInDays: number;
    /** Hours each of its people logged on it in each of the last four weeks (the demo's history). */
    weeklyHoursEach?: number;
  }>;
}> = [
  {
    project: 'Duplicable City Center',
    wbs: 'Phase 1: Village layout',
    tasks: [
      {
        name: 'Survey the building site',
        people: 'manager jose.garcia',
        estimatedHours: 12,
        status: 'Active',
        priority: 'Primary',
        dueInDays: 10,
        weeklyHoursEach: 1,
      },
      {
        name: 'Draft the aquapini floor plan',
        people: 'volunteer bjorn.akesson',
        estimatedHours: 20,
        status: 'Started',
        priority: 'Primary',
        dueInDays: 21,
      },
      {
        name: 'Price the earthbag materials',
        people: 'volunteer ahmet.yilmaz',
        estimatedHours: 8,
        status: 'Not Started',
        priority: 'Secondary',
        dueInDays: 35,
      },
    ],
  },
  {
    project: 'Sustainable Food Kitchen',
    wbs: 'Kitchen fit-out',
    tasks: [
      {
        name: 'Design the solar dehydrator',
        people: 'coreteam kwame.mensah',
        estimatedHours: 15,
        status: 'Active',
        priority: 'Primary',
        dueInDays: 14,
        weeklyHoursEach: 1.5,
      },
      {
        name: 'Write the seasonal menu',
        people: 'chloe.dubois hana.novakova',
        estimatedHours: 6,
        status: 'Not Started',
        priority: 'Tertiary',
        dueInDays: 42,
      },
    ],
  },
  {
    project: 'Solar Microgrid',
    wbs: 'Microgrid pilot',
    tasks: [
      {
        name: 'Size the battery bank',
        people: 'mentor soren.christensen',
        estimatedHours: 10,
        status: 'Started',
        priority: 'Primary',
        dueInDays: 7,
        weeklyHoursEach: 1,
      },
      {
        name: 'Document the inverter wiring',
        people: 'volunteer lukasz.kowalski',
        estimatedHours: 5,
        status: 'Not Started',
        priority: 'Secondary',
        dueInDays: 28,
      },
    ],
  },
  {
    project: 'Open Learning Library',
    wbs: 'Course catalogue',
    tasks: [
      {
        name: 'Outline the permaculture course',
        people: 'admin aroha.ngata',
        estimatedHours: 9,
        status: 'Active',
        priority: 'Primary',
        dueInDays: 18,
        weeklyHoursEach: 1,
      },
      {
        name: 'Record the welcome video',
        people: 'owner yuki.tanaka',
        estimatedHours: 4,
        status: 'Not Started',
        priority: 'Secondary',
        dueInDays: 30,
      },
    ],
  },
  {
    project: 'Community Wellbeing Circles',
    wbs: 'Circle facilitation',
    tasks: [
      {
        name: 'Write the facilitator guide',
        people: 'coreteam siobhan.oconnor',
        estimatedHours: 7,
        status: 'Started',
        priority: 'Primary',
        dueInDays: 12,
        weeklyHoursEach: 0.5,
      },
    ],
  },
];

/** A round badge image small enough to live in the row: an SVG data URL. */
function badgeImage(fill: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${fill}" stroke="#ffffff" stroke-width="3"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="18" font-weight="bold" fill="#ffffff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const demoBadges = [
  {
    name: 'Community Champion',
    type: 'Custom',
    category: 'Society',
    description: 'Went out of their way to help fellow volunteers succeed.',
    ranking: 1,
    showReport: true,
    totalHrs: null,
    imageUrl: badgeImage('#7b3fa0', '★'),
  },
  {
    name: '100 Housing Hours',
    type: 'Total Hrs in Category',
    category: 'Housing',
    description: 'Logged 100 tangible hours on housing projects.',
    ranking: 2,
    showReport: true,
    totalHrs: 100,
    imageUrl: badgeImage('#1f7a4d', '100'),
  },
  {
    name: 'Personal Best',
    type: 'Personal Max',
    category: 'Unspecified',
    description: 'Beat their own record of tangible hours in a single week.',
    ranking: 3,
    showReport: false,
    totalHrs: null,
    imageUrl: badgeImage('#c0562b', 'PB'),
  },
] as const;

export type DemoBadgeName = (typeof demoBadges)[number]['name'];

/** Awards with the days they were earned, counted back from the seeding day. */
const badgeAwards: ReadonlyArray<{
  email: string;
  badge: DemoBadgeName;
  earnedDaysAgo: readonly number[];
  featured?: boolean;
}> = [
  { email: owner.email, badge: 'Community Champion', earnedDaysAgo: [40], featured: true },
  { email: admin.email, badge: 'Community Champion', earnedDaysAgo: [300] },
  { email: sam.email, badge: 'Personal Best', earnedDaysAgo: [60, 24, 3] },
  { email: sam.email, badge: '100 Housing Hours', earnedDaysAgo: [90], featured: true },
  { email: 'jose.garcia@example.org', badge: '100 Housing Hours', earnedDaysAgo: [120] },
  { email: 'jose.garcia@example.org', badge: 'Community Champion', earnedDaysAgo: [200, 15] },
  { email: 'bjorn.akesson@example.org', badge: '100 Housing Hours', earnedDaysAgo: [30] },
  { email: 'ngozi.okafor@example.org', badge: 'Personal Best', earnedDaysAgo: [10] },
  { email: 'priya.raghunathan@example.org', badge: 'Community Champion', earnedDaysAgo: [5] },
  { email: 'siobhan.oconnor@example.org', badge: 'Personal Best', earnedDaysAgo: [50, 17] },
];

/** Blue squares, each dated the Sunday that closed the week it was given for. */
const blueSquares: ReadonlyArray<{ email: string; weeksAgo: number; description: string }> = [
  { email: sam.email, weeksAgo: 2, description: 'Did not submit a weekly summary for the week.' },
  {
    email: sam.email,
    weeksAgo: 9,
    description: 'Logged 6 of the 10 committed hours without time off requested.',
  },
  { email: 'lukasz.kowalski@example.org', weeksAgo: 5, description: 'Logged 4 of the 10 committed hours.' },
  {
    email: 'mateus.conceicao@example.org',
    weeksAgo: 1,
    description: 'Missed the team video call without notice.',
  },
  {
    email: 'diego.hernandez@example.org',
    weeksAgo: 3,
    description: 'Submitted the weekly summary after the Monday deadline.',
  },
  { email: 'zoe.vanderberg@example.org', weeksAgo: 4, description: 'Logged 5 of the 8 committed hours.' },
  {
    email: 'anika.muller@example.org',
    weeksAgo: 7,
    description: 'Did not submit a weekly summary for the week.',
  },
];

/** Time off, in whole weeks counted from the Sunday of the seeding week: past, current and upcoming. */
const timeOff: ReadonlyArray<{ email: string; startWeek: number; durationWeeks: number; reason: string }> = [
  { email: 'jose.garcia@example.org', startWeek: -6, durationWeeks: 2, reason: 'Family visit in Granada.' },
  {
    email: 'chloe.dubois@example.org',
    startWeek: -3,
    durationWeeks: 1,
    reason: 'Harvest season on the farm.',
  },
  {
    email: 'aroha.ngata@example.org',
    startWeek: 0,
    durationWeeks: 1,
    reason: 'School holidays with my children.',
  },
  { email: sam.email, startWeek: 1, durationWeeks: 2, reason: 'Moving to a new apartment.' },
  {
    email: 'priya.raghunathan@example.org',
    startWeek: 2,
    durationWeeks: 1,
    reason: 'Attending a conference.',
  },
  { email: owner.email, startWeek: 3, durationWeeks: 1, reason: 'Annual leave.' },
  { email: 'soren.christensen@example.org', startWeek: 4, durationWeeks: 3, reason: 'Parental leave.' },
];

export const demoInfoCollections = [
  {
    infoName: 'leaderboardInfo',
    visibility: '0',
    infoContent:
      '<p>The leaderboard shows the hours each member of your teams has logged this week, Sunday to Saturday Pacific time.</p>',
  },
  {
    infoName: INFO_TOPICS.badges.infoName,
    visibility: '0',
    infoContent:
      '<p>Badges recognise milestones: hours in a category, personal records and help given to others.</p>',
  },
  {
    infoName: INFO_TOPICS.blueSquares.infoName,
    visibility: '0',
    infoContent:
      '<p>A blue square is given for a missed weekly commitment. Five in a year end the volunteering; each drops off after a year.</p>',
  },
  {
    infoName: INFO_TOPICS.timeOff.infoName,
    visibility: '0',
    infoContent:
      '<p>Request time off in advance: weeks you are away are not counted against your commitment.</p>',
  },
  {
    infoName: INFO_TOPICS.teamCode.infoName,
    visibility: '2',
    infoContent:
      '<p>Team codes group people for the weekly summaries report, for example <strong>H-BLD</strong>.</p>',
  },
  {
    infoName: INFO_TOPICS.userManagement.infoName,
    visibility: '1',
    infoContent:
      '<p>Only Administrators and Owners can change a member\u2019s role, status or final day.</p>',
  },
  {
    infoName: INFO_TOPICS.teams.infoName,
    visibility: '0',
    infoContent:
      '<p>A team is the group a volunteer works and reports with; its members see each other on the leaderboard.</p>',
  },
  {
    infoName: INFO_TOPICS.projects.infoName,
    visibility: '0',
    infoContent: '<p>Projects hold the work breakdown and the tasks volunteers log their time against.</p>',
  },
] as const;

export type DatedDemoRecords = ReturnType<typeof datedDemoRecords>;

/** The records whose days follow the calendar, placed around `now` in Pacific time. */
export function datedDemoRecords(now: Date) {
  const today = pacificDate(now);
  const sundayOf = (weekOffset: number) => weekRange(now, weekOffset).startDate;
  return {
    badgeAwards: badgeAwards.map(({ email, badge, earnedDaysAgo, featured = false }) => ({
      email,
      badge,
      count: earnedDaysAgo.length,
      earnedDates: earnedDaysAgo.map((days) => addPacificDays(today, -days)),
      featured,
    })),
    blueSquares: blueSquares.map(({ email, weeksAgo, description }) => ({
      email,
      date: sundayOf(-weeksAgo + 1),
      description,
    })),
    work: demoWork.map(({ project, wbs, tasks }) => ({
      project,
      wbs,
      tasks: tasks.map(({ people, dueInDays, ...task }, index) => ({
        ...task,
        num: String(index + 1),
        people: emails(people),
        dueAt: startOfPacificDay(addPacificDays(today, dueInDays)),
      })),
    })),
    timeOffRequests: timeOff.map(({ email, startWeek, durationWeeks, reason }) => {
      const startingDate = sundayOf(startWeek);
      return {
        email,
        startingDate,
        endingDate: addPacificDays(startingDate, durationWeeks * 7 - 1),
        durationWeeks,
        reason,
      };
    }),
  };
}

/** A person's team code: that of the first demo team listing them, or none. */
export const demoTeamCodeOf = (email: string): string =>
  demoTeams.find((team) => team.members.includes(email))?.teamCode ?? '';
