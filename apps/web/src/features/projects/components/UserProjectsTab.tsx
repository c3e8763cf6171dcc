import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@hgn/domain/permissions';
import type { ProjectJson } from '@hgn/domain/projects';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { NumberAndNameCells, RemoveButton } from '../../../ui/ListTable';
import { useAssignProjectMembers, useUserProjects } from '../api/projectsApi';
import { AddProjectDialog } from './AddProjectDialog';
import { toastError, toastSuccess } from '../../../ui/notify';
import { serverSentence } from '../../../shared/api/apiError';
import { PROFILE_TABLES_QUERY } from '../../../ui/layouts';

/** A user's projects in the profile editor; assigning and removing a project is saved at once. */
export function UserProjectsTab({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const actor = useActor();
  const projects = useUserProjects(userId);
  const isDesktop = useMediaQuery(PROFILE_TABLES_QUERY, true);
  const [adding, setAdding] = useState(false);
  const assign = useAssignProjectMembers();
  const mayChange = canEdit && actor !== null && can(actor, 'assignProjectToUsers');

  const remove = (project: ProjectJson) =>
    assign.mutate(
      { projectId: project._id, users: [{ userId, operation: 'UnAssign' }] },
      {
        onSuccess: () => toastSuccess(`Removed from ${project.projectName}.`),
        onError: (failure) => toastError(serverSentence(failure, 'The project could not be removed.')),
      },
    );

  if (projects.isPending) return <ListLoading label="Loading projects" />;
  if (projects.isError) return <ListLoadFailed message="The projects could not be loaded." />;

  const removeButton = (project: ProjectJson) => (
    <RemoveButton
      label={`Remove from ${project.projectName}`}
      onRemove={() => remove(project)}
      disabled={assign.isPending}
    />
  );

  return (
    <Stack gap="sm">
      {mayChange ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>
            Assign Project
          </Button>
        </Group>
      ) : null}
      {projects.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Not assigned to any project.
        </Text>
      ) : isDesktop ? (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Project name</Table.Th>
              <Table.Th>Category</Table.Th>
              {mayChange ? <Table.Th>Remove</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.data.map((project, index) => (
              <Table.Tr key={project._id}>
                <NumberAndNameCells index={index} name={project.projectName} />
                <Table.Td>{project.category}</Table.Td>
                {mayChange ? <Table.Td>{removeButton(project)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {projects.data.map((project) => (
            <Card key={project._id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {project.projectName}
                  </Text>
                  <Badge variant="light" size="sm" tt="none">
                    {project.category}
                  </Badge>
                </Stack>
                {mayChange ? removeButton(project) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {adding ? (
        <AddProjectDialog
          userId={userId}
          userProjects={projects.data}
          canCreate={actor !== null && can(actor, 'postProject')}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
