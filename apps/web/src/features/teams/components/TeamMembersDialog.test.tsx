import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import type { TeamMemberJson } from '@hgn/domain/teams';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { TeamMembersDialog } from './TeamMembersDialog';
import { makeTeam } from '../../../test/teams';

const team = makeTeam({ memberCount: 6 });
const membersPath = `/api/team/${team._id}/users`;

const member = (
  id: number,
  firstName: string,
  lastName: string,
  role: string,
  addDateTime: string,
  overrides: Partial<TeamMemberJson> = {},
): TeamMemberJson => ({
  _id: `0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a000${id}`,
  firstName,
  lastName,
  role,
  isActive: true,
  addDateTime,
  visible: true,
  ...overrides,
});

const vic = member(1, 'Vic', 'Volunteer', 'Volunteer', '2025-05-01T10:00:00.000Z');
const mia = member(2, 'Mia', 'Mentor', 'Mentor', '2025-03-01T10:00:00.000Z');
const olive = member(3, 'Olive', 'Owner', 'Owner', '2025-09-01T10:00:00.000Z', { visible: false });
const ada = member(4, 'Ada', 'Admin', 'Administrator', '2025-01-01T10:00:00.000Z', { visible: false });
const cora = member(5, 'Cora', 'Core', 'Core Team', '2025-07-01T10:00:00.000Z', { visible: false });
const ivy = member(6, 'Ivy', 'Idle', 'Volunteer', '2024-12-01T10:00:00.000Z', { isActive: false });
const members = [vic, mia, olive, ada, cora, ivy];

const fullName = (person: TeamMemberJson) => `${person.firstName} ${person.lastName}`;
/** The names listed, top to bottom. */
const listedNames = () => screen.queryAllByRole('link').map((link) => link.textContent);
const rowOf = (person: TeamMemberJson) =>
  screen.getByRole('link', { name: fullName(person) }).closest('tr') as HTMLElement;
const visibleSwitch = (person: TeamMemberJson) =>
  screen.getByRole('switch', { name: `${fullName(person)} visible to the team` });

function renderDialog(
  rights: { canAssign?: boolean; canChangeVisibility?: boolean } = {},
  answers: Record<string, () => Response> = {},
  listed: readonly TeamMemberJson[] = members,
) {
  const server = stubServer({ [`GET ${membersPath}`]: () => answer(200, listed), ...answers });
  const onClose = vi.fn();
  renderInApp(
    <TeamMembersDialog
      team={team}
      canAssign={rights.canAssign ?? false}
      canChangeVisibility={rights.canChangeVisibility ?? false}
      onClose={onClose}
    />,
  );
  return { ...server, onClose };
}

describe('TeamMembersDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the active members by role, with the status slider choosing inactive or everyone', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: `Members of ${team.teamName}` })).toBeInTheDocument();
    await screen.findByRole('link', { name: fullName(vic) });
    expect(listedNames()).toEqual([olive, ada, cora, mia, vic].map(fullName));

    const slider = screen.getByRole('slider', { name: 'Show members' });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(listedNames()).toEqual([fullName(ivy)]);
    expect(within(rowOf(ivy)).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(listedNames()).toEqual([olive, ada, cora, mia, ivy, vic].map(fullName));
  });

  it('cycles the date-added order: by role, oldest first, newest first, by role again', async () => {
    renderDialog();
    await screen.findByRole('link', { name: fullName(vic) });
    const header = screen.getByRole('columnheader', { name: /^Date added/ });
    const sortButton = within(header).getByRole('button');
    const byRole = [olive, ada, cora, mia, vic].map(fullName);
    const oldestFirst = [ada, mia, vic, cora, olive].map(fullName);

    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(listedNames()).toEqual(oldestFirst);
    await userEvent.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(listedNames()).toEqual([...oldestFirst].reverse());
    await userEvent.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(listedNames()).toEqual(byRole);
  });

  it('lists roles in the team order, Manager, Mentor and Assistant Manager in bold', async () => {
    const max = member(7, 'Max', 'Manager', 'Manager', '2025-02-01T10:00:00.000Z');
    const ann = member(8, 'Ann', 'Assistant', 'Assistant Manager', '2025-02-01T10:00:00.000Z');
    renderDialog({}, {}, [vic, ann, mia, max, olive]);
    await screen.findByRole('link', { name: fullName(vic) });
    expect(listedNames()).toEqual([olive, max, mia, ann, vic].map(fullName));
    for (const emphasised of [max, mia, ann])
      expect(within(rowOf(emphasised)).getByRole('cell', { name: emphasised.role })).toHaveStyle({
        fontWeight: 700,
      });
    for (const plain of [vic, olive])
      expect(within(rowOf(plain)).getByRole('cell', { name: plain.role })).not.toHaveStyle({
        fontWeight: 700,
      });
  });

  it('never lets the visibility of Owners, Administrators or Core Team be reduced', async () => {
    const { bodiesOf } = renderDialog(
      { canChangeVisibility: true },
      { 'PUT /api/team': () => answer(200, { ...vic, visible: false }) },
    );
    await screen.findByRole('link', { name: fullName(vic) });
    for (const strong of [olive, ada, cora]) {
      expect(visibleSwitch(strong)).toBeChecked();
      expect(visibleSwitch(strong)).toBeDisabled();
    }
    expect(visibleSwitch(vic)).toBeEnabled();
    await userEvent.click(visibleSwitch(vic));
    await waitFor(() =>
      expect(bodiesOf('PUT /api/team')).toEqual([{ teamId: team._id, userId: vic._id, visibility: false }]),
    );
  });

  it('explains visibility in its own dialog, and leaves the switches alone without the right', async () => {
    renderDialog();
    await screen.findByRole('link', { name: fullName(vic) });
    expect(visibleSwitch(vic)).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'What visibility means' }));
    const help = await screen.findByRole('dialog', { name: 'Visibility' });
    expect(within(help).getByText(/always visible to their teams/)).toBeInTheDocument();
    await userEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visibility' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: `Members of ${team.teamName}` })).toBeInTheDocument();
  });

  it('closes only the visibility explanation on Escape, and the members dialog on the next one', async () => {
    const { onClose } = renderDialog();
    await screen.findByRole('link', { name: fullName(vic) });
    await userEvent.click(screen.getByRole('button', { name: 'What visibility means' }));
    await screen.findByRole('dialog', { name: 'Visibility' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visibility' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('removes a member, and tells the server’s reason when it refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    let isRefused = false;
    const { bodiesOf } = renderDialog(
      { canAssign: true },
      {
        [`POST ${membersPath}`]: () =>
          isRefused
            ? answer(400, { message: 'The member could not be removed.' })
            : answer(200, { result: 'Delete Success' }),
      },
    );
    await screen.findByRole('link', { name: fullName(vic) });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${fullName(vic)}` }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.memberDeleted }),
      ),
    );
    expect(bodiesOf(`POST ${membersPath}`)).toEqual([{ userId: vic._id, operation: 'UnAssign' }]);

    isRefused = true;
    await userEvent.click(screen.getByRole('button', { name: `Remove ${fullName(mia)}` }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'The member could not be removed.' }),
      ),
    );
  });

  it('offers neither adding nor removing without the right to assign', async () => {
    const { onClose, fetchMock } = renderDialog();
    await screen.findByRole('link', { name: fullName(vic) });
    expect(screen.queryByLabelText('Add a member')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET']);
  });
});
