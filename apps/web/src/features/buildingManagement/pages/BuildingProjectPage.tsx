import { useParams } from 'react-router';
import { Link } from 'react-router';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BuildingPersonJson } from '@hgn/domain/buildingManagement';
import { buildingMessages } from '@hgn/domain/messages';
import { refusalCode } from '../../../shared/api/call';
import { buildingProjectsEndpoints } from '../../../shared/api/endpoints/buildingProjects';
import { BackHeading } from '../../../ui/BackHeading';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatDay } from '../../../ui/formatDate';
import { formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ProfileLink } from '../../../ui/ProfileLink';
import { EmptyText } from '../../../ui/Section';
import { useBuildingProject } from '../api/buildingProjectsApi';
import { ProjectActionsMenu } from '../components/ProjectActionsMenu';
import { ProjectSummarySections } from '../components/ProjectSummarySections';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

const fullName = (person: BuildingPersonJson) => `${person.firstName} ${person.lastName}`;

/** An address naming no building project says so and leads back to the choice of projects. */
function ProjectLoadFailure({ error }: { error: unknown }) {
  if (refusalCode(error, buildingProjectsEndpoints.get) !== 'BUILDING_PROJECT_NOT_FOUND')
    return <ErrorDisplay error={error} />;
  return (
    <Alert color="yellow" variant="light" title="Building project not found" my="md">
      <Stack gap="sm" align="flex-start">
        <Text>{buildingMessages.projectNotFound}</Text>
        <Button component={Link} to={buildingPaths.buildingDashboard} variant="light">
          Choose a building project
        </Button>
      </Stack>
    </Alert>
  );
}

/** A building project's dashboard: its details, its figures and its crew. */
export function BuildingProjectPage() {
  const { projectId = '' } = useParams();
  const project = useBuildingProject(projectId);

  if (project.isPending) return <PageSkeleton label="Loading the building project" />;
  if (project.isError) return <ProjectLoadFailure error={project.error} />;
  const { name, location, template, isActive, dateCreated, buildingManager, members } = project.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <BackHeading
          back={{ to: buildingPaths.buildingDashboard, label: 'Building projects' }}
          title={name}
        />
        <ProjectActionsMenu projectId={projectId} />
      </Group>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          Project details
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>Location</Table.Th>
              <Table.Td>{location || '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Template</Table.Th>
              <Table.Td>{template || '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Td>{isActive ? 'Active' : 'Inactive'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Building manager</Table.Th>
              <Table.Td>
                {buildingManager ? (
                  <ProfileLink userId={buildingManager._id} name={fullName(buildingManager)} />
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Created</Table.Th>
              <Table.Td>{formatDay(dateCreated)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          Members
        </Title>
        {members.length === 0 ? (
          <EmptyText>No members yet.</EmptyText>
        ) : (
          <ListTable aria-label="Members" minWidth={360} headings={['Name', 'Hours']}>
            {members.map((member) => (
              <Table.Tr key={member.user._id}>
                <Table.Td>
                  <ProfileLink userId={member.user._id} name={fullName(member.user)} />
                </Table.Td>
                <Table.Td>{formatNumber(member.hours)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Card>
      <ProjectSummarySections projectId={projectId} />
    </Stack>
  );
}
