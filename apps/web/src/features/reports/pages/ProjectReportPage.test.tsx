import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ProjectReportJson } from '@hgn/domain/reports';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { ProjectReportPage } from './ProjectReportPage';

fixTheDate('2026-11-25T20:00:00.000Z');
afterEach(() => endSession());

const PROJECT_ID = '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c09';
const hours = (totalHours: number) => ({ tangibleHours: totalHours, intangibleHours: 0, totalHours });
const task = (index: number, totalHours: number) => ({
  taskId: `task-${index}`,
  taskName: `Task ${index}`,
  wbsName: 'Beds',
  ...hours(totalHours),
});

const reportWith = (tasks: ProjectReportJson['tasks']): ProjectReportJson => ({
  project: { _id: PROJECT_ID, projectName: 'Garden', category: 'Food', isActive: true },
  fromDate: '2026-11-01',
  toDate: '2026-11-28',
  totals: hours(tasks.reduce((sum, line) => sum + line.totalHours, 0)),
  people: [],
  tasks,
});

const renderProjectReport = async (report: ProjectReportJson) => {
  await startSession(makeToken({ userid: 'owner-1', role: 'Owner' }));
  stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/reports/projects/${PROJECT_ID}`]: () => answer(200, report),
  });
  renderInApp(
    <Routes>
      <Route path="/projectreport/:projectId" element={<ProjectReportPage />} />
    </Routes>,
    { route: `/projectreport/${PROJECT_ID}` },
  );
  await screen.findByRole('heading', { name: 'Garden' });
};

describe('the project report', () => {
  it('charts the hours of each task beside the table, time on no task included', async () => {
    await renderProjectReport(
      reportWith([task(1, 2), { taskId: null, taskName: '', wbsName: '', ...hours(1.5) }]),
    );
    expect(
      screen.getByRole('img', { name: 'Hours by task: Task 1 (Beds) 2 hours, No task 1.5 hours' }),
    ).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Hours by task' })).getByText('No task')).toBeVisible();
  });

  it('charts the fifteen tasks with the most hours and lists them all', async () => {
    await renderProjectReport(
      reportWith(Array.from({ length: 20 }, (_, index) => task(index + 1, index + 1))),
    );
    const chart = screen.getByRole('img', {
      name: /^The 15 tasks with the most hours: Task 20 \(Beds\) 20 hours/,
    });
    expect(chart.getAttribute('aria-label')).not.toContain('Task 5 (Beds)');
    expect(within(screen.getByRole('table', { name: 'Hours by task' })).getAllByRole('row')).toHaveLength(21);
  });
});
