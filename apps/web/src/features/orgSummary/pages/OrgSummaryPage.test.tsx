import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orgSummaryMessages as msg } from '@hgn/domain/messages';
import type { TaskAndProjectStatsJson, TeamsStatsJson, VolunteerStatsJson } from '@hgn/domain/orgSummary';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { catchSavedFiles } from '../../../test/savedFiles';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { OrgSummaryPage } from './OrgSummaryPage';

// Sunday 29 November 2026, noon Pacific: the last four weeks are those that have ended, 1 to 28 November.
fixTheDate('2026-11-29T20:00:00.000Z');
afterEach(() => endSession());

const figure = (current: number, comparison: number) => ({ current, comparison });
const zero = figure(0, 0);
const volunteerStats: VolunteerStatsJson = {
  period: { startDate: '2026-11-01', endDate: '2026-11-28' },
  comparisonPeriod: { startDate: '2026-10-04', endDate: '2026-10-31' },
  figures: {
    activeVolunteers: figure(12, 10),
    newVolunteers: figure(2, 0),
    deactivatedVolunteers: figure(1, 3),
    metCommitment: zero,
    missedCommitment: zero,
    tangibleHours: figure(140.5, 100),
    intangibleHours: zero,
    blueSquares: zero,
    badgesEarned: zero,
  },
  hoursByCategory: [
    { category: 'Food', tangibleHours: figure(120, 90) },
    { category: null, tangibleHours: figure(20.5, 10) },
  ],
  hoursBands: [{ label: '0-10', minHours: 0, maxHours: 10, volunteers: figure(12, 10) }],
};
const projectStats: TaskAndProjectStatsJson = {
  period: volunteerStats.period,
  totals: { tangibleHours: 140.5, intangibleHours: 0, tasksCompleted: 3, tasksActive: 7 },
  projects: [
    {
      _id: 'p1',
      projectName: 'Garden',
      category: 'Food',
      isActive: true,
      tangibleHours: 120,
      intangibleHours: 0,
      tasksCompleted: 3,
      tasksActive: 7,
    },
  ],
};
const teamsStats = (teams: TeamsStatsJson['teams']): TeamsStatsJson => ({
  period: volunteerStats.period,
  activeMembersMinimum: 1,
  teams,
});
const growers = {
  _id: 't1',
  teamName: 'Growers',
  teamCode: 'G-ROW',
  memberCount: 4,
  activeMemberCount: 3,
  tangibleHours: 80,
  intangibleHours: 5,
};
const CSV = '\uFEFFTeam,Team code\r\nGrowers,G-ROW\r\n';

async function renderSummary(answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ userid: 'owner', role: 'Owner' }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/reports/volunteerstats': () => answer(200, volunteerStats),
    'GET /api/reports/overviewsummaries/taskandprojectstats': () => answer(200, projectStats),
    'GET /api/reports/teams': () => answer(200, teamsStats([growers])),
    ...answers,
  });
  renderInApp(<OrgSummaryPage />);
  return server;
}

const askedUrls = (server: Awaited<ReturnType<typeof renderSummary>>, prefix: string) =>
  server.fetchMock.mock.calls.map(([url]) => urlOf(url)).filter((url) => url.startsWith(prefix));

describe('the total org summary', () => {
  it('shows the figures against the comparison period, the charts and the tables', async () => {
    const server = await renderSummary();
    expect(screen.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
    expect(screen.getByText('Showing Sunday 11/01/2026 to Saturday 11/28/2026, Pacific time.')).toBeVisible();
    const figures = await screen.findByRole('list', { name: 'Volunteer figures' });
    const active = within(figures).getByText('Active volunteers').closest('li')!;
    expect(active).toHaveTextContent('12');
    expect(active).toHaveTextContent('Up 2 (20%) from 10');
    expect(within(figures).getByText('Deactivated volunteers').closest('li')).toHaveTextContent(
      'Down 2 (66.7%) from 3',
    );
    expect(
      screen.getByRole('img', {
        name: /^Tangible hours by category: Food 120 hours, No project 20\.5 hours/,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Hours by team: Growers 85 hours' })).toBeInTheDocument();
    const teams = screen.getByRole('table', { name: 'Teams' });
    expect(within(teams).getAllByRole('row')[1]).toHaveTextContent('GrowersG-ROW43805');
    expect(await screen.findByRole('table', { name: 'Projects' })).toHaveTextContent('Garden');
    expect(screen.getByText(/3 of 7 open tasks completed/)).toBeInTheDocument();
    expect(askedUrls(server, '/api/reports/volunteerstats')).toEqual([
      '/api/reports/volunteerstats?startDate=2026-11-01&endDate=2026-11-28',
    ]);
    expect(askedUrls(server, '/api/reports/teams')).toEqual([
      '/api/reports/teams?startDate=2026-11-01&endDate=2026-11-28&activeMembersMinimum=1',
    ]);
  });

  it('asks a preset or a custom period, and refuses a custom one that ends before it starts', async () => {
    const server = await renderSummary();
    await screen.findByRole('list', { name: 'Volunteer figures' });
    await userEvent.click(screen.getByRole('radio', { name: 'Last week' }));
    await vi.waitFor(() =>
      expect(askedUrls(server, '/api/reports/volunteerstats')).toContain(
        '/api/reports/volunteerstats?startDate=2026-11-22&endDate=2026-11-28',
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const to = screen.getByLabelText('Period to');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    expect(await screen.findByText(msg.startAfterEnd)).toBeInTheDocument();
    expect(
      askedUrls(server, '/api/reports/volunteerstats').some((url) => url.includes('endDate=2026-11-01')),
    ).toBe(false);
  });

  it('says so when no team has enough active members, and when a read fails', async () => {
    await renderSummary({
      'GET /api/reports/teams': () => answer(200, teamsStats([])),
      'GET /api/reports/overviewsummaries/taskandprojectstats': () =>
        answer(400, { error: 'Bad', message: 'Please enter a valid date.', code: 'VALIDATION_FAILED' }),
    });
    expect(await screen.findByText(msg.noTeams)).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid date.')).toBeInTheDocument();
  });

  it('exports the teams table as a CSV file from the teams endpoint', async () => {
    const saved = catchSavedFiles();
    const server = await renderSummary({
      'GET /api/reports/teams?format=csv': () =>
        new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    await screen.findByRole('table', { name: 'Teams' });
    await userEvent.click(screen.getByRole('button', { name: 'Export the teams as CSV' }));
    await vi.waitFor(() => expect(saved.names).toEqual(['org-summary-teams-2026-11-01-to-2026-11-28.csv']));
    expect(askedUrls(server, '/api/reports/teams?format=csv')).toEqual([
      '/api/reports/teams?format=csv&startDate=2026-11-01&endDate=2026-11-28&activeMembersMinimum=1',
    ]);
    expect(await saved.contents()[0]!.text()).toBe(CSV.slice(1));
  });
});
