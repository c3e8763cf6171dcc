import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Group, Switch, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { ProjectJson } from '@hgn/domain/projects';
import { linkTo, paths } from '../../../app/routing/paths';
import { useDeleteProject, useUpdateProject } from '../api/projectsApi';
import { EditProjectModal } from './EditProjectModal';
import { serverSentence, toastError, toastSuccess } from './notify';

export type ProjectRights = { canEdit: boolean; canDelete: boolean; canSeeMembers: boolean };

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
        <Text size="sm">Everyone assigned to it is unassigned. Bringing it back later assigns nobody.</Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: change,
    });
  };

  const confirmDelete = (project: ProjectJson) =>
    modals.openConfirmModal({
      title: `Delete ${project.projectName}?`,
      children: <Text size="sm">The project and its assignments are removed for good.</Text>,
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
      <Table.ScrollContainer minWidth={620}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Project name</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Active</Table.Th>
              {rights.canSeeMembers ? <Table.Th>Members</Table.Th> : null}
              {rights.canEdit || rights.canDelete ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((project, index) => (
              <Table.Tr key={project._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{project.projectName}</Table.Td>
                <Table.Td>{project.category}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${project.projectName} active`}
                    checked={project.isActive}
                    disabled={!rights.canEdit || update.isPending}
                    onChange={(event) => setActive(project, event.currentTarget.checked)}
                  />
                </Table.Td>
                {rights.canSeeMembers ? (
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={linkTo(paths.projectMembers, { projectId: project._id })}
                      aria-label={`Members of ${project.projectName}`}
                    >
                      <IconUsers aria-hidden size={18} />
                    </Anchor>
                  </Table.Td>
                ) : null}
                {rights.canEdit || rights.canDelete ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {rights.canEdit ? (
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${project.projectName}`}
                          onClick={() => setEditing(project)}
                        >
                          <IconPencil aria-hidden size={16} />
                        </ActionIcon>
                      ) : null}
                      {rights.canDelete ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${project.projectName}`}
                          onClick={() => confirmDelete(project)}
                        >
                          <IconTrash aria-hidden size={16} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing ? <EditProjectModal project={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
