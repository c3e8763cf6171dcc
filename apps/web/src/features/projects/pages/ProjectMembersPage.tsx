import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { profileMessages, projectMessages } from '@hgn/domain/messages';
import { can } from '@hgn/domain/permissions';
import type { ProjectMemberJson } from '@hgn/domain/projects';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import { useActor } from '../../../shared/session/useActor';
import { paths } from '../../../shared/routing/paths';
import { ListLoading } from '../../../ui/ListStates';
import { BackHeading } from '../../../ui/BackHeading';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable, NumberAndNameCells, RemoveCell } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ProfileLink } from '../../../ui/ProfileLink';
import { EmptyText } from '../../../ui/Section';
import {
  useAssignProjectMembers,
  useProject,
  useProjectCandidates,
  useProjectMembers,
} from '../api/projectsApi';
import { toastError, toastSuccess } from '../../../ui/notify';
import { serverSentence } from '../../../shared/api/apiError';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function FindPeople({ projectId }: { projectId: string }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const candidates = useProjectCandidates(projectId, search);
  const assign = useAssignProjectMembers();

  const add = (person: MemberCandidateJson) =>
    assign.mutate(
      { projectId, users: [{ userId: person._id, operation: 'Assign' }] },
      {
        onSuccess: () => toastSuccess(projectMessages.assigned),
        onError: (failure) => toastError(serverSentence(failure, projectMessages.doesNotExist)),
      },
    );

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <TextInput
          label="Find a person to add"
          placeholder="Name or e-mail"
          leftSection={<IconSearch aria-hidden size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {search && candidates.isSuccess && candidates.data.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {profileMessages.userNotFound}
          </Text>
        ) : null}
        {candidates.data && search ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {candidates.data.map((person) => (
              <Group key={person._id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {fullName(person)}{' '}
                  <Text span size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUserPlus aria-hidden size={14} />}
                  onClick={() => add(person)}
                  disabled={assign.isPending}
                  aria-label={`Assign ${fullName(person)}`}
                >
                  Assign
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Who works on a project; people are added from a search and removed one by one. */
export function ProjectMembersPage() {
  const { projectId = '' } = useParams();
  const actor = useActor();
  const project = useProject(projectId);
  const members = useProjectMembers(projectId);
  const assign = useAssignProjectMembers();
  const [filter, setFilter] = useState('');

  const shown = useMemo(
    () =>
      (members.data ?? []).filter((member) =>
        folded(`${fullName(member)} ${member.email}`).includes(folded(filter.trim())),
      ),
    [members.data, filter],
  );

  if (!actor || project.isPending) return <PageSkeleton label="Loading project members" />;
  if (project.isError) return <ErrorDisplay error={project.error} />;
  const canAssign = can(actor, 'assignProjectToUsers') && project.data.isActive;

  const remove = (member: ProjectMemberJson) =>
    assign.mutate(
      { projectId, users: [{ userId: member._id, operation: 'UnAssign' }] },
      {
        onSuccess: () => toastSuccess(`${fullName(member)} was removed from the project.`),
        onError: (failure) => toastError(serverSentence(failure, 'The member could not be removed.')),
      },
    );

  return (
    <Stack gap="md">
      <BackHeading
        back={{ to: paths.projects, label: 'Projects' }}
        title={`Members of ${project.data.projectName}`}
        note={project.data.isActive ? null : 'This project is archived: nobody can be assigned to it.'}
      />
      {canAssign ? <FindPeople projectId={projectId} /> : null}
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            Members{' '}
            {members.data ? (
              <Text span c="dimmed">
                ({members.data.length})
              </Text>
            ) : null}
          </Title>
          <TextInput
            aria-label="Filter members"
            placeholder="Filter members"
            leftSection={<IconSearch aria-hidden size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {members.isPending ? (
          <ListLoading label="Loading members" />
        ) : members.isError ? (
          <ErrorDisplay error={members.error} />
        ) : shown.length === 0 ? (
          <EmptyText>Nobody to show.</EmptyText>
        ) : (
          <ListTable
            minWidth={480}
            headings={['#', 'Name', 'Role', can(actor, 'assignProjectToUsers') && 'Remove']}
          >
            {shown.map((member, index) => (
              <Table.Tr key={member._id}>
                <NumberAndNameCells
                  index={index}
                  name={<ProfileLink userId={member._id} name={fullName(member)} />}
                />
                <Table.Td>{member.role}</Table.Td>
                {can(actor, 'assignProjectToUsers') ? (
                  <RemoveCell
                    label={`Remove ${fullName(member)}`}
                    onRemove={() => remove(member)}
                    disabled={assign.isPending}
                  />
                ) : null}
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Card>
    </Stack>
  );
}
