import { useMemo, useState } from 'react';
import { Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { can, canEnterRoute, ROUTE_RULES } from '@hgn/domain/permissions';
import { PROJECT_CATEGORIES } from '@hgn/domain/projects';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useProjects } from '../api/projectsApi';
import { CreateProjectForm } from '../components/CreateProjectForm';
import { ProjectsTable } from '../components/ProjectsTable';

const ALL = 'All categories';
type StatusFilter = 'active' | 'archived' | 'all';

/** Every project: create, rename, recategorise, archive or bring back, delete, and open its members. */
export function ProjectsPage() {
  const actor = useActor();
  const projects = useProjects();
  const [category, setCategory] = useState<string>(ALL);
  const [status, setStatus] = useState<StatusFilter>('active');

  const shown = useMemo(
    () =>
      (projects.data ?? []).filter(
        (project) =>
          (category === ALL || project.category === category) &&
          (status === 'all' || project.isActive === (status === 'active')),
      ),
    [projects.data, category, status],
  );

  if (!actor) return <PageSkeleton label="Loading projects" />;
  const rights = {
    canEdit: can(actor, 'putProject'),
    canDelete: can(actor, 'deleteProject'),
    canSeeMembers: canEnterRoute(actor, ROUTE_RULES['/project/members/:projectId']),
    canSeeWbs: canEnterRoute(actor, ROUTE_RULES['/project/wbs/:projectId']),
    canSeeReports: can(actor, 'getReports'),
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Projects
      </Title>
      {can(actor, 'postProject') ? (
        <Card withBorder padding="md">
          <CreateProjectForm />
        </Card>
      ) : null}
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap" align="flex-end">
          <Title order={2} size="h4">
            All projects{' '}
            {projects.data ? (
              <Text span c="dimmed">
                ({shown.length})
              </Text>
            ) : null}
          </Title>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <SegmentedControl
              aria-label="Project status"
              value={status}
              onChange={(value) => setStatus(value)}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
                { value: 'all', label: 'All' },
              ]}
            />
            <Select
              aria-label="Filter by category"
              data={[ALL, ...PROJECT_CATEGORIES]}
              value={category}
              allowDeselect={false}
              onChange={(value) => setCategory(value ?? ALL)}
              w={180}
            />
          </Group>
        </Group>
        {projects.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading projects" role="status">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : projects.isError ? (
          <ErrorDisplay error={projects.error} />
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            No projects to show.
          </Text>
        ) : (
          <ProjectsTable projects={shown} rights={rights} />
        )}
      </Card>
    </Stack>
  );
}
