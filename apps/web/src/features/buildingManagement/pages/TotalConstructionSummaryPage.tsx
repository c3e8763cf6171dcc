import { Link } from 'react-router';
import { Anchor, Button, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { ConstructionProjectJson, ConstructionSummaryJson } from '@hgn/domain/buildingManagement';
import { linkTo } from '../../../shared/routing/paths';
import { BarChart } from '../../../ui/charts/BarChart';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText, Section } from '../../../ui/Section';
import { useConstructionSummary } from '../api/projectSummaryApi';
import { BuildingFigures, formatCosts } from '../components/BuildingFigures';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** Conditions a red mark stands for on the tools list; their bars are red here too. */
const TROUBLE = new Set(['Lost', 'Needs Replacing', 'Worn', 'Needs Repair']);

const items = (project: Pick<ConstructionProjectJson, 'tools' | 'equipment'>) => ({
  total: project.tools.total + project.equipment.total,
  available: project.tools.available + project.equipment.available,
});

function conditionRows(total: ConstructionSummaryJson['total']) {
  const counts = new Map<string, number>();
  for (const [condition, n] of [
    ...Object.entries(total.tools.conditions),
    ...Object.entries(total.equipment.conditions),
  ])
    counts.set(condition, (counts.get(condition) ?? 0) + n);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, value]) => ({
      label,
      value,
      color: TROUBLE.has(label) ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-teal-filled)',
    }));
}

/** Every building project's stock, tools and equipment, conditions, open issues and costs, and their total. */
export function TotalConstructionSummaryPage() {
  const summary = useConstructionSummary();
  if (summary.isPending) return <PageSkeleton label="Loading the construction summary" />;
  if (summary.isError) return <ErrorDisplay error={summary.error} />;
  const { projects, total } = summary.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Total Construction Summary
        </Title>
        <Button component={Link} to={buildingPaths.buildingDashboard} variant="light">
          Building pages
        </Button>
      </Group>
      <Section title="All projects">
        <BuildingFigures figures={total} label="Figures of all projects" />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Tools and equipment by condition">
          <BarChart
            title="Tools and equipment by condition"
            rows={conditionRows(total)}
            unit={['item', 'items']}
            emptyText="No tools or equipment yet."
          />
        </Section>
        <Section title="Open issues by project">
          <BarChart
            title="Open issues by project"
            rows={projects
              .filter((p) => p.openIssues > 0)
              .map((p) => ({ label: p.name, value: p.openIssues }))}
            unit={['issue', 'issues']}
            emptyText="No open issues."
          />
        </Section>
      </SimpleGrid>
      <Section title="By project" aside={formatNumber(projects.length)}>
        {projects.length === 0 ? (
          <EmptyText>No building projects yet.</EmptyText>
        ) : (
          <ListTable
            aria-label="Projects"
            minWidth={760}
            headings={[
              'Project',
              'Materials left',
              'Consumables left',
              'Reusables left',
              'Items available',
              'Open issues',
              'Costs',
            ]}
          >
            {projects.map((project) => (
              <Table.Tr key={project._id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={linkTo(buildingPaths.buildingProject, { projectId: project._id })}
                  >
                    {project.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatNumber(project.materials.available)}</Table.Td>
                <Table.Td>{formatNumber(project.consumables.available)}</Table.Td>
                <Table.Td>{formatNumber(project.reusables.available)}</Table.Td>
                <Table.Td>
                  {formatNumber(items(project).available)} of {formatNumber(items(project).total)}
                </Table.Td>
                <Table.Td>{formatNumber(project.openIssues)}</Table.Td>
                <Table.Td>{formatCosts(project.costs)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Section>
    </Stack>
  );
}
