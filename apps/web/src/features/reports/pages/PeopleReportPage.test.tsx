import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { PeopleReportJson } from '@hgn/domain/reports';
import type { LostUserTimeEntryJson } from '@hgn/domain/timeEntries';
import { endSession, startSession } from '../../../shared/session/session';
import { actorReady, ActorReadyMark } from '../../../test/actor';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { catchSavedFiles } from '../../../test/savedFiles';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { PeopleReportPage } from './PeopleReportPage';

// Sunday 29 November 2026, noon Pacific: the last four weeks are those that have ended, 1 to 28 November.
fixTheDate('2026-11-29T20:00:00.000Z');
afterEach(() => endSession());

const USER_ID = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01';
const PROJECT_ID = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c09';
const hours = (tangibleHours: number, intangibleHours: number) => ({
  tangibleHours,
  intangibleHours,
  totalHours: tangibleHours + intangibleHours,
});
const report = (fromDate: string, toDate: string): PeopleReportJson => ({
  person: { _id: USER_ID, firstName: 'Rita', lastName: 'Reed', isActive: true },
  fromDate,
  toDate,
  totals: hours(3, 0.5),
  projects: [
    { projectId: PROJECT_ID, projectName: 'Garden', ...hours(2, 0.5) },
    { projectId: null, projectName: '', ...hours(1, 0) },
  ],
  weeks: [{ weekStart: '2026-11-22', ...hours(3, 0.5) }],
});
const lostTime: LostUserTimeEntryJson = {
  _id: '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c20',
  notes: 'Hours from the spring fair',
  isTangible: true,
  dateOfWork: '2026-11-12',
  entryType: 'person',
  hours: 2,
  minutes: 15,
  personId: { _id: USER_ID, firstName: 'Rita', lastName: 'Reed' },
  firstName: 'Rita',
  lastName: 'Reed',
};
const CSV = '\uFEFFProject,Tangible hours,Intangible hours,Total hours\r\nGarden,2,0.5,2.5\r\n';

async function renderReport(role: 'Owner' | 'Volunteer' = 'Owner', route = `/peoplereport/${USER_ID}`) {
  await startSession(
    makeToken(
      role === 'Owner'
        ? { userid: 'owner', role, frontPermissions: ['getReports'] }
        : { userid: USER_ID, role },
    ),
  );
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/reports/people/${USER_ID}?format=csv`]: () =>
      new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    [`GET /api/reports/people/${USER_ID}`]: () => answer(200, report('2026-11-01', '2026-11-28')),
    'POST /api/TimeEntry/lostUsers': () => answer(200, [lostTime]),
  });
  renderInApp(
    <Routes>
      <Route path="/peoplereport/:userId" element={<PeopleReportPage />} />
    </Routes>,
    { route },
  );
  await screen.findByRole('heading', { name: 'Rita Reed' });
  return server;
}

const reportCalls = (server: Awaited<ReturnType<typeof renderReport>>) =>
  server.fetchMock.mock.calls.map(([url]) => urlOf(url)).filter((url) => url.startsWith('/api/reports/'));

describe('the people report', () => {
  it('asks for the last four weeks and shows the totals, the chart and the table by project', async () => {
    const server = await renderReport();
    expect(reportCalls(server)).toEqual([
      `/api/reports/people/${USER_ID}?fromDate=2026-11-01&toDate=2026-11-28`,
    ]);
    expect(screen.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
    expect(within(screen.getByLabelText('Totals')).getByText('Total hours').nextSibling).toHaveTextContent(
      '3.5',
    );
    expect(
      screen.getByRole('img', { name: 'Hours by project: Garden 2.5 hours, No project 1 hours' }),
    ).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Hours by project' }));
    expect(await table.findByRole('link', { name: 'Garden' })).toHaveAttribute(
      'href',
      `/projectreport/${PROJECT_ID}`,
    );
    expect(table.getByText('No project')).toBeVisible();
    const weeks = within(screen.getByRole('table', { name: 'Hours by week' }));
    expect(weeks.getByText('11/22/2026')).toBeVisible();
  });

  it('asks again for a preset or chosen dates, and refuses a From after the To', async () => {
    const server = await renderReport();
    await userEvent.click(screen.getByRole('radio', { name: 'Last week' }));
    await vi.waitFor(() =>
      expect(reportCalls(server)).toContain(
        `/api/reports/people/${USER_ID}?fromDate=2026-11-22&toDate=2026-11-28`,
      ),
    );
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    // The period is checked by the form's resolver, which answers a moment after the typing.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Period to')).toHaveAccessibleDescription(
        'Invalid Date Range: the From Date must be before the To Date',
      ),
    );
    expect(reportCalls(server).some((url) => url.includes('fromDate=2026-12-01'))).toBe(false);
  });

  it('reads the period from the address', async () => {
    const server = await renderReport('Owner', `/peoplereport/${USER_ID}?from=2026-01-01&to=2026-12-31`);
    expect(reportCalls(server)).toEqual([
      `/api/reports/people/${USER_ID}?fromDate=2026-01-01&toDate=2026-12-31`,
    ]);
    expect(screen.getByRole('radio', { name: 'This year' })).toBeChecked();
  });

  it("lists the person's lost time of the period, asked for with the report's period", async () => {
    const server = await renderReport('Volunteer');
    const table = within(await screen.findByRole('table', { name: 'Lost time' }));
    expect(table.getByText('11/12/2026')).toBeVisible();
    expect(table.getByText('2.25')).toBeVisible();
    expect(table.getByText('Yes')).toBeVisible();
    const asked = server.fetchMock.mock.calls.find(([url]) => urlOf(url) === '/api/TimeEntry/lostUsers');
    expect(JSON.parse(asked?.[1]?.body as string)).toEqual({
      users: [USER_ID],
      fromDate: '2026-11-01',
      toDate: '2026-11-28',
    });
  });

  it('does not lead a volunteer on to project reports', async () => {
    renderInApp(<ActorReadyMark />);
    await renderReport('Volunteer');
    await actorReady();
    const table = within(screen.getByRole('table', { name: 'Hours by project' }));
    expect(table.getByText('Garden')).toBeVisible();
    expect(table.queryByRole('link')).toBeNull();
  });

  it('exports the table by project as a CSV file from the report’s endpoint', async () => {
    const saved = catchSavedFiles();
    const server = await renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Export Hours by project as CSV' }));
    await vi.waitFor(() =>
      expect(saved.names).toEqual(['Rita_Reed-hours-by-projects-2026-11-01-to-2026-11-28.csv']),
    );
    expect(reportCalls(server).filter((url) => url.includes('format=csv'))).toEqual([
      `/api/reports/people/${USER_ID}?format=csv&fromDate=2026-11-01&toDate=2026-11-28&table=projects`,
    ]);
    expect(await saved.contents()[0]!.text()).toBe(CSV.slice(1));
  });
});
