import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { BuildingProjectJson } from '@hgn/domain/buildingManagement';
import { buildingMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
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
    stubServer({ 'GET /api/bm/project/p-1': () => answer(200, village) });
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

  it('says when a project has no members or manager', async () => {
    stubServer({ 'GET /api/bm/project/p-2': () => answer(200, commons) });
    renderBuildingArea('/bmdashboard/projects/p-2');
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('shows the failure of an unknown project', async () => {
    stubServer({
      'GET /api/bm/project/p-9': () =>
        answer(404, { message: buildingMessages.projectNotFound, code: 'BUILDING_PROJECT_NOT_FOUND' }),
    });
    renderBuildingArea('/bmdashboard/projects/p-9');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
