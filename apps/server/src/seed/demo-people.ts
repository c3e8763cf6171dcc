// The people of the demo organisation: the six sign-ins (one per role) and volunteers from around
// the world, with accented names so searches that ignore accents have something to find.
import type { Role } from '@hgn/domain/permissions';

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
