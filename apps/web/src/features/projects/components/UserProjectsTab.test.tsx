import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { projectMessages } from '@hgn/domain/messages';
import type { ProjectJson } from '@hgn/domain/projects';
import { endSession, startSession } from '../../../shared/session/session';
import { fixedMediaQueryList } from '../../../test/media';
import { makeProject } from '../../../test/projects';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { UserProjectsTab } from './UserProjectsTab';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';
const rainwater = makeProject({ projectName: 'Rainwater Tanks', category: 'Housing' });
const garden = makeProject({
  _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e03',
  projectName: 'Community Garden',
  category: 'Food',
});
const listPath = `GET /api/projects/user/${userId}`;
const membersPath = `POST /api/project/${rainwater._id}/users`;

/** Signs in with these permissions alone (the role grants none) and answers the user's projects. */
async function setUp(
  permissions: string[],
  projects: ProjectJson[],
  more: Record<string, () => Response> = {},
) {
  await startSession(makeToken({ frontPermissions: permissions }));
  return stubServer({
    'GET /api/roles': () => answer(200, []),
    [listPath]: () => answer(200, projects),
    ...more,
  });
}

/** Shows once the signed-in person's permissions are known, so an absent control means a refusal. */
const showWidth = (isDesktop: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQueryList(query, isDesktop));

describe('UserProjectsTab', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the projects with their categories, without controls for a viewer', async () => {
    showWidth(true);
    await setUp([], [rainwater, garden]);
    renderInApp(
      <>
        <UserProjectsTab userId={userId} canEdit />
        <ActorReadyMark />
      </>,
    );

    await actorReady();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['#', 'Project name', 'Category'],
      ['1', 'Rainwater Tanks', 'Housing'],
      ['2', 'Community Garden', 'Food'],
    ]);
    expect(screen.queryByRole('button', { name: 'Assign Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove from / })).not.toBeInTheDocument();
  });

  it('says when there is no project, and when the list cannot be loaded', async () => {
    await setUp(['assignProjectToUsers'], []);
    const { unmount } = renderInApp(<UserProjectsTab userId={userId} canEdit />);
    expect(await screen.findByText('Not assigned to any project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Project' })).toBeInTheDocument();
    unmount();

    stubServer({ 'GET /api/roles': () => answer(200, []), [listPath]: () => answer(404, {}) });
    renderInApp(<UserProjectsTab userId={userId} canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The projects could not be loaded.');
  });

  it('removes a project at once and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await setUp(['assignProjectToUsers'], [rainwater], {
      [membersPath]: () => answer(200, { result: 'Done' }),
    });
    renderInApp(<UserProjectsTab userId={userId} canEdit />);

    await userEvent.click(
      await screen.findByRole('button', { name: `Remove from ${rainwater.projectName}` }),
    );

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: `Removed from ${rainwater.projectName}.` }),
      ),
    );
    expect(bodiesOf(membersPath)).toEqual([
      { projectId: rainwater._id, users: [{ userId, operation: 'UnAssign' }] },
    ]);
  });

  it("tells of a refused removal in the server's words and keeps the project", async () => {
    const show = vi.spyOn(notifications, 'show');
    await setUp(['assignProjectToUsers'], [rainwater], {
      [membersPath]: () => answer(400, { message: projectMessages.doesNotExist }),
    });
    renderInApp(<UserProjectsTab userId={userId} canEdit />);

    await userEvent.click(
      await screen.findByRole('button', { name: `Remove from ${rainwater.projectName}` }),
    );

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: projectMessages.doesNotExist }),
      ),
    );
    expect(screen.getByText(rainwater.projectName)).toBeInTheDocument();
  });

  it('opens the Add Project dialog, which knows the projects the user already has', async () => {
    const { fetchMock } = await setUp(['assignProjectToUsers'], [rainwater], {
      'GET /api/projects/search': () => answer(200, [rainwater]),
    });
    renderInApp(<UserProjectsTab userId={userId} canEdit />);

    await userEvent.click(await screen.findByRole('button', { name: 'Assign Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    expect(
      within(dialog).queryByRole('button', { name: projectMessages.createNewOption }),
    ).not.toBeInTheDocument();
    const field = within(dialog).getByRole('combobox', { name: 'Project' });
    await userEvent.type(field, 'rainwater tanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(projectMessages.alreadyAssigned));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers to create a project in the dialog only with the right to create one', async () => {
    await setUp(['assignProjectToUsers', 'postProject'], []);
    renderInApp(<UserProjectsTab userId={userId} canEdit />);

    await userEvent.click(await screen.findByRole('button', { name: 'Assign Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: projectMessages.createNewOption }));
    expect(screen.getByRole('dialog', { name: 'Create a project' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
