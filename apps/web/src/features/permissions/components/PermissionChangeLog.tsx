import { useState } from 'react';
import { Box, Stack, Table, Text } from '@mantine/core';
import type { PermissionChangeJson } from '@hgn/domain/permissions';
import { formatUSDateTime, formatUSDateTimePT, pacificHeading } from '@hgn/domain/time';
import { ListPager } from '../../../ui/ListPager';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText, Section } from '../../../ui/Section';
import { usePermissionChanges } from '../api/permissionsApi';

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
        <ListLoading label="Loading the change log" rows={3} />
      ) : changes.isError ? (
        <ListLoadFailed message="The change log could not be loaded." />
      ) : changes.data.items.length === 0 ? (
        <EmptyText>No permission has been changed yet.</EmptyText>
      ) : (
        <Stack gap="sm">
          <Box visibleFrom="md">
            <ListTable headings={[pacificHeading('When'), 'Changed by', 'Of', 'Added', 'Removed']}>
              {changes.data.items.map((change) => (
                <Table.Tr key={change._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(change.changedAt)}</Table.Td>
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
            </ListTable>
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
                  {formatUSDateTimePT(change.changedAt)} by {change.changedBy.name}
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
          <ListPager
            total={changes.data.total}
            pageSize={changes.data.pageSize}
            unit={['change', 'changes']}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Section>
  );
}
