import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { profileMessages, teamMessages } from '@hgn/domain/messages';
import type { MemberCandidateJson, TeamMemberJson } from '@hgn/domain/teams';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { AddMemberField } from './AddMemberField';

const teamId = '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const candidatesPath = `GET /api/team/${teamId}/candidates`;
const assignPath = `POST /api/team/${teamId}/users`;

const nia: MemberCandidateJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001',
  firstName: 'Nia',
  lastName: 'Newcomer',
  email: 'nia@example.org',
  role: 'Volunteer',
};
const vic: MemberCandidateJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0002',
  firstName: 'Vic',
  lastName: 'Volunteer',
  email: 'vic@example.org',
  role: 'Volunteer',
};
const vicAsMember: TeamMemberJson = {
  _id: vic._id,
  firstName: vic.firstName,
  lastName: vic.lastName,
  role: vic.role,
  isActive: true,
  addDateTime: '2025-05-01T10:00:00.000Z',
  visible: true,
};

const field = () => screen.getByRole('textbox', { name: 'Add a member' });
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add' }));
/** Types into the search and picks the person from the suggestions (the search waits for typing to pause). */
async function choose(search: string, person: MemberCandidateJson) {
  await userEvent.type(field(), search);
  const option = await screen.findByRole('option', { name: new RegExp(person.email) }, { timeout: 3000 });
  await userEvent.click(option);
  expect(field()).toHaveValue(`${person.firstName} ${person.lastName}`);
}
const posted = (fetchMock: ReturnType<typeof stubServer>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('AddMemberField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('searches people by what is typed and adds the one chosen', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock, bodiesOf } = stubServer({
      [candidatesPath]: () => answer(200, [nia, vic]),
      [assignPath]: () => answer(200, { newMember: { ...vicAsMember, _id: nia._id } }),
    });
    renderInApp(<AddMemberField teamId={teamId} members={[vicAsMember]} />);
    await choose('ni', nia);
    expect(fetchMock.mock.calls.map(([input]) => input)).toContain(
      `/api/team/${teamId}/candidates?search=ni`,
    );
    await add();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.assigned }),
      ),
    );
    expect(bodiesOf(assignPath)).toEqual([{ userId: nia._id, operation: 'Assign' }]);
    expect(field()).toHaveValue('');
  });

  it('asks for a person picked from the list, typed text alone is not enough', async () => {
    const { fetchMock } = stubServer({ [candidatesPath]: () => answer(200, [nia]) });
    renderInApp(<AddMemberField teamId={teamId} members={[]} />);
    await add();
    expect(field()).toHaveAccessibleDescription(teamMessages.chooseValidUser);

    await choose('ni', nia);
    await userEvent.type(field(), 'x');
    await add();
    expect(field()).toHaveAccessibleDescription(teamMessages.chooseValidUser);
    expect(field()).toHaveValue('Nia Newcomerx');
    expect(posted(fetchMock)).toEqual([]);
  });

  it('refuses someone already in the team without asking the server', async () => {
    const { fetchMock } = stubServer({ [candidatesPath]: () => answer(200, [vic]) });
    renderInApp(<AddMemberField teamId={teamId} members={[vicAsMember]} />);
    await choose('vic', vic);
    await add();
    expect(field()).toHaveAccessibleDescription(teamMessages.memberAlreadyInTeam);
    expect(posted(fetchMock)).toEqual([]);
  });

  it('says when nobody matches the search', async () => {
    stubServer({ [candidatesPath]: () => answer(200, []) });
    renderInApp(<AddMemberField teamId={teamId} members={[]} />);
    await userEvent.type(field(), 'nobody');
    await waitFor(() => expect(field()).toHaveAccessibleDescription(profileMessages.userNotFound), {
      timeout: 3000,
    });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('puts the server’s refusal on the field and keeps the choice', async () => {
    const { bodiesOf } = stubServer({
      [candidatesPath]: () => answer(200, [nia]),
      [assignPath]: () => answer(400, { message: teamMessages.memberAlreadyInTeam }),
    });
    renderInApp(<AddMemberField teamId={teamId} members={[]} />);
    await choose('nia', nia);
    await add();
    await waitFor(() => expect(field()).toHaveAccessibleDescription(teamMessages.memberAlreadyInTeam));
    expect(field()).toHaveValue('Nia Newcomer');
    expect(bodiesOf(assignPath)).toHaveLength(1);
  });
});
