import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ProjectSummaryJson } from '@hgn/domain/buildingManagement';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatDay } from '../../../ui/formatDate';
import { formatCount, formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText, Section } from '../../../ui/Section';
import { useProjectSummary } from '../api/projectSummaryApi';
import { BuildingFigures } from './BuildingFigures';

const dueText = (daysLeft: number): string =>
  daysLeft < 0 ? 'Expired' : daysLeft === 0 ? 'Due today' : `${formatCount(daysLeft, ['day', 'days'])} left`;

/** The weekly summary header: last week and the week before, Sunday to Saturday Pacific. */
function SummaryWeeks({ weeks }: { weeks: ProjectSummaryJson['weeks'] }) {
  return (
    <Group gap="lg" aria-label="Weekly summary weeks" role="group">
      <Text size="sm">
        <Text span fw={600}>
          Last week:
        </Text>{' '}
        {formatDay(weeks.last.startDate)} – {formatDay(weeks.last.endDate)}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          Previous week:
        </Text>{' '}
        {formatDay(weeks.previous.startDate)} – {formatDay(weeks.previous.endDate)}
      </Text>
    </Group>
  );
}

/** A building project's figures below its details: stock, items, costs, what runs low and rentals due. */
export function ProjectSummarySections({ projectId }: { projectId: string }) {
  const summary = useProjectSummary(projectId);
  if (summary.isPending) return <PageSkeleton label="Loading the project's figures" />;
  if (summary.isError) return <ErrorDisplay error={summary.error} />;
  const { weeks, lowStock, rentalsDue } = summary.data;

  return (
    <Stack gap="md">
      <Section title="Weekly summary">
        <SummaryWeeks weeks={weeks} />
      </Section>
      <Section title="Project figures">
        <BuildingFigures figures={summary.data} label="Project figures" />
      </Section>
      <Section title="Running low" aside={<Badge variant="light">{lowStock.length}</Badge>}>
        {lowStock.length === 0 ? (
          <EmptyText>No stock is running low.</EmptyText>
        ) : (
          <ListTable
            aria-label="Stock running low"
            minWidth={420}
            headings={['Item', 'Category', 'Left', 'Bought']}
          >
            {lowStock.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.category}</Table.Td>
                <Table.Td>
                  {formatNumber(row.available)} {row.unit}
                </Table.Td>
                <Table.Td>
                  {formatNumber(row.bought)} {row.unit}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Section>
      <Section title="Rentals due" aside={<Badge variant="light">{rentalsDue.length}</Badge>}>
        {rentalsDue.length === 0 ? (
          <EmptyText>No rental is due in the next two weeks.</EmptyText>
        ) : (
          <ListTable aria-label="Rentals due" minWidth={420} headings={['Item', 'Code', 'Due', 'Days left']}>
            {rentalsDue.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Td>
                  {row.name}{' '}
                  <Text span size="xs" c="dimmed">
                    ({row.category})
                  </Text>
                </Table.Td>
                <Table.Td>{row.code}</Table.Td>
                <Table.Td>{formatDay(row.rentalDueDate)}</Table.Td>
                <Table.Td c={row.daysLeft < 0 ? 'var(--mantine-color-red-text)' : undefined}>
                  {dueText(row.daysLeft)}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Section>
    </Stack>
  );
}
