import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import type { TeamJson } from '@hgn/domain/teams';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { AddTeamDialog } from './AddTeamDialog';
import { makeTeam } from '../../../test/teams';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';

const teamNamed = (id: number, teamName: string) =>
  makeTeam({ _id: `7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5${id}`, teamName, memberCount: 2 });
const garden = teamNamed(1, 'Garden Crew');
const kitchen = teamNamed(2, 'Kitchen Team');
const orchard: TeamJson = { ...teamNamed(3, 'Orchard Crew'), members: [] };

const assignPathOf = (teamId: string) => `POST /api/team/${teamId}/users`;
const teamField = () => screen.getByRole('combobox', { name: 'Team' });
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

function renderDialog({
  canCreate = true,
  answers = {},
}: { canCreate?: boolean; answers?: Record<string, () => Response> } = {}) {
  const server = stubServer({ 'GET /api/team': () => answer(200, [garden, kitchen]), ...answers });
  const onClose = vi.fn();
  renderInApp(
    <AddTeamDialog
      userId={userId}
      userTeams={[{ _id: kitchen._id, teamName: kitchen.teamName }]}
      canCreate={canCreate}
      onClose={onClose}
    />,
  );
  return { ...server, onClose };
}
/** Waits for the team list the dialog searches. */
const teamsLoaded = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
/** The calls that change something, in order, as "METHOD /api/path". */
const writes = (fetchMock: ReturnType<typeof stubServer>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`)
    .filter((call) => !call.startsWith('GET '));

describe('AddTeamDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds the user to the team named, ignoring case and spaces, and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf, onClose } = renderDialog({
      answers: { [assignPathOf(garden._id)]: () => answer(200, { newMember: {} }) },
    });
    await teamsLoaded();
    await userEvent.type(teamField(), 'garden');
    expect(await screen.findByRole('option', { name: garden.teamName })).toBeInTheDocument();
    await userEvent.type(teamField(), '  crew');
    await confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(assignPathOf(garden._id))).toEqual([{ userId, operation: 'Assign' }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: teamMessages.assigned }),
    );
  });

  it('asks for a team first and refuses one the user is already in', async () => {
    const { fetchMock, onClose } = renderDialog();
    await teamsLoaded();
    await confirm();
    expect(teamField()).toHaveAccessibleDescription(teamMessages.pickTeamFirst);
    await userEvent.type(teamField(), 'kitchen team');
    await confirm();
    expect(teamField()).toHaveAccessibleDescription(teamMessages.userAlreadyInTeam);
    expect(writes(fetchMock)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers to create a team that does not exist, then creates it and adds the user', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock, bodiesOf, onClose } = renderDialog({
      answers: {
        'POST /api/team': () => answer(201, orchard),
        [assignPathOf(orchard._id)]: () => answer(200, { newMember: {} }),
      },
    });
    await teamsLoaded();
    await userEvent.type(teamField(), ' Orchard Crew ');
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent(teamMessages.teamDoesNotExist);
    await userEvent.click(screen.getByRole('button', { name: 'Create “Orchard Crew”' }));

    expect(screen.getByRole('dialog', { name: 'Create a team' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'New team name' })).toHaveValue(' Orchard Crew ');
    await userEvent.click(screen.getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(fetchMock)).toEqual(['POST /api/team', assignPathOf(orchard._id)]);
    expect(bodiesOf('POST /api/team')[0]).toEqual({ teamName: 'Orchard Crew', isActive: true });
    expect(bodiesOf(assignPathOf(orchard._id))).toEqual([{ userId, operation: 'Assign' }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: teamMessages.created }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: teamMessages.assigned }));
  });

  it('offers no creation without the right to create teams', async () => {
    renderDialog({ canCreate: false });
    await teamsLoaded();
    await userEvent.type(teamField(), 'Orchard Crew');
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent(teamMessages.teamDoesNotExist);
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
  });

  it('says on the field that the new name is taken, and stays open with the name', async () => {
    const { onClose, fetchMock } = renderDialog({
      answers: {
        'POST /api/team': () =>
          answer(403, { error: teamMessages.serverNameTaken('Orchard Crew'), code: 'TEAM_NAME_TAKEN' }),
      },
    });
    await teamsLoaded();
    await userEvent.type(teamField(), 'Orchard Crew');
    await confirm();
    await userEvent.click(screen.getByRole('button', { name: 'Create “Orchard Crew”' }));
    const name = screen.getByRole('combobox', { name: 'New team name' });
    await userEvent.click(screen.getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(teamMessages.nameTaken));
    expect(name).toHaveValue('Orchard Crew');
    expect(onClose).not.toHaveBeenCalled();
    expect(writes(fetchMock)).toEqual(['POST /api/team']);
  });

  it('closes on cancel or the close button without sending anything', async () => {
    const { fetchMock, onClose } = renderDialog();
    await teamsLoaded();
    await userEvent.type(teamField(), 'Garden Crew');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(writes(fetchMock)).toEqual([]);
  });
});
