import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { shellMessages } from '@hgn/domain/messages';
import type { WbsJson, WbsListItemJson } from '@hgn/domain/wbs';
import { endSession, startSession } from '../../../shared/session/session';
import { linkTo, paths } from '../../../shared/routing/paths';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { ProjectWbsPage } from './ProjectWbsPage';

const project = makeProject({ projectName: 'Rainwater Tanks' });
const listPath = `/api/wbs/${project._id}`;

const item = (wbsName: string, _id: string, overrides: Partial<WbsListItemJson> = {}): WbsListItemJson => ({
  _id,
  wbsName,
  isActive: true,
  modifiedDatetime: '2026-11-20T18:00:00.000Z',
  taskCount: 0,
  hoursLogged: 0,
  ...overrides,
});
const build = item('Build', '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01', { taskCount: 12, hoursLogged: 34.5 });
const plan = item('Plan', '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e02', { isActive: false });
const whole = (wbs: WbsListItemJson): WbsJson => ({
  _id: wbs._id,
  wbsName: wbs.wbsName,
  projectId: project._id,
  isActive: wbs.isActive,
  createdDatetime: '2026-11-01T10:00:00.000Z',
  modifiedDatetime: wbs.modifiedDatetime,
});
const nameTaken = (name: string) => ({
  error: `This project already has a WBS named "${name}".`,
  message: `This project already has a WBS named "${name}".`,
  code: 'WBS_NAME_TAKEN',
  field: 'wbsName',
});

/** Signs in with these permissions alone and opens the WBS page of the project. */
async function openPage(permissions: string[], answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ frontPermissions: permissions }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/project/${project._id}`]: () => answer(200, project),
    [`GET ${listPath}`]: () => answer(200, [build, plan]),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <Routes>
        <Route path={paths.projectWbs} element={<ProjectWbsPage />} />
      </Routes>
    </ModalsProvider>,
    { route: linkTo(paths.projectWbs, { projectId: project._id }) },
  );
  return server;
}

/** How many times the list was read: a change reads it again. */
const listReads = (fetchMock: ReturnType<typeof stubServer>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input, init]) =>
    `${init?.method ?? 'GET'} ${urlOf(input)}`.startsWith(`GET ${listPath}`),
  ).length;

const toasted = (color: string, message: string) =>
  expect.objectContaining({ color, message }) as unknown as Parameters<typeof notifications.show>[0];

describe('ProjectWbsPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the WBS under the project’s name, each linking to its tasks, without controls for a viewer', async () => {
    const { fetchMock } = await openPage(['suggestTask'], {
      [`GET ${listPath}`]: () => answer(200, [build]),
    });

    expect(await screen.findByRole('heading', { name: 'WBS of Rainwater Tanks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Projects' })).toHaveAttribute('href', paths.projects);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Build' })).toHaveAttribute(
      'href',
      linkTo(paths.wbsTasksNamed, { wbsId: build._id, projectId: project._id, wbsName: 'Build' }),
    );
    expect(within(table).getByRole('cell', { name: '34.5' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '11/20/2026' })).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Build active' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'New WBS name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Build' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Build' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(listPath, expect.anything());
  });

  it('asks for the inactive WBS too for those who may activate them', async () => {
    const { fetchMock } = await openPage(['postWbs']);

    expect(await screen.findByRole('switch', { name: 'Plan active' })).not.toBeChecked();
    expect(fetchMock).toHaveBeenCalledWith(`${listPath}?all=true`, expect.anything());
  });

  it('says when the project has no WBS yet', async () => {
    await openPage([], { [`GET ${listPath}`]: () => answer(200, []) });

    expect(await screen.findByText('This project has no WBS yet.')).toBeInTheDocument();
  });

  it('shows the shared error when the list cannot be read', async () => {
    await openPage([], { [`GET ${listPath}`]: () => answer(500, {}) });

    expect(await screen.findByRole('alert')).toHaveTextContent(shellMessages.httpError(500, 'Error'));
  });

  it('creates a WBS from its name, or says on the field why not in the server’s words', async () => {
    const show = vi.spyOn(notifications, 'show');
    const creations = [
      answer(409, nameTaken('build')),
      answer(201, whole(item('Ship', crypto.randomUUID()))),
    ];
    const { bodiesOf, fetchMock } = await openPage(['postWbs'], {
      [`POST ${listPath}`]: () => creations.shift() ?? answer(500, {}),
    });
    const field = await screen.findByRole('textbox', { name: 'New WBS name' });

    await userEvent.click(screen.getByRole('button', { name: 'Create WBS' }));
    expect(await screen.findByText('WBS name is required.')).toBeInTheDocument();

    await userEvent.type(field, 'build');
    await userEvent.click(screen.getByRole('button', { name: 'Create WBS' }));
    expect(await screen.findByText('This project already has a WBS named "build".')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, ' Ship ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('green', 'WBS created.')));
    expect(field).toHaveValue('');
    await waitFor(() => expect(listReads(fetchMock)).toBe(2));
    expect(bodiesOf(`POST ${listPath}`)).toEqual([
      { wbsName: 'build', isActive: true },
      { wbsName: 'Ship', isActive: true },
    ]);
  });

  it('renames a WBS in a dialog, saying a taken name on the field', async () => {
    const show = vi.spyOn(notifications, 'show');
    const renames = [answer(409, nameTaken('Plan')), answer(200, whole({ ...build, wbsName: 'Construct' }))];
    const { bodiesOf, fetchMock } = await openPage(['postWbs'], {
      [`PUT /api/wbsId/${build._id}`]: () => renames.shift() ?? answer(500, {}),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Build' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Build' });
    const field = within(dialog).getByRole('textbox', { name: 'WBS name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This project already has a WBS named "Plan".'),
    ).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Construct');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('green', 'WBS renamed.')));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listReads(fetchMock)).toBe(2));
    expect(bodiesOf(`PUT /api/wbsId/${build._id}`)).toEqual([{ wbsName: 'Plan' }, { wbsName: 'Construct' }]);
  });

  it('activates a WBS with its switch', async () => {
    const { bodiesOf, fetchMock } = await openPage(['postWbs'], {
      [`PUT /api/wbsId/${plan._id}`]: () => answer(200, whole({ ...plan, isActive: true })),
    });

    await userEvent.click(await screen.findByRole('switch', { name: 'Plan active' }));

    await waitFor(() => expect(bodiesOf(`PUT /api/wbsId/${plan._id}`)).toEqual([{ isActive: true }]));
    await waitFor(() => expect(listReads(fetchMock)).toBe(2));
  });

  it('deletes a WBS after a confirmation that says how many tasks and logged hours go with it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = await openPage(['deleteWbs'], {
      [`DELETE /api/wbs/${build._id}`]: () => answer(200, { message: 'WBS successfully deleted' }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Build' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete WBS 'Build'?" });
    expect(dialog).toHaveTextContent('Its 12 tasks and 34.5 logged hours go with it.');
    expect(fetchMock).not.toHaveBeenCalledWith(
      `/api/wbs/${build._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete WBS' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('green', 'WBS deleted.')));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/wbs/${build._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows a refused deletion in the server’s words', async () => {
    const show = vi.spyOn(notifications, 'show');
    await openPage(['deleteWbs'], {
      [`DELETE /api/wbs/${plan._id}`]: () =>
        answer(404, {
          error: 'This WBS does not exist.',
          message: 'This WBS does not exist.',
          code: 'WBS_NOT_FOUND',
        }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Plan' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete WBS 'Plan'?" });
    expect(dialog).toHaveTextContent('It has no tasks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete WBS' }));

    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', 'This WBS does not exist.')));
  });
});
