import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { projectMessages, shellMessages } from '@hgn/domain/messages';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { CreateProjectForm } from './CreateProjectForm';

const nameField = () => screen.getByRole('textbox', { name: 'New project name' });
const categoryField = () => screen.getByRole('combobox', { name: 'Category' });
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add project' }));

describe('CreateProjectForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a name before sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<CreateProjectForm />);

    await add();
    expect(nameField()).toHaveAccessibleDescription(projectMessages.nameRequiredToCreate);
    await userEvent.type(nameField(), '   ');
    await add();
    expect(nameField()).toHaveAccessibleDescription(projectMessages.nameRequiredToCreate);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates an active project in 'Unspecified' unless a category is chosen, then empties the form", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({ 'POST /api/projects': () => answer(200, makeProject()) });
    renderInApp(<CreateProjectForm />);
    expect(categoryField()).toHaveValue(projectMessages.defaultCategory);

    await userEvent.type(nameField(), '  Bee Corridor ');
    await add();
    await waitFor(() => expect(nameField()).toHaveValue(''));

    await userEvent.type(nameField(), 'Seed Library');
    await userEvent.click(categoryField());
    await userEvent.click(await screen.findByRole('option', { name: 'Food' }));
    await add();
    await waitFor(() => expect(categoryField()).toHaveValue(projectMessages.defaultCategory));

    expect(bodiesOf('POST /api/projects')).toEqual([
      { projectName: 'Bee Corridor', projectCategory: projectMessages.defaultCategory, isActive: true },
      { projectName: 'Seed Library', projectCategory: 'Food', isActive: true },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: projectMessages.created }),
    );
  });

  it('says a taken name on the field and keeps what was typed', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      'POST /api/projects': () =>
        answer(400, {
          code: 'PROJECT_NAME_TAKEN',
          error: projectMessages.alreadyExists,
          message: projectMessages.alreadyExists,
        }),
    });
    renderInApp(<CreateProjectForm />);

    await userEvent.type(nameField(), 'rainwater tanks');
    await add();

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(projectMessages.alreadyExists));
    expect(nameField()).toHaveValue('rainwater tanks');
    expect(show).not.toHaveBeenCalled();
  });

  it('tells of any other refusal in a notice and keeps what was typed', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({ 'POST /api/projects': () => answer(403, { message: 'You are not authorized.' }) });
    renderInApp(<CreateProjectForm />);

    await userEvent.type(nameField(), 'Bee Corridor');
    await add();

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: projectMessages.createFailed }),
      ),
    );
    expect(nameField()).toHaveValue('Bee Corridor');
    expect(nameField()).not.toHaveAccessibleDescription(projectMessages.createFailed);
  });

  it('adds no notice of its own when the server cannot be reached', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<CreateProjectForm />);

    await userEvent.type(nameField(), 'Bee Corridor');
    await add();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add project' })).toBeEnabled());
    expect(show.mock.calls.map(([notice]) => notice.message)).toEqual([shellMessages.unexpectedError]);
    expect(nameField()).toHaveValue('Bee Corridor');
  });
});
