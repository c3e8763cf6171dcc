import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportSubjectsJson } from '@hgn/domain/reports';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { ReportsPage } from './ReportsPage';

afterEach(() => endSession());

const subjects: ReportSubjectsJson = {
  people: [
    { _id: 'p1', firstName: 'Ana', lastName: 'Anders', isActive: true },
    { _id: 'p2', firstName: 'Bo', lastName: 'Brandt', isActive: false },
  ],
  projects: [{ _id: 'g1', projectName: 'Garden', category: 'Food', isActive: true }],
  teams: [],
};

async function renderPage(answered = () => answer(200, subjects)) {
  await startSession(makeToken({ role: 'Owner', frontPermissions: ['getReports'] }));
  stubServer({ 'GET /api/roles': () => answer(200, []), 'GET /api/reports/subjects': answered });
  renderInApp(<ReportsPage />);
}

describe('the reports page', () => {
  it('lists people, projects and teams, each leading to its report', async () => {
    await renderPage();
    const people = within(await screen.findByRole('table', { name: 'People' }));
    expect(people.getByRole('link', { name: 'Ana Anders' })).toHaveAttribute('href', '/peoplereport/p1');
    expect(people.getByText('Inactive')).toBeVisible();
    expect(screen.getByText('2 people')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Projects' }));
    const projects = within(screen.getByRole('table', { name: 'Projects' }));
    expect(projects.getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/projectreport/g1');
    expect(projects.getByText('Food')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Teams' }));
    expect(screen.getByText('There are no teams yet.')).toBeVisible();
  });

  it('searches by name and says when nothing matches', async () => {
    await renderPage();
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'bran');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Bo Brandt']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(screen.getByText('Nothing matches this search.')).toBeVisible();
  });

  it('says so when the lists cannot be loaded', async () => {
    await renderPage(() => answer(403, { error: 'Forbidden', message: 'You are not authorized.' }));
    expect(
      await screen.findByText(
        'The lists of people, projects and teams could not be loaded. Please try again.',
      ),
    ).toBeVisible();
  });
});
