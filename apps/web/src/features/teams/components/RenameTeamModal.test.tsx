import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { RenameTeamModal } from './RenameTeamModal';
import { makeTeam } from '../../../test/teams';

const team = makeTeam({ teamCode: 'G-CREW', memberCount: 3 });
const put = `PUT /api/team/${team._id}`;

const name = () => screen.getByLabelText('Team name');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('RenameTeamModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts from the current name and asks for a name before sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<RenameTeamModal team={team} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: `Edit ${team.teamName}` })).toBeInTheDocument();
    expect(name()).toHaveValue(team.teamName);
    await userEvent.clear(name());
    await userEvent.type(name(), '  ');
    await save();
    expect(name()).toHaveAccessibleDescription(teamMessages.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed name, says so and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ [put]: () => answer(200, { ...team, teamName: 'Orchard Crew' }) });
    renderInApp(<RenameTeamModal team={team} onClose={onClose} />);
    await userEvent.clear(name());
    await userEvent.type(name(), ' Orchard Crew ');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(put)).toEqual([{ teamName: 'Orchard Crew' }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: teamMessages.updated }),
    );
  });

  it('says on the field that another team has the name, and stays open', async () => {
    const onClose = vi.fn();
    stubServer({
      [put]: () =>
        answer(403, { error: teamMessages.serverNameTaken('Orchard Crew'), code: 'TEAM_NAME_TAKEN' }),
    });
    renderInApp(<RenameTeamModal team={team} onClose={onClose} />);
    await userEvent.clear(name());
    await userEvent.type(name(), 'orchard crew');
    await save();
    await waitFor(() => expect(name()).toHaveAccessibleDescription(teamMessages.nameTaken));
    expect(name()).toHaveValue('orchard crew');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells of any other refusal in a red notice and keeps the name', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    stubServer({ [put]: () => answer(400, { error: 'Bad Request' }) });
    renderInApp(<RenameTeamModal team={team} onClose={onClose} />);
    await userEvent.clear(name());
    await userEvent.type(name(), 'Orchard Crew');
    await save();
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    expect(name()).toHaveValue('Orchard Crew');
    expect(name()).not.toHaveAccessibleDescription();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on cancel or the close button without sending anything', async () => {
    const { fetchMock } = stubServer({});
    const onClose = vi.fn();
    renderInApp(<RenameTeamModal team={team} onClose={onClose} />);
    await userEvent.type(name(), ' Two');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
