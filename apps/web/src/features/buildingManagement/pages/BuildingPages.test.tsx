import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { BuildingProjectJson, ProjectSummaryJson } from '@hgn/domain/buildingManagement';
import { buildingMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { BuildingDashboardPage } from './BuildingDashboardPage';
import { BuildingProjectPage } from './BuildingProjectPage';

const village: BuildingProjectJson = {
  _id: 'p-1',
  name: 'Earthbag Village',
  location: 'Rainbow Valley, Utah',
  template: 'Earthbag Village',
  isActive: true,
  dateCreated: '2026-11-02T18:00:00.000Z',
  buildingManager: { _id: 'u-1', firstName: 'Maria', lastName: 'Builder' },
  members: [{ user: { _id: 'u-2', firstName: 'Ade', lastName: 'Mason' }, hours: 12.5 }],
};
const commons: BuildingProjectJson = {
  ...village,
  _id: 'p-2',
  name: 'Cob Village Commons',
  buildingManager: null,
  members: [],
};

const stock = (types: number, bought: number, available: number) => ({
  types,
  bought,
  used: bought - available,
  wasted: 0,
  available,
});
const noItems = { total: 0, available: 0, inUse: 0, conditions: {} };
const summary: ProjectSummaryJson = {
  materials: stock(2, 150, 63),
  consumables: stock(0, 0, 0),
  reusables: stock(0, 0, 0),
  tools: { total: 3, available: 1, inUse: 1, conditions: { Good: 2, Lost: 1 } },
  equipment: noItems,
  costs: [{ currency: 'USD', amount: 1250 }],
  openIssues: 2,
  pendingPurchases: 1,
  lowStock: [{ _id: 't-1', name: 'Cement', category: 'Material', unit: 'bags', bought: 100, available: 18 }],
  rentalsDue: [
    {
      _id: 'i-1',
      name: 'Mixer',
      code: 'M1',
      category: 'Equipment',
      rentalDueDate: '2026-11-25',
      daysLeft: -2,
    },
  ],
  weeks: {
    last: { startDate: '2026-11-15', endDate: '2026-11-21' },
    previous: { startDate: '2026-11-08', endDate: '2026-11-14' },
  },
};
const emptySummary: ProjectSummaryJson = {
  ...summary,
  materials: stock(0, 0, 0),
  tools: noItems,
  costs: [],
  lowStock: [],
  rentalsDue: [],
};

function renderBuildingArea(route: string) {
  renderInApp(
    <Routes>
      <Route path="/bmdashboard" element={<BuildingDashboardPage />} />
      <Route path="/bmdashboard/projects/:projectId" element={<BuildingProjectPage />} />
    </Routes>,
    { route },
  );
}

describe('building dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a project before opening one, then opens the chosen project’s page', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [commons, village]),
      'GET /api/bm/project/p-1': () => answer(200, village),
      'GET /api/bm/project/p-1/summary': () => answer(200, summary),
    });
    renderBuildingArea('/bmdashboard');
    const select = await screen.findByLabelText('Project');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([buildingMessages.selectProject, 'Cob Village Commons', 'Earthbag Village']);
    await userEvent.click(screen.getByRole('button', { name: buildingMessages.goToProjectDashboard }));
    expect(screen.getAllByText(buildingMessages.selectProject)).toHaveLength(2);
    await userEvent.selectOptions(select, 'p-1');
    await userEvent.click(screen.getByRole('button', { name: buildingMessages.goToProjectDashboard }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earthbag Village' })).toBeInTheDocument();
  });
});

describe('building project page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the project’s details and members', async () => {
    stubServer({
      'GET /api/bm/project/p-1': () => answer(200, village),
      'GET /api/bm/project/p-1/summary': () => answer(200, summary),
    });
    renderBuildingArea('/bmdashboard/projects/p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earthbag Village' })).toBeInTheDocument();
    expect(screen.getByText('Rainbow Valley, Utah')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Builder' })).toHaveAttribute('href', '/userprofile/u-1');
    expect(screen.getByText('11/02/2026')).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'Ade Mason' })).toBeInTheDocument();
    expect(within(members).getByText('12.5')).toBeInTheDocument();
  });

  it.each([
    ['a Volunteer', [], [['Add a lesson learned', '/bmdashboard/lessonform/p-1']]],
    [
      'a holder of the inventory permissions',
      ['postInvType', 'putInvById', 'postInvInProject'],
      [
        ['Add material type', '/bmdashboard/materials/add'],
        ['Log material use', '/bmdashboard/logMaterial'],
        ['Add equipment type', '/bmdashboard/equipment/add'],
        ['Add a lesson learned', '/bmdashboard/lessonform/p-1'],
        ['Add Team Member', '/bmdashboard/AddTeamMember'],
      ],
    ],
  ] as const)(
    'leads %s to every project page the server admits them to',
    async (_, permissions, changing) => {
      await startSession(
        makeToken({
          role: 'Volunteer',
          frontPermissions: [...permissions],
          access: { canAccessBMPortal: true },
        }),
      );
      stubServer({
        'GET /api/roles': () => answer(200, []),
        'GET /api/bm/project/p-1': () => answer(200, village),
        'GET /api/bm/project/p-1/summary': () => answer(200, summary),
      });
      renderInApp(
        <>
          <ActorReadyMark />
          <Routes>
            <Route path="/bmdashboard/projects/:projectId" element={<BuildingProjectPage />} />
          </Routes>
        </>,
        { route: '/bmdashboard/projects/p-1' },
      );
      await actorReady();
      await userEvent.click(await screen.findByRole('button', { name: 'Project pages' }));
      const offered = (await screen.findAllByRole('menuitem')).map((item) => [
        item.textContent,
        item.getAttribute('href'),
      ]);
      const reading = [
        ['Materials', '/bmdashboard/materials'],
        ['Consumables', '/bmdashboard/consumables'],
        ['Reusables', '/bmdashboard/reusables'],
        ['Tools', '/bmdashboard/tools'],
        ['Equipment', '/bmdashboard/equipment'],
        ['Site issues', '/bmdashboard/Issue'],
        ['Lessons learned', '/bmdashboard/lessonlist'],
        ['Total Construction Summary', '/bmdashboard/totalconstructionsummary'],
      ];
      expect(offered.filter((entry) => reading.some(([label]) => label === entry[0]))).toEqual(reading);
      expect(offered.filter((entry) => !reading.some(([label]) => label === entry[0]))).toEqual(changing);
      endSession();
    },
  );

  it('shows the project’s figures, what runs low, rentals due and the summary weeks', async () => {
    stubServer({
      'GET /api/bm/project/p-1': () => answer(200, village),
      'GET /api/bm/project/p-1/summary': () => answer(200, summary),
    });
    renderBuildingArea('/bmdashboard/projects/p-1');
    const figures = await screen.findByRole('list', { name: 'Project figures' });
    expect(within(figures).getByText('63 of 150 left · 87 used · 0 wasted')).toBeInTheDocument();
    expect(within(figures).getByText('USD 1,250.00')).toBeInTheDocument();
    expect(within(figures).getByText('1 available · 1 in use of 3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Stock running low' })).getByText('18 bags'),
    ).toBeInTheDocument();
    const rentals = screen.getByRole('table', { name: 'Rentals due' });
    expect(within(rentals).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Weekly summary weeks' })).toHaveTextContent(
      'Last week: 11/15/2026 – 11/21/2026Previous week: 11/08/2026 – 11/14/2026',
    );
  });

  it('says when a project has no members, manager, stock running low or rentals due', async () => {
    stubServer({
      'GET /api/bm/project/p-2': () => answer(200, commons),
      'GET /api/bm/project/p-2/summary': () => answer(200, emptySummary),
    });
    renderBuildingArea('/bmdashboard/projects/p-2');
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(await screen.findByText('No stock is running low.')).toBeInTheDocument();
    expect(screen.getByText('No rental is due in the next two weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('says an unknown project does not exist and leads back to the choice of projects', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/project/p-9': () =>
        answer(404, { message: buildingMessages.projectNotFound, code: 'BUILDING_PROJECT_NOT_FOUND' }),
    });
    renderBuildingArea('/bmdashboard/projects/p-9');
    expect(await screen.findByText(buildingMessages.projectNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Choose a building project' }));
    expect(await screen.findByRole('heading', { name: 'Building Management Dashboard' })).toBeInTheDocument();
  });

  it('offers a reload when the project could not be loaded for another reason', async () => {
    stubServer({ 'GET /api/bm/project/p-1': () => answer(500, { message: 'Internal Server Error' }) });
    renderBuildingArea('/bmdashboard/projects/p-1');
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
