// The demo organisation: plain data, the same on every run, shared by the seed and the browser tests.
// Days that must stay near the present (time off, blue squares, badges) are kept as offsets and
// turned into Pacific dates by `datedDemoRecords` on the day of seeding, so the demo always has
// current and upcoming time off. Nothing here touches a database.
import type { Role } from '@hgn/domain/permissions';
import { addPacificDays, pacificDate, startOfPacificDay, weekRange } from '@hgn/domain/time';

export const DEMO_PASSWORD = 'Demo!2026';

export type DemoPerson = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  jobTitle: string;
  phoneNumber: string;
  timeZone: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  weeklyCommittedHours: number;
  /** `YYYY-MM-DD`, Pacific. */
  startDate: string;
  /** Separated volunteers carry their last day. */
  endDate?: string;
};

/** The six sign-ins, one per role; every one uses DEMO_PASSWORD. */
export const demoAccounts = {
  owner: {
    email: 'owner@example.org',
    firstName: 'Olivia',
    lastName: 'Hartmann',
    role: 'Owner',
    jobTitle: 'Executive Director',
    phoneNumber: '+1 213 555 0142',
    timeZone: 'America/Los_Angeles',
    city: 'Los Angeles',
    country: 'United States',
    lat: 34.0522,
    lng: -118.2437,
    weeklyCommittedHours: 20,
    startDate: '2022-01-03',
  },
  admin: {
    email: 'admin@example.org',
    firstName: 'Rafael',
    lastName: 'Domínguez',
    role: 'Administrator',
    jobTitle: 'Operations Administrator',
    phoneNumber: '+52 55 5555 0187',
    timeZone: 'America/Mexico_City',
    city: 'Mexico City',
    country: 'Mexico',
    lat: 19.4326,
    lng: -99.1332,
    weeklyCommittedHours: 15,
    startDate: '2022-03-14',
  },
  manager: {
    email: 'manager@example.org',
    firstName: 'Amara',
    lastName: 'Nwosu',
    role: 'Manager',
    jobTitle: 'Volunteer Manager',
    phoneNumber: '+44 20 7946 0321',
    timeZone: 'Europe/London',
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5072,
    lng: -0.1276,
    weeklyCommittedHours: 15,
    startDate: '2022-09-05',
  },
  mentor: {
    email: 'mentor@example.org',
    firstName: 'Henrik',
    lastName: 'Lindqvist',
    role: 'Mentor',
    jobTitle: 'Engineering Mentor',
    phoneNumber: '+46 8 555 012 34',
    timeZone: 'Europe/Stockholm',
    city: 'Stockholm',
    country: 'Sweden',
    lat: 59.3293,
    lng: 18.0686,
    weeklyCommittedHours: 5,
    startDate: '2023-01-09',
  },
  coreteam: {
    email: 'coreteam@example.org',
    firstName: 'Leilani',
    lastName: 'Kahananui',
    role: 'Core Team',
    jobTitle: 'Core Team Coordinator',
    phoneNumber: '+1 808 555 0119',
    timeZone: 'Pacific/Honolulu',
    city: 'Honolulu',
    country: 'United States',
    lat: 21.3069,
    lng: -157.8583,
    weeklyCommittedHours: 20,
    startDate: '2022-06-20',
  },
  volunteer: {
    email: 'volunteer@example.org',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'Volunteer',
    jobTitle: 'Software Developer',
    phoneNumber: '+1 512 555 0176',
    timeZone: 'America/Chicago',
    city: 'Austin',
    country: 'United States',
    lat: 30.2672,
    lng: -97.7431,
    weeklyCommittedHours: 10,
    startDate: '2024-02-05',
  },
} as const satisfies Record<string, DemoPerson>;

// One volunteer a line: first name | last name | e-mail | job title | phone | time zone | city | country |
// latitude | longitude | weekly committed hours | start date [| end date, for someone who has left].
const VOLUNTEER_TABLE = `
  José | García | jose.garcia@example.org | Architect | +34 612 555 101 | Europe/Madrid | Seville | Spain | 37.3891 | -5.9845 | 10 | 2023-03-06
  Zoë | van der Berg | zoe.vanderberg@example.org | Graphic Designer | +31 6 5555 0102 | Europe/Amsterdam | Utrecht | Netherlands | 52.0907 | 5.1214 | 8 | 2024-05-13
  Łukasz | Kowalski | lukasz.kowalski@example.org | Backend Developer | +48 512 555 103 | Europe/Warsaw | Kraków | Poland | 50.0647 | 19.945 | 10 | 2023-08-21
  Søren | Christensen | soren.christensen@example.org | Energy Engineer | +45 20 55 51 04 | Europe/Copenhagen | Aarhus | Denmark | 56.1629 | 10.2039 | 12 | 2023-02-13
  Ngozi | Okafor | ngozi.okafor@example.org | Nutritionist | +234 803 555 0105 | Africa/Lagos | Lagos | Nigeria | 6.5244 | 3.3792 | 10 | 2024-01-08
  Thảo | Nguyễn | thao.nguyen@example.org | Data Analyst | +84 90 555 0106 | Asia/Ho_Chi_Minh | Ho Chi Minh City | Vietnam | 10.8231 | 106.6297 | 10 | 2024-07-01
  Chloé | Dubois | chloe.dubois@example.org | Permaculture Designer | +33 6 55 55 01 07 | Europe/Paris | Lyon | France | 45.764 | 4.8357 | 8 | 2023-10-02
  Björn | Åkesson | bjorn.akesson@example.org | Civil Engineer | +46 70 555 01 08 | Europe/Stockholm | Gothenburg | Sweden | 57.7089 | 11.9746 | 10 | 2022-11-14
  Aroha | Ngata | aroha.ngata@example.org | Teacher | +64 21 555 0109 | Pacific/Auckland | Rotorua | New Zealand | -38.1368 | 176.2497 | 6 | 2024-03-18
  Priya | Raghunathan | priya.raghunathan@example.org | Frontend Developer | +91 98400 55510 | Asia/Kolkata | Chennai | India | 13.0827 | 80.2707 | 15 | 2023-06-05
  Mateus | Conceição | mateus.conceicao@example.org | Video Editor | +55 81 95555 0111 | America/Recife | Recife | Brazil | -8.0476 | -34.877 | 10 | 2024-09-09
  Yuki | Tanaka | yuki.tanaka@example.org | Technical Writer | +81 90 5555 0112 | Asia/Tokyo | Sapporo | Japan | 43.0618 | 141.3545 | 5 | 2025-01-13
  Fatima Zahra | El Idrissi | fatima.elidrissi@example.org | Urban Planner | +212 661 555 113 | Africa/Casablanca | Rabat | Morocco | 34.0209 | -6.8416 | 10 | 2024-04-22
  Siobhán | O'Connor | siobhan.oconnor@example.org | Project Coordinator | +353 87 555 0114 | Europe/Dublin | Galway | Ireland | 53.2707 | -9.0568 | 12 | 2023-04-10
  Ahmet | Yılmaz | ahmet.yilmaz@example.org | Mechanical Engineer | +90 532 555 0115 | Europe/Istanbul | İzmir | Türkiye | 38.4237 | 27.1428 | 10 | 2024-10-07
  Kwame | Mensah | kwame.mensah@example.org | Agronomist | +233 24 555 0116 | Africa/Accra | Kumasi | Ghana | 6.6885 | -1.6244 | 10 | 2023-12-04
  Ana Lúcia | Ferreira | ana.ferreira@example.org | Educator | +351 912 555 117 | Europe/Lisbon | Porto | Portugal | 41.1579 | -8.6291 | 8 | 2024-06-10
  Diego | Hernández | diego.hernandez@example.org | QA Engineer | +57 300 555 0118 | America/Bogota | Medellín | Colombia | 6.2442 | -75.5812 | 10 | 2025-02-17
  Mei-Ling | Chen | meiling.chen@example.org | UX Researcher | +886 912 555 119 | Asia/Taipei | Taichung | Taiwan | 24.1477 | 120.6736 | 10 | 2024-08-05
  Anika | Müller | anika.muller@example.org | Sustainability Consultant | +49 151 5555 0120 | Europe/Berlin | Freiburg im Breisgau | Germany | 47.999 | 7.8421 | 10 | 2023-05-15
  Hana | Nováková | hana.novakova@example.org | Illustrator | +420 601 555 121 | Europe/Prague | Brno | Czechia | 49.1951 | 16.6068 | 6 | 2025-03-03
  Tomás | Álvarez | tomas.alvarez@example.org | Solar Technician | +54 261 555 0122 | America/Argentina/Mendoza | Mendoza | Argentina | -32.8895 | -68.8458 | 10 | 2023-01-16 | 2025-06-28
`;

function parseVolunteer(line: string): DemoPerson {
  const cells = line.split('|').map((text) => text.trim());
  const cell = (index: number): string => {
    const value = cells[index];
    if (!value) throw new Error(`demo volunteer without column ${index + 1}: ${line}`);
    return value;
  };
  const endDate = cells[12];
  return {
    firstName: cell(0),
    lastName: cell(1),
    email: cell(2),
    role: 'Volunteer',
    jobTitle: cell(3),
    phoneNumber: cell(4),
    timeZone: cell(5),
    city: cell(6),
    country: cell(7),
    lat: Number(cell(8)),
    lng: Number(cell(9)),
    weeklyCommittedHours: Number(cell(10)),
    startDate: cell(11),
    ...(endDate ? { endDate } : {}),
  };
}

/** More volunteers from around the world, so lists, searches and teams have people in them. */
export const demoVolunteers: readonly DemoPerson[] = VOLUNTEER_TABLE.trim().split('\n').map(parseVolunteer);

/** Everyone in the demo: the six sign-ins first. */
export const demoPeople: readonly DemoPerson[] = [...Object.values(demoAccounts), ...demoVolunteers];

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
    infoName: 'badgesInfo',
    visibility: '0',
    infoContent:
      '<p>Badges recognise milestones: hours in a category, personal records and help given to others.</p>',
  },
  {
    infoName: 'blueSquaresInfo',
    visibility: '0',
    infoContent:
      '<p>A blue square is given for a missed weekly commitment. Five in a year end the volunteering; each drops off after a year.</p>',
  },
  {
    infoName: 'timeOffInfo',
    visibility: '0',
    infoContent:
      '<p>Request time off in advance: weeks you are away are not counted against your commitment.</p>',
  },
  {
    infoName: 'teamCodeInfo',
    visibility: '2',
    infoContent:
      '<p>Team codes group people for the weekly summaries report, for example <strong>H-BLD</strong>.</p>',
  },
  {
    infoName: 'userManagementInfo',
    visibility: '1',
    infoContent:
      '<p>Only Administrators and Owners can change a member\u2019s role, status or final day.</p>',
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
