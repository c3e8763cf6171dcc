import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import {
  matchesNameSearch,
  visibleLeaderboardRows,
  type LeaderboardPageJson,
  type LeaderboardRowJson,
  type OrgDataJson,
} from '@hgn/domain/dashboard';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeTeam } from '../../../test/teams';
import { makeToken } from '../../../test/tokens';
import { LeaderboardSection } from './LeaderboardSection';

const viewerId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01';
const tomId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c02';
const idaId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c03';
const umaId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c04';
const maxId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c05';
const LONG_NAME = 'Maximiliana Bartholomew-Featherstonehaugh';

// Wednesday 25 November 2026, noon Pacific: the week runs Sunday 22 to Saturday 28 November.
fixTheDate('2026-11-25T20:00:00.000Z');

const makeRow = (overrides: Partial<LeaderboardRowJson>): LeaderboardRowJson => ({
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

const garden = makeTeam({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e51', teamName: 'Garden Crew' });
const kitchen = makeTeam({
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
const pageOfBoard =
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

async function setUp(
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

const renderBoard = () =>
  renderInApp(
    <Routes>
      <Route path="/dashboard" element={<LeaderboardSection userId={viewerId} />} />
      <Route path="/dashboard/:userId" element={<p>Another dashboard</p>} />
    </Routes>,
    { route: '/dashboard' },
  );

const findTable = () => screen.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 });

/** The names of the people's rows, in order (the organisation's row apart). */
const shownNames = () =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-person'))
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('the leaderboard', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says to wait while the people load', async () => {
    await setUp('Volunteer', {
      [`GET /api/dashboard/leaderboard/${viewerId}/page`]: () => new Promise<never>(() => {}) as never,
    });
    renderBoard();
    expect(
      await screen.findAllByText('Please wait for the users to appear in the Leaderboard table.'),
    ).not.toHaveLength(0);
  });

  it("shows a Volunteer the organisation's week, themselves and the people committed to some hours", async () => {
    await setUp('Volunteer');
    renderBoard();
    const table = await findTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Name', 'Progress', 'Tangible hours', 'Intangible hours', 'Total hours']);
    expect(shownNames()).toEqual(['Tom Teammate', 'Vera Volunteer', LONG_NAME, 'Uma Upcoming']);

    const orgRow = within(within(table).getByText('HGN Totals: 27 Members').closest('tr')!);
    expect(orgRow.getByText('50')).toBeInTheDocument();
    expect(orgRow.getByText('10.12')).toBeInTheDocument();
    expect(orgRow.getByText('60.12')).toBeInTheDocument();
    const orgBar = orgRow.getByRole('progressbar', {
      name: 'Tangible hours of the organisation against its commitment',
    });
    expect(orgBar).toHaveAttribute('aria-valuenow', '50');

    const vera = rowOf('Vera Volunteer');
    expect(vera.getByText('4.57')).toBeInTheDocument();
    expect(vera.getByText('2.2')).toBeInTheDocument();
    expect(vera.getByText('6.77')).toBeInTheDocument();
    expect(vera.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(vera.getByRole('img', { name: 'Below the weekly commitment' })).toBeInTheDocument();

    const tom = rowOf('Tom Teammate');
    expect(tom.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(tom.getByText('15.5')).toHaveAttribute('data-color', 'fuchsia');
    expect(tom.getByText(/1\.5 to 1\.75 times the commitment/)).toBeInTheDocument();
    // A Volunteer may not open others' dashboards: the status is only a dot.
    expect(tom.getByRole('img', { name: 'Weekly commitment met' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View the dashboard/ })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /^Team:/ })).not.toBeInTheDocument();
    // Indicators need their permissions.
    expect(screen.queryByRole('img', { name: /this week's summary/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /hidden from other members/ })).not.toBeInTheDocument();
  });

  it('marks current and upcoming time off with its days and opens its details; long names keep their full text', async () => {
    await setUp('Volunteer', {
      'GET /api/getTimeOffRequests': () =>
        answer(200, {
          [tomId]: [
            {
              _id: '9e1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e61',
              requestFor: tomId,
              reason: 'Family wedding in Lisbon',
              startingDate: '2026-11-22T08:00:00.000Z',
              endingDate: '2026-11-28T08:00:00.000Z',
              duration: 1,
              createdAt: '2026-11-01T08:00:00.000Z',
            },
          ],
        }),
    });
    renderBoard();
    await findTable();
    await userEvent.click(
      rowOf('Tom Teammate').getByRole('button', {
        name: 'Tom Teammate has time off from 11/22/2026 to 11/28/2026: details',
      }),
    );
    const details = await screen.findByRole('dialog', { name: 'Time off' });
    await waitFor(() =>
      expect(details).toHaveTextContent('Tom Teammate is off from 11/22/2026 to 11/28/2026 (1 week).'),
    );
    expect(details).toHaveTextContent('Family wedding in Lisbon');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Time off' })).not.toBeInTheDocument());

    // Without the request (another's, to one who does not manage time off), the row's dates alone.
    await userEvent.click(
      rowOf('Uma Upcoming').getByRole('button', {
        name: 'Uma Upcoming has upcoming time off from 11/29/2026 to 12/05/2026: details',
      }),
    );
    const upcoming = await screen.findByRole('dialog', { name: 'Time off' });
    expect(upcoming).toHaveTextContent('Uma Upcoming is off from 11/29/2026 to 12/05/2026.');
    expect(upcoming).not.toHaveTextContent('week');
    expect(rowOf('Vera Volunteer').queryByRole('button', { name: /time off/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LONG_NAME })).toHaveAttribute('href', `/userprofile/${maxId}`);
  });

  it('shows the summary and visibility indicators to holders of their permissions', async () => {
    await setUp('Volunteer', {}, ['seeSummaryIndicator', 'seeVisibilityIcon']);
    renderBoard();
    await findTable();
    const uma = rowOf('Uma Upcoming');
    expect(
      uma.getByRole('img', { name: "Uma Upcoming has written this week's summary" }),
    ).toBeInTheDocument();
    expect(uma.getByRole('img', { name: 'Uma Upcoming is hidden from other members' })).toBeInTheDocument();
    expect(rowOf('Tom Teammate').queryByRole('img', { name: /summary|hidden/ })).not.toBeInTheDocument();
  });

  it('filters by name a second after the last keystroke, ignoring case and accents', async () => {
    await setUp('Volunteer');
    renderBoard();
    await findTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'TÖM');
    expect(shownNames()).toHaveLength(4);
    await waitFor(() => expect(shownNames()).toEqual(['Tom Teammate']), { timeout: 3000 });
    expect(screen.getByText('HGN Totals: 27 Members')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(
      await screen.findByText('No one on the leaderboard matches “nobody”.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows fifty people a page, says how many there are and turns the pages', async () => {
    const many = Array.from({ length: 60 }, (_, n) =>
      makeRow({
        personId: `5d1e0c3a-7b2f-4e6a-9c8d-${String(n).padStart(12, '0')}`,
        name: `Person ${String(n + 1).padStart(2, '0')}`,
      }),
    );
    const { fetchMock } = await setUp('Owner', {
      [`GET /api/dashboard/leaderboard/${viewerId}/page`]: pageOfBoard('Owner', many),
    });
    renderBoard();
    await findTable();
    expect(shownNames()).toHaveLength(50);
    expect(shownNames()[0]).toBe('Person 01');
    expect(screen.getByText('60 people')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Person 51'));
    expect(shownNames()).toHaveLength(10);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/dashboard/leaderboard/${viewerId}/page?page=2`),
      expect.anything(),
    );

    // A new search starts again from the first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Person 0');
    await waitFor(() => expect(shownNames()).toHaveLength(9), { timeout: 3000 });
    expect(screen.getByText('9 people')).toBeInTheDocument();
  });

  it('shows an Owner everyone and filters by one team at a time', async () => {
    const { fetchMock } = await setUp('Owner');
    renderBoard();
    await findTable();
    expect(shownNames()).toContain('Ida Idle');
    expect(shownNames()).toHaveLength(5);

    const filter = await screen.findByRole('button', { name: 'Team: Show all' });
    await userEvent.click(filter);
    // Active teams by name, each cut to 50 characters in a wide window.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Show all',
      'Broken Team',
      'Empty Team',
      'Garden Crew',
      'Kitchen and Community Cooking Team',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Garden Crew' }));
    await waitFor(() => expect(shownNames()).toEqual(['Tom Teammate', 'Uma Upcoming']));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/dashboard/leaderboard/${viewerId}/page?page=1&team=${garden._id}`),
      expect.anything(),
    );

    // The chosen team's name is cut to 15 characters in the button.
    await userEvent.click(screen.getByRole('button', { name: 'Team: Garden Crew' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: kitchen.teamName }));
    expect(await screen.findByRole('button', { name: 'Team: Kitchen and Com…' })).toHaveAttribute(
      'title',
      kitchen.teamName,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Team: Kitchen and Com…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show all' }));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
  });

  it('says when the chosen team has no members or its members cannot be read', async () => {
    await setUp('Administrator');
    renderBoard();
    await findTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Team: Show all' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Empty Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not selected a team or the selected team does not have any members.',
    );
    expect(shownNames()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Team: Empty Team' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Broken Team' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error fetching team members'));
  });

  it('asks an Owner to create a team before filtering when there is none', async () => {
    await setUp('Owner', { 'GET /api/team': () => answer(200, []) });
    renderBoard();
    await findTable();
    expect(await screen.findByText('Please, create a team to use the filter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Team:/ })).not.toBeInTheDocument();
  });

  it("opens another person's dashboard after a confirmation, and one's own row opens nothing", async () => {
    await setUp('Owner');
    renderBoard();
    await findTable();
    expect(rowOf('Vera Volunteer').queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      rowOf('Tom Teammate').getByRole('button', { name: /^View the dashboard of Tom Teammate/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'View another dashboard' });
    expect(dialog).toHaveTextContent('Do you want to view the dashboard of Tom Teammate?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();

    const status = rowOf('Tom Teammate').getByRole('button', { name: /^View the dashboard of Tom Teammate/ });
    status.focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'View another dashboard' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'View dashboard' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Another dashboard')).toBeInTheDocument();
  });

  it('refreshes on demand and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = await setUp('Volunteer');
    renderBoard();
    await findTable();
    const reads = () =>
      fetchMock.mock.calls.filter(([input]) => urlOf(input).includes(`/dashboard/leaderboard/${viewerId}`))
        .length;
    expect(reads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the leaderboard' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Successfuly updated leaderboard' }),
      ),
    );
    expect(reads()).toBe(2);
  });

  it("says what went wrong when the leaderboard cannot be read, in the server's words when it refused", async () => {
    await setUp('Volunteer', {
      [`GET /api/dashboard/leaderboard/${viewerId}/page`]: () =>
        answer(400, {
          code: 'USER_INACTIVE',
          message: 'This user is not active: the leaderboard shows the week of active people only.',
        }),
    });
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user is not active: the leaderboard shows the week of active people only.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows nothing to someone who may not read the user’s leaderboard', async () => {
    await startSession(makeToken({ userid: viewerId, role: 'Volunteer' }));
    const { fetchMock } = stubServer({ 'GET /api/roles': () => answer(200, []) });
    renderInApp(
      <>
        <LeaderboardSection userId={tomId} />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('leaderboard'))).toBe(false);
  });

  describe('the mouseover text of the total hours', () => {
    const hint = {
      _id: '0c8f1a52-6d3e-4b7a-9e21-5f4d3c2b1a01',
      mouseoverText: 'Tangible and intangible hours',
    };
    const totalHeading = () =>
      within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole('columnheader')[5];

    it('is shown on keyboard focus of the heading, and only an Owner may change it', async () => {
      await setUp('Volunteer', { 'GET /api/mouseoverText': () => answer(200, [hint]) });
      renderBoard();
      await findTable();
      const heading = () => within(totalHeading() as HTMLElement).getByText('Total hours');
      await waitFor(() => expect(heading()).toHaveAttribute('tabindex', '0'));
      heading().focus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Tangible and intangible hours');
      expect(screen.queryByRole('button', { name: 'Edit the mouseover text of the total hours' })).toBeNull();
    });

    it('lets an Owner write the first one', async () => {
      const show = vi.spyOn(notifications, 'show');
      const { bodiesOf } = await setUp('Owner', {
        'POST /api/mouseoverText': () => answer(201, { ...hint, mouseoverText: 'Hours of the week' }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Please write the mouseover text.')).toBeInTheDocument();
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Mouseover text' }),
        '  Hours of the week ',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Mouseover Text created!' })),
      );
      expect(bodiesOf('POST /api/mouseoverText')).toEqual([{ newMouseoverText: 'Hours of the week' }]);
    });

    it('lets an Owner change it, and says so on the field when another Owner wrote the first meanwhile', async () => {
      const show = vi.spyOn(notifications, 'show');
      const { bodiesOf } = await setUp('Owner', {
        'GET /api/mouseoverText': () => answer(200, [hint]),
        [`PUT /api/mouseoverText/${hint._id}`]: () => answer(201, { ...hint, mouseoverText: 'Changed' }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      const field = within(dialog).getByRole('textbox', { name: 'Mouseover text' });
      expect(field).toHaveValue('Tangible and intangible hours');
      await userEvent.clear(field);
      await userEvent.type(field, 'Changed');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Mouseover Text updated!' })),
      );
      expect(bodiesOf(`PUT /api/mouseoverText/${hint._id}`)).toEqual([{ newMouseoverText: 'Changed' }]);
    });

    it('tells an Owner whose first text came second to edit the other one', async () => {
      await setUp('Owner', {
        'POST /api/mouseoverText': () =>
          answer(409, {
            code: 'MOUSEOVER_TEXT_EXISTS',
            message: 'The leaderboard has its mouseover text already: edit it instead.',
          }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mouseover text' }), 'Mine');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('The leaderboard has its mouseover text already: edit it instead.'),
      ).toBeInTheDocument();
    });
  });
});
