import { Group, Paper, Text } from '@mantine/core';
import type { ReportHoursJson } from '@hgn/domain/reports';
import { formatNumber } from '../../../ui/formatNumber';

const figures = [
  { key: 'tangibleHours', label: 'Tangible hours' },
  { key: 'intangibleHours', label: 'Intangible hours' },
  { key: 'totalHours', label: 'Total hours' },
] as const;

/** The report's tangible, intangible and total hours over its period. */
export function ReportTotals({ totals }: { totals: ReportHoursJson }) {
  return (
    <Group gap="sm" wrap="wrap" component="dl" m={0} aria-label="Totals">
      {figures.map(({ key, label }) => (
        <Paper key={key} withBorder p="sm" miw={140}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} size="xl" fw={700}>
            {formatNumber(totals[key])}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
