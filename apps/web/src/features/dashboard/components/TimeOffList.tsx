import { Stack, Text } from '@mantine/core';
import { formatDay } from '../../../ui/formatDate';
import { EmptyText, Section } from '../../../ui/Section';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';

export function TimeOffList({ requests }: { requests: readonly TimeOffRequestJson[] }) {
  return (
    <Section title="Upcoming time off">
      {requests.length === 0 ? (
        <EmptyText>No upcoming time off.</EmptyText>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requests.map((request) => (
            <li key={request._id}>
              <Text size="sm" fw={600}>
                {formatDay(request.startingDate)} to {formatDay(request.endingDate)}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  ({request.duration} {request.duration === 1 ? 'week' : 'weeks'})
                </Text>
              </Text>
              {request.reason && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {request.reason}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
