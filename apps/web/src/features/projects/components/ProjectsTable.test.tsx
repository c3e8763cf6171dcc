import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { projectMessages } from '@hgn/domain/messages';
import { linkTo, paths } from '../../../shared/routing/paths';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ProjectsTable } from './ProjectsTable';

const project = makeProject();

describe('ProjectsTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tells why a project with logged time cannot be deleted', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = stubServer({
      [`DELETE /api/project/${project._id}`]: () =>
        answer(400, {
          error: projectMessages.hasTimeEntries,
          message: projectMessages.hasTimeEntries,
          code: 'PROJECT_HAS_TIME_ENTRIES',
        }),
    });
    renderInApp(
      <ModalsProvider>
        <ProjectsTable
          projects={[project]}
          rights={{
            canEdit: true,
            canDelete: true,
            canSeeMembers: false,
            canSeeWbs: false,
            canSeeReports: false,
          }}
        />
      </ModalsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: `Delete ${project.projectName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${project.projectName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: projectMessages.hasTimeEntries }),
      ),
    );
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('links each project to its WBS page and its hours report only for those who may open them', async () => {
    stubServer({});
    const { rerender } = renderInApp(
      <ProjectsTable
        projects={[project]}
        rights={{
          canEdit: false,
          canDelete: false,
          canSeeMembers: false,
          canSeeWbs: true,
          canSeeReports: true,
        }}
      />,
    );

    expect(screen.getByRole('link', { name: `WBS of ${project.projectName}` })).toHaveAttribute(
      'href',
      linkTo(paths.projectWbs, { projectId: project._id }),
    );
    expect(screen.getByRole('link', { name: `Hours report of ${project.projectName}` })).toHaveAttribute(
      'href',
      linkTo(paths.projectReport, { projectId: project._id }),
    );

    rerender(
      <ProjectsTable
        projects={[project]}
        rights={{
          canEdit: false,
          canDelete: false,
          canSeeMembers: false,
          canSeeWbs: false,
          canSeeReports: false,
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: `WBS of ${project.projectName}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'WBS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Report' })).not.toBeInTheDocument();
  });
});
