import { useState } from 'react';
import { Box, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { PermissionChangeJson } from '@hgn/domain/permissions';
import { EmptyText, Section } from '../../../ui/Section';
import { usePermissionChanges } from '../api/permissionsApi';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const PermissionNames = ({ names }: { names: string[] }) => (
  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
    {names.length === 0 ? '–' : names.join(', ')}
  </Text>
);

const targetOf = (change: PermissionChangeJson) =>
  change.targetKind === 'role' ? `Role ${change.roleName ?? ''}` : (change.user?.name ?? 'A deleted user');

/** Who changed which permissions of which role or user, and when, newest first. */
export function PermissionChangeLog() {
  const [page, setPage] = useState(1);
  const changes = usePermissionChanges(page, true);

  return (
    <Section title="Change log">
      {changes.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the change log" role="status">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={24} />
          ))}
        </Stack>
      ) : changes.isError ? (
        <Text c="red" size="sm">
          The change log could not be loaded.
        </Text>
      ) : changes.data.items.length === 0 ? (
        <EmptyText>No permission has been changed yet.</EmptyText>
      ) : (
        <Stack gap="sm">
          <Box visibleFrom="md">
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Changed by</Table.Th>
                  <Table.Th>Of</Table.Th>
                  <Table.Th>Added</Table.Th>
                  <Table.Th>Removed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.data.items.map((change) => (
                  <Table.Tr key={change._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {whenFormat.format(new Date(change.changedAt))}
                    </Table.Td>
                    <Table.Td>{change.changedBy.name}</Table.Td>
                    <Table.Td>{targetOf(change)}</Table.Td>
                    <Table.Td>
                      <PermissionNames names={change.added} />
                    </Table.Td>
                    <Table.Td>
                      <PermissionNames names={change.removed} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          {/* On a phone each change is a short paragraph instead of a five-column table. */}
          <Stack gap="xs" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {changes.data.items.map((change) => (
              <Box
                component="li"
                key={change._id}
                py={4}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="sm" fw={600}>
                  {targetOf(change)}
                </Text>
                <Text size="xs" c="dimmed">
                  {whenFormat.format(new Date(change.changedAt))} by {change.changedBy.name}
                </Text>
                {change.added.length > 0 ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Added: {change.added.join(', ')}
                  </Text>
                ) : null}
                {change.removed.length > 0 ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Removed: {change.removed.join(', ')}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {changes.data.total} {changes.data.total === 1 ? 'change' : 'changes'}
            </Text>
            <Pagination
              total={Math.max(1, Math.ceil(changes.data.total / changes.data.pageSize))}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        </Stack>
      )}
    </Section>
  );
}
