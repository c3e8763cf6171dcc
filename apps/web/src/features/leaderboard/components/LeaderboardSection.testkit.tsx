// The leaderboard as the server answers it, for the leaderboard section's tests, which run on
// Wednesday 25 November 2026: five people of whom one is off this week and one the next, the
// organisation's week, four teams (one empty, one whose members cannot be read), and the section
// rendered on a dashboard page.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  matchesNameSearch,
  visibleLeaderboardRows,
  type LeaderboardPageJson,
  type LeaderboardRowJson,
  type OrgDataJson,
} from '@hgn/domain/dashboard';
import { startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeTeam } from '../../../test/teams';
import { makeToken } from '../../../test/tokens';
import { LeaderboardSection } from './LeaderboardSection';

export const viewerId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01';
export const tomId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c02';
const idaId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c03';
const umaId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c04';
export const maxId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c05';
export const LONG_NAME = 'Maximiliana Bartholomew-Featherstonehaugh';

// Wednesday 25 November 2026, noon Pacific: the week runs Sunday 22 to Saturday 28 November.
fixTheDate('2026-11-25T20:00:00.000Z');

export const makeRow = (overrides: Partial<LeaderboardRowJson>): LeaderboardRowJson => ({
  personId: viewerId,
  role: 'Volunteer',
  name: 'Vera Volunteer',
  isVisible: true,
  hasSummary: false,
  weeklycommittedHours: 10,
  missedHours: 0,
  totaltangibletime_hrs: 0,
  totalintangibletime_hrs: 0,
  totaltime_hrs: 0,
  percentagespentintangible: 0,
  timeOffFrom: null,
  timeOffTill: null,
  endDate: null,
  startDate: '2024-03-10T08:00:00.000Z',
  createdDate: '2024-03-10T08:00:00.000Z',
  ...overrides,
});

// In the server's order: most tangible hours first, then by name.
const rows: LeaderboardRowJson[] = [
  makeRow({
    personId: tomId,
    name: 'Tom Teammate',
    totaltangibletime_hrs: 15.5,
    totaltime_hrs: 16.25,
    timeOffFrom: '2026-11-22T08:00:00.000Z',
    timeOffTill: '2026-11-28T08:00:00.000Z',
  }),
  makeRow({ totaltangibletime_hrs: 4.56789, totalintangibletime_hrs: 2.2, totaltime_hrs: 6.76789 }),
  makeRow({ personId: idaId, name: 'Ida Idle', weeklycommittedHours: 0 }),
  makeRow({ personId: maxId, name: LONG_NAME, weeklycommittedHours: 8 }),
  makeRow({
    personId: umaId,
    name: 'Uma Upcoming',
    weeklycommittedHours: 5,
    hasSummary: true,
    isVisible: false,
    timeOffFrom: '2026-11-29T08:00:00.000Z',
    timeOffTill: '2026-12-05T08:00:00.000Z',
  }),
];

const org: OrgDataJson = {
  _id: 0,
  memberCount: 27,
  totalweeklycommittedHours: 200,
  totaltime_hrs: 60.123,
  totaltangibletime_hrs: 50,
  totalintangibletime_hrs: 10.123,
};

export const garden = makeTeam({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e51', teamName: 'Garden Crew' });
export const kitchen = makeTeam({
  _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e52',
  teamName: 'Kitchen and Community Cooking Team',
});
const empty = makeTeam({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e53', teamName: 'Empty Team' });
const broken = makeTeam({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e54', teamName: 'Broken Team' });

const membersOf: Record<string, string[]> = { [garden._id]: [tomId, umaId], [empty._id]: [] };

/**
 * The server's page of the leaderboard, as its contract says: the rows the viewer sees, by name and
 * team, then the page; a team whose members cannot be read fails.
 */
export const pageOfBoard =
  (role: string, board = rows) =>
  (call: string) => {
    const query = new URL(call.slice(call.indexOf(' ') + 1), 'http://localhost').searchParams;
    const team = query.get('team');
    if (team === broken._id) return answer(500, { message: 'boom' });
    const members = team === null ? null : (membersOf[team] ?? []);
    const chosen = visibleLeaderboardRows(board, { userId: viewerId, role }).filter(
      (row) =>
        matchesNameSearch(row.name, query.get('search') ?? '') &&
        (members === null || members.includes(row.personId)),
    );
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 50);
    const body: LeaderboardPageJson = {
      items: chosen.slice((page - 1) * pageSize, page * pageSize),
      total: chosen.length,
      page,
      pageSize,
      teamMemberCount: members === null ? null : members.length,
    };
    return answer(200, body);
  };

export async function setUp(
  role: string,
  more: Record<string, (call: string) => Response> = {},
  frontPermissions: string[] = [],
) {
  await startSession(makeToken({ userid: viewerId, role, frontPermissions }));
  return stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/dashboard/leaderboard/${viewerId}/page`]: pageOfBoard(role),
    'GET /api/dashboard/leaderboard/org/data': () => answer(200, org),
    'GET /api/mouseoverText': () => answer(200, []),
    'GET /api/team': () => answer(200, [kitchen, garden, empty, broken]),
    ...more,
  });
}

export const renderBoard = () =>
  renderInApp(
    <Routes>
      <Route path="/dashboard" element={<LeaderboardSection userId={viewerId} />} />
      <Route path="/dashboard/:userId" element={<p>Another dashboard</p>} />
    </Routes>,
    { route: '/dashboard' },
  );

export const findTable = () => screen.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 });

/** The names of the people's rows, in order (the organisation's row apart). */
export const shownNames = () =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-person'))
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

export const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
