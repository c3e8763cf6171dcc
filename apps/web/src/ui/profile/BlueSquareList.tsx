import { Group, Stack, Text } from '@mantine/core';
import type { InfringementJson } from '@hgn/domain/blueSquares';
import { formatDay } from '../formatDate';
import { Section, EmptyText } from '../Section';

export function BlueSquareList({ infringements }: { infringements: readonly InfringementJson[] }) {
  const newestFirst = [...infringements].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Section
      title="Blue squares"
      aside={
        <Text size="sm" c="dimmed">
          {infringements.length}
        </Text>
      }
    >
      {newestFirst.length === 0 ? (
        <EmptyText>No blue squares.</EmptyText>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {newestFirst.map((square) => (
            <Group key={square._id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatDay(square.date)}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {square.description}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
