import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { endSession, startSession } from '../../shared/session/session';
import { fixTheDate } from '../../test/clock';
import { renderInApp } from '../../test/render';
import { answer, stubServer } from '../../test/server';
import { makeTask } from '../../test/tasks';
import { makeToken } from '../../test/tokens';
import { sampleProfile } from '../../test/users';
import { TimeLogPage } from './TimeLogPage';

const vera = '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00';
const resetPath = `PUT /api/badge/badgecount/reset/${vera}`;

const openTask: UserTaskJson = {
  wbsName: 'Hedges',
  projectId: 'p1',
  projectName: 'Garden',
  creatorName: null,
  ...makeTask({ _id: 't1', taskName: 'Plant the hedge', wbsId: 'w1', num: '1', isAssigned: true }),
};

async function renderPage({
  viewer,
  hash = '',
  badgeCount = 0,
  tasks = [] as UserTaskJson[],
}: {
  viewer: { userid: string; role: string; frontPermissions?: string[] };
  hash?: string;
  badgeCount?: number;
  tasks?: UserTaskJson[];
}) {
  await startSession(makeToken(viewer));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/userprofile/${vera}`]: () => answer(200, sampleProfile({ _id: vera, badgeCount })),
    [`GET /api/tasks/user/${vera}`]: () => answer(200, tasks),
    [`GET /api/TimeEntry/user/${vera}/`]: () => answer(200, []),
    [resetPath]: () => answer(201, { count: 0 }),
    [`PATCH /api/userprofile/${vera}`]: () => answer(200, { message: 'status updated' }),
  });
  renderInApp(
    <Routes>
      <Route path="/timelog/:userId" element={<TimeLogPage />} />
    </Routes>,
    { route: `/timelog/${vera}${hash}` },
  );
  await screen.findByRole('heading', { name: 'Time Log of Vera Volunteer' });
  return server;
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('TimeLogPage', () => {
  fixTheDate('2026-11-25T19:00:00Z');

  it('shows a volunteer with open tasks their tasks first', async () => {
    await renderPage({ viewer: { userid: vera, role: 'Volunteer' }, tasks: [openTask] });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tasks');
    expect(await screen.findByText(/Plant the hedge/)).toBeInTheDocument();
  });

  it('resets one’s own badge count when the Badges tab opens, once per opening', async () => {
    const { bodiesOf } = await renderPage({ viewer: { userid: vera, role: 'Volunteer' }, badgeCount: 2 });
    expect(bodiesOf(resetPath)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: /Badges/ }));
    await waitFor(() => expect(bodiesOf(resetPath)).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly Summaries' }));
    expect(bodiesOf(resetPath)).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: /Badges/ }));
    await waitFor(() => expect(bodiesOf(resetPath)).toHaveLength(2));
  });

  it('leaves the count of another person alone for a viewer the server would refuse', async () => {
    const { bodiesOf } = await renderPage({
      viewer: { userid: 'u-other', role: 'Manager' },
      hash: '#badgesearned',
      badgeCount: 2,
    });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Badges');
    expect(bodiesOf(resetPath)).toHaveLength(0);
  });

  it('lets those with the full status right deactivate the person with today as their final day', async () => {
    const { bodiesOf } = await renderPage({
      viewer: {
        userid: 'u-admin',
        role: 'Administrator',
        frontPermissions: ['changeUserStatus', 'setFinalDay'],
      },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Vera Volunteer is active' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(bodiesOf(`PATCH /api/userprofile/${vera}`)).toEqual([
        { action: 'DEACTIVATE', endDate: '2026-11-25' },
      ]),
    );
  });

  it('offers no activation toggle without the status right', async () => {
    await renderPage({
      viewer: { userid: 'u-other', role: 'Manager', frontPermissions: ['interactWithPauseUserButton'] },
    });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers no activation toggle on one’s own time log, which the server would refuse', async () => {
    await renderPage({
      viewer: { userid: vera, role: 'Owner', frontPermissions: ['changeUserStatus', 'setFinalDay'] },
    });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
