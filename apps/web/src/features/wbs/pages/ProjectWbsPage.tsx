import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Stack, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { maySeeInactiveWbs } from '@hgn/domain/wbs';
import { wbsEndpoints } from '../../../shared/api/endpoints/wbs';
import { projectQuery } from '../../../shared/queries/projects';
import { paths } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';
import { BackHeading } from '../../../ui/BackHeading';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { useProjectWbs } from '../api/wbsApi';
import { CreateWbsForm } from '../components/CreateWbsForm';
import { WbsTable } from '../components/WbsTable';
import { wbsNotices } from '../wbsText';

/** A project's WBS: create, rename, activate or deactivate, delete, and open each one's tasks. */
export function ProjectWbsPage() {
  const { projectId = '' } = useParams();
  const actor = useActor();
  const project = useQuery(projectQuery(projectId));
  // Those who may activate a WBS see the inactive ones too.
  const withInactive = actor ? maySeeInactiveWbs(actor) : undefined;
  const list = useProjectWbs(projectId, withInactive);

  if (!actor || project.isPending) return <PageSkeleton label="Loading the project's WBS" />;
  if (project.isError) return <ErrorDisplay error={project.error} />;
  const rights = {
    canChange: allowed(actor, wbsEndpoints.update),
    canDelete: allowed(actor, wbsEndpoints.remove),
  };

  return (
    <Stack gap="md">
      <BackHeading
        back={{ to: paths.projects, label: 'Projects' }}
        title={`WBS of ${project.data.projectName}`}
        note={
          project.data.isActive
            ? null
            : 'This project is archived: its WBS are inactive until it is brought back.'
        }
      />
      {allowed(actor, wbsEndpoints.create) ? (
        <Card withBorder padding="md">
          <CreateWbsForm projectId={projectId} />
        </Card>
      ) : null}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          Work breakdown structures{' '}
          {list.data ? (
            <Text span c="dimmed">
              ({list.data.length})
            </Text>
          ) : null}
        </Title>
        {list.isPending ? (
          <ListLoading label="Loading WBS" />
        ) : list.isError ? (
          <ErrorDisplay error={list.error} />
        ) : list.data.length === 0 ? (
          <EmptyText>{wbsNotices.empty}</EmptyText>
        ) : (
          <WbsTable projectId={projectId} items={list.data} rights={rights} />
        )}
      </Card>
    </Stack>
  );
}
