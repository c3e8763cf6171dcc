import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, NativeSelect, Stack, Title } from '@mantine/core';
import { buildingMessages } from '@hgn/domain/messages';
import { linkTo } from '../../../shared/routing/paths';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { BuildingPagesLinks } from '../components/BuildingPagesLinks';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** The building area's start: choose a building project and open its dashboard (spec 002, 2.3). */
export function BuildingDashboardPage() {
  const projects = useBuildingProjects();
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (projects.isPending) return <PageSkeleton label="Loading building projects" />;
  if (projects.isError) return <ErrorDisplay error={projects.error} />;

  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (projectId === '') {
      setProblem(buildingMessages.selectProject);
      return;
    }
    void navigate(linkTo(buildingPaths.buildingProject, { projectId }));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Building Management Dashboard
      </Title>
      <Card withBorder padding="md" maw={520}>
        <form onSubmit={open} noValidate aria-label="Choose a building project">
          <Stack gap="md" align="flex-start">
            <NativeSelect
              label="Project"
              w="100%"
              value={projectId}
              onChange={(event) => {
                setProjectId(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
              data={[
                { value: '', label: buildingMessages.selectProject },
                ...projects.data.map((project) => ({ value: project._id, label: project.name })),
              ]}
            />
            <Button type="submit">{buildingMessages.goToProjectDashboard}</Button>
          </Stack>
        </form>
      </Card>
      <BuildingPagesLinks />
    </Stack>
  );
}
