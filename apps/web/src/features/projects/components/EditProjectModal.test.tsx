import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { projectMessages } from '@hgn/domain/messages';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { EditProjectModal } from './EditProjectModal';

const project = makeProject({ projectName: 'Rainwater Tanks', category: 'Housing' });
const putPath = `PUT /api/project/${project._id}`;

function renderModal() {
  const onClose = vi.fn();
  renderInApp(<EditProjectModal project={project} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: `Edit ${project.projectName}` });
  return { onClose, dialog };
}

const nameField = () => screen.getByRole('textbox', { name: 'Project name' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('EditProjectModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts from the project and refuses an empty name without sending', async () => {
    const { fetchMock } = stubServer({});
    const { dialog } = renderModal();
    expect(nameField()).toHaveValue(project.projectName);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue(project.category);

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '  ');
    await save();

    expect(nameField()).toHaveAccessibleDescription(projectMessages.nameRequiredToCreate);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and the chosen category, says so and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({ [putPath]: () => answer(200, project) });
    const { onClose, dialog } = renderModal();

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), ' Rain Gardens ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Food' }));
    await save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(putPath)).toEqual([{ projectName: 'Rain Gardens', category: 'Food' }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Project updated.' }),
    );
  });

  it('says a taken name on the field and stays open with the name kept', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      [putPath]: () =>
        answer(400, {
          code: 'PROJECT_NAME_TAKEN',
          error: projectMessages.alreadyExists,
          message: projectMessages.alreadyExists,
        }),
    });
    const { onClose } = renderModal();

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'solar roof');
    await save();

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(projectMessages.alreadyExists));
    expect(nameField()).toHaveValue('solar roof');
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("tells of another refusal in the server's words, or the shared sentence when it gives none", async () => {
    const show = vi.spyOn(notifications, 'show');
    const refusals = [
      answer(403, { message: 'You are not authorized to update projects.' }),
      answer(400, {}),
    ];
    stubServer({ [putPath]: () => refusals.shift() ?? answer(500, {}) });
    const { onClose, dialog } = renderModal();

    await save();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'You are not authorized to update projects.' }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await save();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'The project could not be updated.' }),
      ),
    );
    expect(nameField()).toHaveValue(project.projectName);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const { fetchMock } = stubServer({});
    const { onClose } = renderModal();

    await userEvent.type(nameField(), ' Phase 2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
