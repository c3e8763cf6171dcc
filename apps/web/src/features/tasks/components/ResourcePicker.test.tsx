import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNameJson } from '@hgn/domain/users';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import type { TaskFormPerson } from '../taskForm';
import { ResourcePicker } from './ResourcePicker';

const kai: UserNameJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0013',
  firstName: 'Kai',
  lastName: 'Moana',
  profilePic: '',
};
const ana: TaskFormPerson = {
  userID: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0011',
  name: 'Ana Lima',
  profilePic: '',
};

/** The picker holding its people as the task form does. */
function Picker() {
  const [people, setPeople] = useState<TaskFormPerson[]>([ana]);
  return <ResourcePicker people={people} disabled={false} onChange={setPeople} />;
}

const peopleList = () => screen.getByRole('list', { name: 'Resources' });

describe('ResourcePicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds a person found by name and removes one', async () => {
    const { fetchMock } = stubServer({ 'GET /api/userprofile/autocomplete/': () => answer(200, [kai]) });
    renderInApp(<Picker />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Add a person' }), 'Kai');
    await userEvent.click(await screen.findByRole('option', { name: /Kai Moana/ }, { timeout: 3000 }));
    expect(fetchMock).toHaveBeenCalledWith('/api/userprofile/autocomplete/Kai', expect.anything());
    expect(within(peopleList()).getByText('Kai Moana')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima' }));
    expect(within(peopleList()).queryByText('Ana Lima')).not.toBeInTheDocument();
    expect(within(peopleList()).getByText('Kai Moana')).toBeInTheDocument();
  });

  it('offers no changes when the form is read only', () => {
    stubServer({});
    renderInApp(<ResourcePicker people={[ana]} disabled onChange={() => undefined} />);
    expect(screen.queryByRole('textbox', { name: 'Add a person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana Lima' })).not.toBeInTheDocument();
  });
});
