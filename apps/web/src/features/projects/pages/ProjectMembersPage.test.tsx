import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { notifications } from '@mantine/notifications';
import { profileMessages, projectMessages, shellMessages } from '@hgn/domain/messages';
import type { ProjectJson, ProjectMemberJson } from '@hgn/domain/projects';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import { endSession, startSession } from '../../../shared/session/session';
import { linkTo, paths } from '../../../shared/routing/paths';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { ProjectMembersPage } from './ProjectMembersPage';

const project = makeProject({ projectName: 'Rainwater Tanks' });
const membersPath = `/api/project/${project._id}/users`;

const member = (firstName: string, lastName: string, _id: string): ProjectMemberJson => ({
  _id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
  role: 'Volunteer',
  isActive: true,
  addDateTime: '2026-11-02T10:00:00.000Z',
});
const jose = member('José', 'Ribeiro', '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0011');
const ana = member('Ana', 'Lima', '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0012');
const candidate: MemberCandidateJson = {
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0013',
  firstName: 'Kai',
  lastName: 'Moana',
  email: 'kai@example.org',
  role: 'Volunteer',
};

/** Signs in with these permissions alone and opens the members page of a project served as given. */
async function openPage(
  permissions: string[],
  answers: Record<string, () => Response> = {},
  shown: ProjectJson = project,
) {
  await startSession(makeToken({ frontPermissions: permissions }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/project/${project._id}`]: () => answer(200, shown),
    [`GET ${membersPath}`]: () => answer(200, [jose, ana]),
    ...answers,
  });
  renderInApp(
    <Routes>
      <Route path={paths.projectMembers} element={<ProjectMembersPage />} />
    </Routes>,
    { route: linkTo(paths.projectMembers, { projectId: project._id }) },
  );
  return server;
}

const memberNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ProjectMembersPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the members and filters them ignoring accents and case, for a viewer without controls', async () => {
    await openPage([]);

    expect(
      await screen.findByRole('heading', { name: `Members of ${project.projectName}` }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    expect(memberNames(table)).toEqual(['José Ribeiro', 'Ana Lima']);
    expect(within(table).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      linkTo(paths.userProfile, { userId: ana._id }),
    );
    expect(screen.queryByRole('textbox', { name: 'Find a person to add' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Remove' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Filter members' }), ' JOSE ');
    expect(memberNames(screen.getByRole('table'))).toEqual(['José Ribeiro']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter members' }), 'x');
    expect(screen.getByText('Nobody to show.')).toBeInTheDocument();
  });

  it('finds a person and assigns them at once', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf, fetchMock } = await openPage(['assignProjectToUsers'], {
      [`GET /api/project/${project._id}/candidates`]: () => answer(200, [candidate]),
      [`POST ${membersPath}`]: () => answer(200, { result: 'Done' }),
    });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Find a person to add' }), 'kai');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Kai Moana' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: projectMessages.assigned }),
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/project/${project._id}/candidates?search=kai`,
      expect.anything(),
    );
    expect(bodiesOf(`POST ${membersPath}`)).toEqual([
      { projectId: project._id, users: [{ userId: candidate._id, operation: 'Assign' }] },
    ]);
  });

  it('says when nobody matches the search', async () => {
    const { bodiesOf } = await openPage(['assignProjectToUsers'], {
      [`GET /api/project/${project._id}/candidates`]: () => answer(200, []),
    });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Find a person to add' }), 'nobody');

    expect(await screen.findByText(profileMessages.userNotFound)).toHaveAttribute('role', 'status');
    expect(bodiesOf('POST')).toEqual([]);
  });

  it('removes a member and says so, or tells why not', async () => {
    const show = vi.spyOn(notifications, 'show');
    const removals = [
      answer(200, { result: 'Done' }),
      answer(400, { message: projectMessages.doesNotExist }),
    ];
    const { bodiesOf } = await openPage(['assignProjectToUsers'], {
      [`POST ${membersPath}`]: () => removals.shift() ?? answer(500, {}),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove José Ribeiro' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'José Ribeiro was removed from the project.' }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ana Lima' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: projectMessages.doesNotExist }),
      ),
    );
    expect(bodiesOf(`POST ${membersPath}`)).toEqual([
      { projectId: project._id, users: [{ userId: jose._id, operation: 'UnAssign' }] },
      { projectId: project._id, users: [{ userId: ana._id, operation: 'UnAssign' }] },
    ]);
  });

  it('assigns nobody to an archived project but still lets members be removed', async () => {
    await openPage(['assignProjectToUsers'], {}, makeProject({ ...project, isActive: false }));

    expect(
      await screen.findByText('This project is archived: nobody can be assigned to it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove Ana Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Find a person to add' })).not.toBeInTheDocument();
  });

  it('shows the shared error when the project cannot be read', async () => {
    await openPage([], { [`GET /api/project/${project._id}`]: () => answer(404, {}) });

    expect(await screen.findByRole('alert')).toHaveTextContent(shellMessages.httpError(404, 'Error'));
  });
});
