import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { unrecordedProfileFigures } from '@hgn/domain/users';
import {
  filterReportRows,
  hasSummaryFor,
  reportFiltersOf,
  teamCodesOf,
  teamsOf,
  weeklySummariesReportPageQuery,
  type SummaryWeek,
  type WeeklySummariesReportPageJson,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { catchSavedFiles } from '../../../test/savedFiles';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { WeeklySummariesReportPage } from './WeeklySummariesReportPage';

const NOW = new Date('2026-11-25T20:00:00.000Z');
fixTheDate(NOW.toISOString());
afterEach(() => endSession());

const weeks = unrecordedProfileFigures(NOW).weeklySummaries.map((week) => ({
  ...week,
  _id: 'x',
  uploadDate: '2026-11-24T18:00:00.000Z',
}));
const words = (first: string) => `<p>${first} ${Array.from({ length: 55 }, (_, i) => `w${i}`).join(' ')}</p>`;

const row = (overrides: Partial<WeeklySummariesReportRowJson>): WeeklySummariesReportRowJson => ({
  _id: '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01',
  firstName: 'Ana',
  lastName: 'Anders',
  role: 'Volunteer',
  email: 'ana@example.org',
  mediaUrl: 'https://drive.example.org/ana',
  createdDate: '2025-01-01T08:00:00.000Z',
  weeklycommittedHours: 10,
  weeklycommittedHoursHistory: [],
  weeklySummaryNotReq: false,
  weeklySummaryOption: 'Required',
  adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.example.org/ana' }],
  bioPosted: 'posted',
  teamCode: 'A-1',
  timeOffFrom: null,
  timeOffTill: null,
  weeklySummariesCount: 12,
  totalTangibleHrs: 100,
  badgeCollection: [],
  weeklySummaries: [{ ...weeks[0]!, summary: words('Ana') }, null, null, null],
  daysInTeam: 300,
  totalSeconds: [12 * 3600, 0, 0, 0],
  filterColor: null,
  teams: [{ _id: 'team-b', teamName: 'Builders' }],
  ...overrides,
});

const rows = [
  row({}),
  row({
    _id: '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c02',
    firstName: 'Bo',
    lastName: 'Brandt',
    email: 'bo@example.org',
    teamCode: 'B-2',
    adminLinks: [],
    mediaUrl: '',
    weeklySummaries: [null, { ...weeks[1]!, summary: words('Bo') }, null, null],
    totalSeconds: [3 * 3600, 9 * 3600, 0, 0],
    filterColor: 'navy',
    teams: [{ _id: 'team-c', teamName: 'Cooks' }],
  }),
];

const CSV = '\uFEFFFirst name,Last name\r\nAna,Anders\r\n';

const anaId = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01';

/**
 * The server's report as its contract says: the people the filters keep for the week, a page of them
 * with the counts and choices, and their e-mails; Ana's colour is set to orange when asked.
 */
function reportServer(people: WeeklySummariesReportRowJson[]) {
  let stored = people;
  const keptBy = (call: string) => {
    const query = weeklySummariesReportPageQuery.parse(
      Object.fromEntries(new URL(call.slice(call.indexOf(' ') + 1), 'http://localhost').searchParams),
    );
    const week = query.week as SummaryWeek;
    return { query, week, kept: filterReportRows(stored, week, reportFiltersOf(query)) };
  };
  return {
    'GET /api/reports/weeklysummaries/page': (call: string) => {
      const { query, week, kept } = keptBy(call);
      const page: WeeklySummariesReportPageJson = {
        items: kept.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
        total: kept.length,
        submitted: kept.filter((row) => hasSummaryFor(row, week)).length,
        page: query.page,
        pageSize: query.pageSize,
        teams: teamsOf(stored),
        teamCodes: teamCodesOf(stored),
      };
      return answer(200, page);
    },
    'GET /api/reports/weeklysummaries/emails': (call: string) =>
      answer(200, { emails: keptBy(call).kept.map((row) => row.email) }),
    [`PUT /api/reports/weeklysummaries/${anaId}/filterColor`]: () => {
      stored = stored.map((row) => (row._id === anaId ? { ...row, filterColor: 'orange' } : row));
      return answer(200, { _id: anaId, filterColor: 'orange' });
    },
  };
}

async function renderReport(role = 'Owner', people = rows) {
  await startSession(makeToken({ userid: 'viewer', role }));
  const server = stubServer({
    ...reportServer(people),
    'GET /api/roles': () => answer(200, []),
    'GET /api/reports/weeklysummaries?format=csv': () =>
      new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
  });
  renderInApp(<WeeklySummariesReportPage />);
  await screen.findByRole('tab', { name: 'This Week' });
  await screen.findAllByRole('listitem');
  return server;
}

const cards = () => screen.getAllByRole('listitem');

describe('the weekly summaries report', () => {
  it('shows each person’s week with hours against the commitment, links and what they wrote', async () => {
    await renderReport();
    expect(screen.getByRole('status')).toHaveTextContent('Total valid summaries: 1 of 2 shown');
    const ana = within(cards()[0]!);
    expect(ana.getByText('12 of 10 hours')).toBeInTheDocument();
    expect(ana.getByRole('link', { name: 'Google Doc' })).toHaveAttribute(
      'href',
      'https://docs.example.org/ana',
    );
    expect(ana.getByRole('link', { name: 'Media files' })).toHaveAttribute(
      'href',
      'https://drive.example.org/ana',
    );
    expect(ana.getByText(/^Ana w0 w1/)).toBeInTheDocument();
    const bo = within(cards()[1]!);
    expect(bo.getByText('3 of 10 hours')).toBeInTheDocument();
    expect(bo.getByText('No summary submitted for this week.')).toBeInTheDocument();
    expect(bo.getByText('No media link')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    await waitFor(() => expect(within(cards()[1]!).getByText(/^Bo w0 w1/)).toBeInTheDocument());
    expect(within(cards()[1]!).getByText('9 of 10 hours')).toBeInTheDocument();
  });

  it('filters by summary status and name, and copies the shown e-mails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const show = vi.spyOn(notifications, 'show');
    await renderReport();
    await userEvent.click(screen.getByRole('radio', { name: 'Not submitted' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('link', { name: 'Bo Brandt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ana');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Copy e-mails' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ana@example.org, bo@example.org'));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Copied the e-mails of 2 people.' }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(await screen.findByText('No one matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy e-mails' })).toBeDisabled();
  });

  it('exports the chosen week’s table as a CSV file from the report’s endpoint', async () => {
    const saved = catchSavedFiles();
    const server = await renderReport();
    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved.names).toEqual(['weekly-summaries-last-week.csv']));
    expect(
      server.fetchMock.mock.calls.map(([url]) => urlOf(url)).filter((url) => url.includes('format=csv')),
    ).toEqual(['/api/reports/weeklysummaries?format=csv&week=1']);
    expect(await saved.contents()[0]!.text()).toBe(CSV.slice(1));

    // The file holds what the screen shows: the filters go with the export.
    await userEvent.click(screen.getByRole('radio', { name: 'Not submitted' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'bo');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved.names).toHaveLength(2));
    expect(
      server.fetchMock.mock.calls.map(([url]) => urlOf(url)).filter((url) => url.includes('format=csv'))[1],
    ).toBe('/api/reports/weeklysummaries?format=csv&week=1&status=missing&search=bo');
  });

  it('filters by team, team code and colour for those who run the report, who give people colours', async () => {
    const server = await renderReport('Mentor');
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cooks' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('link', { name: 'Bo Brandt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Builders' }));
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'Colour' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Navy' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('combobox', { name: 'Colour of Bo Brandt' })).toHaveValue('Navy');
    await userEvent.click(screen.getByRole('option', { name: 'Navy' }));
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'Colour of Ana Anders' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Orange' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Colour of Ana Anders' })).toHaveValue('Orange'),
    );
    const put = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({ filterColor: 'orange' });
  });

  // Three pages of fifty full cards drawn in jsdom: on two busy cores this takes longer than most tests.
  // The server sends one page at a time; a new search starts again from the first.
  it(
    'shows fifty people at a time, and the first fifty again when the filters change',
    { timeout: 45_000 },
    async () => {
      const many = Array.from({ length: 120 }, (_, index) =>
        row({
          _id: `5d1e0c3a-7b2f-4e6a-9c8d-${String(index).padStart(12, '0')}`,
          firstName: `Person${String(index).padStart(3, '0')}`,
          email: `person${index}@example.org`,
        }),
      );
      await renderReport('Owner', many);
      expect(cards()).toHaveLength(50);
      expect(screen.getByText('120 people')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Total valid summaries: 120 of 120 shown');

      await userEvent.click(screen.getByRole('button', { name: '3' }));
      await waitFor(() => expect(cards()).toHaveLength(20));
      expect(within(cards()[0]!).getByRole('link', { name: 'Person100 Anders' })).toBeInTheDocument();

      // Pasted, as one change: typing it would draw fifty cards for each of seven keys.
      await userEvent.click(screen.getByRole('searchbox', { name: 'Search by name' }));
      await userEvent.paste('Person0');
      expect(await screen.findByText('100 people')).toBeInTheDocument();
      expect(cards()).toHaveLength(50);
      expect(within(cards()[0]!).getByRole('link', { name: 'Person000 Anders' })).toBeInTheDocument();
    },
  );

  it('shows neither the team and colour filters nor the colours’ controls to others', async () => {
    await renderReport('Core Team');
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Colour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Colour of Ana Anders' })).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Cooks')).toBeInTheDocument();
  });
});
