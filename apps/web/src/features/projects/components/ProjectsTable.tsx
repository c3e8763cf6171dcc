import { useState } from 'react';
import { Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChartBar, IconListTree, IconUsers } from '@tabler/icons-react';
import type { ProjectJson } from '@hgn/domain/projects';
import { linkTo, paths } from '../../../shared/routing/paths';
import { ActiveSwitchCell } from '../../../ui/ActiveSwitchCell';
import { EditDeleteCell, LinkIconCell, ListTable, NumberAndNameCells } from '../../../ui/ListTable';
import { useDeleteProject, useUpdateProject } from '../api/projectsApi';
import { EditProjectModal } from './EditProjectModal';
import { toastError, toastSuccess } from '../../../ui/notify';
import { serverSentence } from '../../../shared/api/apiError';

export type ProjectRights = {
  canEdit: boolean;
  canDelete: boolean;
  canSeeMembers: boolean;
  canSeeWbs: boolean;
  /** Holders of getReports read every project's hours report. */
  canSeeReports: boolean;
};

export function ProjectsTable({
  projects,
  rights,
}: {
  projects: readonly ProjectJson[];
  rights: ProjectRights;
}) {
  const [editing, setEditing] = useState<ProjectJson | null>(null);
  const update = useUpdateProject();
  const remove = useDeleteProject();

  const setActive = (project: ProjectJson, isActive: boolean) => {
    const change = () =>
      update.mutate(
        { projectId: project._id, isActive },
        {
          onSuccess: () => toastSuccess(isActive ? 'Project brought back.' : 'Project archived.'),
          onError: (failure) => toastError(serverSentence(failure, 'The project could not be updated.')),
        },
      );
    if (isActive) return change();
    modals.openConfirmModal({
      title: `Archive ${project.projectName}?`,
      children: (
        <Text size="sm">
          Everyone assigned to it is unassigned, and its WBS, tasks and logged time become inactive. Bringing
          it back makes them active again and assigns nobody.
        </Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: change,
    });
  };

  const confirmDelete = (project: ProjectJson) =>
    modals.openConfirmModal({
      title: `Delete ${project.projectName}?`,
      children: (
        <Text size="sm">
          The project, its assignments, WBS and tasks are removed for good. A project with logged time can
          only be archived.
        </Text>
      ),
      labels: { confirm: 'Delete project', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(project._id, {
          onSuccess: () => toastSuccess('Project deleted.'),
          onError: (failure) => toastError(serverSentence(failure, 'The project could not be deleted.')),
        }),
    });

  return (
    <>
      <ListTable
        minWidth={620}
        headings={[
          '#',
          'Project name',
          'Category',
          'Active',
          rights.canSeeMembers && 'Members',
          rights.canSeeWbs && 'WBS',
          rights.canSeeReports && 'Report',
          (rights.canEdit || rights.canDelete) && 'Actions',
        ]}
      >
        {projects.map((project, index) => (
          <Table.Tr key={project._id}>
            <NumberAndNameCells index={index} name={project.projectName} />
            <Table.Td>{project.category}</Table.Td>
            <ActiveSwitchCell
              name={project.projectName}
              isActive={project.isActive}
              disabled={!rights.canEdit || update.isPending}
              onChange={(isActive) => setActive(project, isActive)}
            />
            {rights.canSeeMembers ? (
              <LinkIconCell
                to={linkTo(paths.projectMembers, { projectId: project._id })}
                label={`Members of ${project.projectName}`}
                icon={IconUsers}
              />
            ) : null}
            {rights.canSeeWbs ? (
              <LinkIconCell
                to={linkTo(paths.projectWbs, { projectId: project._id })}
                label={`WBS of ${project.projectName}`}
                icon={IconListTree}
              />
            ) : null}
            {rights.canSeeReports ? (
              <LinkIconCell
                to={linkTo(paths.projectReport, { projectId: project._id })}
                label={`Hours report of ${project.projectName}`}
                icon={IconChartBar}
              />
            ) : null}
            {rights.canEdit || rights.canDelete ? (
              <EditDeleteCell
                name={project.projectName}
                onEdit={rights.canEdit ? () => setEditing(project) : undefined}
                onDelete={rights.canDelete ? () => confirmDelete(project) : undefined}
              />
            ) : null}
          </Table.Tr>
        ))}
      </ListTable>
      {editing ? <EditProjectModal project={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
