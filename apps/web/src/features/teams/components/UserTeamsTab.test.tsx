import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import type { TeamRefJson } from '@hgn/domain/users';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { UserTeamsTab } from './UserTeamsTab';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';
const garden: TeamRefJson = { _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e51', teamName: 'Garden Crew' };
const kitchen: TeamRefJson = { _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e52', teamName: 'Kitchen Team' };
const membersPath = `POST /api/team/${garden._id}/users`;

/** Signs in with these permissions alone (the role grants none) and answers the user's profile. */
async function setUp(permissions: string[], teams: TeamRefJson[], more: Record<string, () => Response> = {}) {
  await startSession(makeToken({ frontPermissions: permissions }));
  return stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/userprofile/${userId}`]: () => answer(200, { _id: userId, teams }),
    ...more,
  });
}

/** Shows once the signed-in person's permissions are known, so an absent control means a refusal. */
describe('UserTeamsTab', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the teams without controls for someone who may not assign teams', async () => {
    await setUp([], [garden, kitchen]);
    renderInApp(
      <>
        <UserTeamsTab userId={userId} canEdit />
        <ActorReadyMark />
      </>,
    );
    await actorReady();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['#Team name', '1Garden Crew', '2Kitchen Team']);
    expect(screen.queryByRole('button', { name: 'Assign Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove from / })).not.toBeInTheDocument();
  });

  it('removes a team at once, and says when it could not', async () => {
    const show = vi.spyOn(notifications, 'show');
    let isRefused = false;
    const { bodiesOf } = await setUp(['assignTeamToUsers'], [garden], {
      [membersPath]: () => (isRefused ? answer(400, {}) : answer(200, { result: 'Delete Success' })),
    });
    renderInApp(<UserTeamsTab userId={userId} canEdit />);
    const remove = await screen.findByRole('button', { name: `Remove from ${garden.teamName}` });
    await userEvent.click(remove);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.memberDeleted }),
      ),
    );
    expect(bodiesOf(membersPath)).toEqual([{ userId, operation: 'UnAssign' }]);

    isRefused = true;
    await userEvent.click(remove);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: teamMessages.assignFailed }),
      ),
    );
  });

  it('opens Add Team knowing the user’s teams, offering creation only with the right to create', async () => {
    const { fetchMock } = await setUp(['assignTeamToUsers'], [garden], {
      'GET /api/team': () => answer(200, [{ ...garden, isActive: true, teamCode: '', memberCount: 1 }]),
    });
    renderInApp(<UserTeamsTab userId={userId} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Team' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    const field = within(dialog).getByRole('combobox', { name: 'Team' });

    await userEvent.type(field, 'garden crew');
    await userEvent.click(confirm);
    expect(field).toHaveAccessibleDescription(teamMessages.userAlreadyInTeam);

    await userEvent.clear(field);
    await userEvent.type(field, 'Orchard Crew');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(teamMessages.teamDoesNotExist);
    expect(within(dialog).queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says when the user is in no team', async () => {
    await setUp(['assignTeamToUsers'], []);
    renderInApp(<UserTeamsTab userId={userId} canEdit />);
    expect(await screen.findByText('Not a member of any team.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Team' })).toBeInTheDocument();
  });
});
