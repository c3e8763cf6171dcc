import { useState } from 'react';
import { Box, Stack, Table, Text } from '@mantine/core';
import { PERMISSION_CHANGES_PAGE_SIZE, type PermissionChangeLogJson } from '@hgn/domain/permissions';
import { formatUSDateTime, formatUSDateTimePT, pacificHeading } from '@hgn/domain/time';
import { ListPager } from '../../../ui/ListPager';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText, Section } from '../../../ui/Section';
import { usePermissionChangeLog } from '../api/permissionsApi';

const PermissionNames = ({ names }: { names: string[] }) => (
  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
    {names.length === 0 ? '–' : names.join(', ')}
  </Text>
);

const targetOf = (change: PermissionChangeLogJson) =>
  'roleName' in change ? `Role ${change.roleName}` : change.individualName;

/** Who changed which permissions of which role or user, and when, newest first, a page at a time. */
export function PermissionChangeLog({ readerId }: { readerId: string }) {
  const [page, setPage] = useState(1);
  const changeLog = usePermissionChangeLog(readerId);
  const shown = (changeLog.data ?? []).slice(
    (page - 1) * PERMISSION_CHANGES_PAGE_SIZE,
    page * PERMISSION_CHANGES_PAGE_SIZE,
  );

  return (
    <Section title="Change log">
      {changeLog.isPending ? (
        <ListLoading label="Loading the change log" rows={3} />
      ) : changeLog.isError ? (
        <ListLoadFailed message="The change log could not be loaded." />
      ) : changeLog.data.length === 0 ? (
        <EmptyText>No permission has been changed yet.</EmptyText>
      ) : (
        <Stack gap="sm">
          <Box visibleFrom="md">
            <ListTable headings={[pacificHeading('When'), 'Changed by', 'Of', 'Added', 'Removed']}>
              {shown.map((change) => (
                <Table.Tr key={change._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(change.logDateTime)}</Table.Td>
                  <Table.Td>{change.requestorName}</Table.Td>
                  <Table.Td>{targetOf(change)}</Table.Td>
                  <Table.Td>
                    <PermissionNames names={change.permissionsAdded} />
                  </Table.Td>
                  <Table.Td>
                    <PermissionNames names={change.permissionsRemoved} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Box>
          {/* On a phone each change is a short paragraph instead of a five-column table. */}
          <Stack gap="xs" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((change) => (
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
                  {formatUSDateTimePT(change.logDateTime)} by {change.requestorName}
                </Text>
                {change.permissionsAdded.length > 0 ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Added: {change.permissionsAdded.join(', ')}
                  </Text>
                ) : null}
                {change.permissionsRemoved.length > 0 ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Removed: {change.permissionsRemoved.join(', ')}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
          <ListPager
            total={changeLog.data.length}
            pageSize={PERMISSION_CHANGES_PAGE_SIZE}
            unit={['change', 'changes']}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Section>
  );
}
