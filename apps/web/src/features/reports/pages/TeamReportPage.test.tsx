import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TeamReportJson } from '@hgn/domain/reports';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { TeamReportPage } from './TeamReportPage';

fixTheDate('2026-11-25T20:00:00.000Z');
afterEach(() => endSession());

const TEAM_ID = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c07';
const none = { tangibleHours: 0, intangibleHours: 0, totalHours: 0 };
const report: TeamReportJson = {
  team: { _id: TEAM_ID, teamName: 'Garden Crew', isActive: true },
  fromDate: '2026-11-01',
  toDate: '2026-11-28',
  totals: none,
  members: [
    { userId: 'member-1', firstName: 'Vic', lastName: 'Vine', isActive: true, ...none },
    { userId: 'member-2', firstName: 'Wes', lastName: 'West', isActive: false, ...none },
  ],
};

const renderTeamReport = async (answered: () => Response) => {
  await startSession(makeToken({ userid: 'member-1', role: 'Volunteer' }));
  stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/reports/teams/${TEAM_ID}/hours`]: answered,
  });
  renderInApp(
    <Routes>
      <Route path="/teamreport/:teamId" element={<TeamReportPage />} />
    </Routes>,
    { route: `/teamreport/${TEAM_ID}` },
  );
};

describe('the team report', () => {
  it('lists every member, one’s own name leading to one’s own report, and says when no time was logged', async () => {
    await renderTeamReport(() => answer(200, report));
    await screen.findByRole('heading', { name: 'Garden Crew' });
    expect(screen.getByText('No time was logged in this period.')).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Hours by member' }));
    expect(await table.findByRole('link', { name: 'Vic Vine' })).toHaveAttribute(
      'href',
      '/peoplereport/member-1',
    );
    expect(table.getByText('Wes West').closest('a')).toBeNull();
    expect(table.getByText('No')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a refusal in the server’s words', async () => {
    await renderTeamReport(() =>
      answer(403, { error: 'Forbidden', message: 'You are not allowed to see this.', code: 'FORBIDDEN' }),
    );
    expect(await screen.findByText('You are not allowed to see this.')).toBeVisible();
  });
});
