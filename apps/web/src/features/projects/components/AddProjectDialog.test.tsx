import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { projectMessages } from '@hgn/domain/messages';
import type { ProjectJson } from '@hgn/domain/projects';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { AddProjectDialog } from './AddProjectDialog';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';
const solarRoof = makeProject({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01', projectName: 'Solar Roof' });
/** The server's words when the project was archived meanwhile. */
const archivedRefusal = 'This project is archived. Bring it back before assigning people to it.';
const created = makeProject({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e02', projectName: 'Bee Corridor' });

function renderDialog({
  userProjects = [],
  canCreate = true,
}: { userProjects?: ProjectJson[]; canCreate?: boolean } = {}) {
  const onClose = vi.fn();
  renderInApp(
    <AddProjectDialog userId={userId} userProjects={userProjects} canCreate={canCreate} onClose={onClose} />,
  );
  return onClose;
}

const nameField = (label: string) => screen.getByRole('combobox', { name: label });
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('AddProjectDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks to pick a project, and refuses an unknown one or one the user has, without sending', async () => {
    const { fetchMock } = stubServer({ 'GET /api/projects/search': () => answer(200, [solarRoof]) });
    const onClose = renderDialog({ userProjects: [solarRoof] });

    await press('Assign');
    expect(nameField('Project')).toHaveAccessibleDescription(projectMessages.nameRequiredToAssign);

    await userEvent.type(nameField('Project'), 'Solar');
    await press('Assign');
    await waitFor(() =>
      expect(nameField('Project')).toHaveAccessibleDescription(projectMessages.doesNotExist),
    );

    await userEvent.clear(nameField('Project'));
    await userEvent.type(nameField('Project'), ' solar  ROOF ');
    await press('Assign');
    await waitFor(() =>
      expect(nameField('Project')).toHaveAccessibleDescription(projectMessages.alreadyAssigned),
    );
    expect(nameField('Project')).toHaveValue(' solar  ROOF ');
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the projects found and 'Create new project' unless one matches exactly", async () => {
    const { fetchMock } = stubServer({ 'GET /api/projects/search': () => answer(200, [solarRoof]) });
    renderDialog();

    await userEvent.type(nameField('Project'), 'sol');
    expect(await screen.findByRole('option', { name: solarRoof.projectName })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: projectMessages.createNewOption })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/search?text=sol', expect.anything());

    await userEvent.type(nameField('Project'), 'ar roof');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: projectMessages.createNewOption })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: solarRoof.projectName })).toBeInTheDocument();
  });

  it("keeps the 'Create new project' button above the field, where the list found never covers it", async () => {
    stubServer({ 'GET /api/projects/search': () => answer(200, [solarRoof]) });
    renderDialog();
    await userEvent.type(nameField('Project'), 'sol');
    const listbox = await screen.findByRole('listbox');
    const button = screen.getByRole('button', { name: projectMessages.createNewOption });
    expect(button.compareDocumentPosition(nameField('Project'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(button.compareDocumentPosition(listbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers no 'Create new project' to someone who may not create one", async () => {
    stubServer({ 'GET /api/projects/search': () => answer(200, [solarRoof]) });
    renderDialog({ canCreate: false });

    await userEvent.type(nameField('Project'), 'sol');
    expect(await screen.findByRole('option', { name: solarRoof.projectName })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: projectMessages.createNewOption })).not.toBeInTheDocument();
  });

  it('assigns the project named ignoring case and spaces, says so and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'GET /api/projects/search': () => answer(200, [solarRoof]),
      [`POST /api/project/${solarRoof._id}/users`]: () => answer(200, { result: 'Done' }),
    });
    const onClose = renderDialog();

    await userEvent.type(nameField('Project'), 'SOLARroof');
    await press('Assign');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST')).toEqual([
      { projectId: solarRoof._id, users: [{ userId, operation: 'Assign' }] },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: projectMessages.assigned }),
    );
  });

  it("shows the server's refusal of the assignment and stays open", async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      'GET /api/projects/search': () => answer(200, [solarRoof]),
      [`POST /api/project/${solarRoof._id}/users`]: () =>
        answer(400, { code: 'PROJECT_ARCHIVED', message: archivedRefusal }),
    });
    const onClose = renderDialog();

    await userEvent.type(nameField('Project'), 'Solar Roof');
    await press('Assign');

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: archivedRefusal })),
    );
    expect(screen.getByRole('dialog', { name: 'Add Project' })).toBeInTheDocument();
    expect(nameField('Project')).toHaveValue('Solar Roof');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a project in the chosen category and assigns it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'GET /api/projects/search': () => answer(200, []),
      'POST /api/projects': () => answer(200, created),
      [`POST /api/project/${created._id}/users`]: () => answer(200, { result: 'Done' }),
    });
    const onClose = renderDialog();

    await userEvent.type(nameField('Project'), 'Bee');
    await userEvent.click(await screen.findByRole('option', { name: projectMessages.createNewOption }));
    const dialog = screen.getByRole('dialog', { name: 'Create a project' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue(
      projectMessages.defaultCategory,
    );

    await userEvent.clear(nameField('New project name'));
    await press('Create and assign');
    expect(nameField('New project name')).toHaveAccessibleDescription(projectMessages.nameRequiredToCreate);

    await userEvent.type(nameField('New project name'), '  Bee Corridor ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Food' }));
    await press('Create and assign');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST /api/projects')).toEqual([
      { projectName: 'Bee Corridor', projectCategory: 'Food', isActive: true },
    ]);
    expect(bodiesOf('POST /api/project/')).toEqual([
      { projectId: created._id, users: [{ userId, operation: 'Assign' }] },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: projectMessages.created }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: projectMessages.assigned }));
  });

  it('says a taken name on the field and stays open with the name kept', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/projects': () =>
        answer(400, {
          code: 'PROJECT_NAME_TAKEN',
          error: projectMessages.alreadyExists,
          message: projectMessages.alreadyExists,
        }),
    });
    const onClose = renderDialog();

    await press(projectMessages.createNewOption);
    await userEvent.type(nameField('New project name'), 'solar roof');
    await press('Create and assign');

    await waitFor(() =>
      expect(nameField('New project name')).toHaveAccessibleDescription(projectMessages.alreadyExists),
    );
    expect(nameField('New project name')).toHaveValue('solar roof');
    expect(bodiesOf('POST /api/projects')).toEqual([
      { projectName: 'solar roof', projectCategory: projectMessages.defaultCategory, isActive: true },
    ]);
    expect(bodiesOf('POST /api/project/')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no creation without the right, and cancels without sending', async () => {
    const { fetchMock } = stubServer({});
    const onClose = renderDialog({ canCreate: false });

    expect(screen.queryByRole('button', { name: projectMessages.createNewOption })).not.toBeInTheDocument();
    await press('Cancel');

    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
