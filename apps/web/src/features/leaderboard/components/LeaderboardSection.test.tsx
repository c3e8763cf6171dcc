import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { LeaderboardSection } from './LeaderboardSection';
import {
  findTable,
  garden,
  kitchen,
  LONG_NAME,
  makeRow,
  maxId,
  pageOfBoard,
  renderBoard,
  rowOf,
  setUp,
  shownNames,
  tomId,
  viewerId,
} from './LeaderboardSection.testkit';

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
});
