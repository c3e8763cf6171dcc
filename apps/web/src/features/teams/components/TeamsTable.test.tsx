import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { TeamsTable, type TeamRights } from './TeamsTable';
import { makeTeam } from '../../../test/teams';
import { useTeams } from '../api/teamsApi';

const garden = makeTeam({ _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e51', teamCode: 'G-CREW', memberCount: 3 });
const teamPath = `/api/team/${garden._id}`;
const allRights: TeamRights = {
  canEdit: true,
  canDelete: true,
  canAssign: true,
  canChangeVisibility: true,
  canSeeReports: true,
};
const noRights: TeamRights = {
  canEdit: false,
  canDelete: false,
  canAssign: false,
  canChangeVisibility: false,
  canSeeReports: false,
};

/** The table as the teams page shows it: fed by the teams list, so a saved change re-renders its rows. */
function ListedTeams() {
  const teams = useTeams();
  return teams.data ? <TeamsTable teams={teams.data} rights={allRights} /> : null;
}

const renderTable = (rights: TeamRights) =>
  renderInApp(
    <ModalsProvider>
      <TeamsTable teams={[garden]} rights={rights} />
    </ModalsProvider>,
  );

describe('TeamsTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('deletes a team only after confirmation', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = stubServer({
      [`DELETE ${teamPath}`]: () => answer(200, { message: teamMessages.deleted }),
    });
    renderTable(allRights);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${garden.teamName}` }));
    let dialog = await screen.findByRole('dialog', { name: `Delete ${garden.teamName}?` });
    expect(dialog).toHaveTextContent('3 memberships');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: `Delete ${garden.teamName}` }));
    dialog = await screen.findByRole('dialog', { name: `Delete ${garden.teamName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.deleted }),
      ),
    );
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${urlOf(input)}`)).toEqual([
      `DELETE ${teamPath}`,
    ]);
  });

  it('says when the team could not be deleted', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({ [`DELETE ${teamPath}`]: () => answer(400, {}) });
    renderTable(allRights);
    await userEvent.click(screen.getByRole('button', { name: `Delete ${garden.teamName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${garden.teamName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: teamMessages.deleteFailed }),
      ),
    );
  });

  it('switches a team off and opens its members and its rename dialog', async () => {
    const { bodiesOf } = stubServer({
      [`PUT ${teamPath}`]: () => answer(200, { ...garden, isActive: false }),
      [`GET ${teamPath}/users`]: () => answer(200, []),
    });
    renderTable(allRights);
    await userEvent.click(screen.getByRole('switch', { name: `${garden.teamName} active` }));
    await waitFor(() => expect(bodiesOf(`PUT ${teamPath}`)).toEqual([{ isActive: false }]));

    await userEvent.click(screen.getByRole('button', { name: `Members of ${garden.teamName} (3)` }));
    const members = screen.getByRole('dialog', { name: `Members of ${garden.teamName}` });
    expect(await within(members).findByText('No members to show.')).toBeInTheDocument();
    await userEvent.click(within(members).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: `Edit ${garden.teamName}` }));
    expect(screen.getByRole('dialog', { name: `Edit ${garden.teamName}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Hours report of ${garden.teamName}` })).toHaveAttribute(
      'href',
      `/teamreport/${garden._id}`,
    );
  });

  it('scrolls sideways on a phone with the Actions column kept in view, and says it scrolls', () => {
    renderTable(allRights);
    const region = screen.getByRole('region', { name: 'Teams' });
    expect(within(region).getByRole('table', { name: 'Teams' })).toBeInTheDocument();
    expect(region.parentElement).toHaveAttribute('data-sticky-end');
    expect(within(region).getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
  });

  it('leaves everything but the member list alone without rights', () => {
    stubServer({});
    renderTable(noRights);
    expect(screen.getByRole('switch', { name: `${garden.teamName} active` })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: `Team code of ${garden.teamName}` })).toBeDisabled();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Members of ${garden.teamName} (3)` })).toBeEnabled();
  });

  it('saves a team code once on Enter, says so after the list shows the new code, and not again on leaving', async () => {
    const show = vi.spyOn(notifications, 'show');
    let savedCode = garden.teamCode;
    const { fetchMock, bodiesOf } = stubServer({
      'GET /api/team': () => answer(200, [{ ...garden, teamCode: savedCode }]),
      [`PUT ${teamPath}`]: () => {
        savedCode = 'G-ROW';
        return answer(200, { ...garden, teamCode: savedCode });
      },
    });
    // The save is held until the field has been left, as when the answer is slower than the user.
    let answerSave = () => {};
    const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await saveAnswered;
      return fetchMock(input, init);
    });
    renderInApp(<ListedTeams />);
    const code = await screen.findByRole('textbox', { name: `Team code of ${garden.teamName}` });
    await userEvent.clear(code);
    await userEvent.type(code, 'G-ROW{Enter}');
    await userEvent.tab();
    answerSave();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.teamCodeUpdated }),
      ),
    );
    expect(screen.getByRole('textbox', { name: `Team code of ${garden.teamName}` })).toHaveValue('G-ROW');
    expect(bodiesOf(`PUT ${teamPath}`)).toEqual([{ teamCode: 'G-ROW' }]);
  });
});
