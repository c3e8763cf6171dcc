import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { useProfileEdits } from '../api/profileApi';

const when = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Who changed which important field, when, from what to what. */
export function ProfileEditHistory({ userId }: { userId: string }) {
  const edits = useProfileEdits(userId);
  if (edits.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading edit history" role="status">
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
      </Stack>
    );
  if (edits.isError) return <ErrorDisplay error={edits.error} />;
  if (edits.data.length === 0)
    return <Text c="dimmed">No important field of this profile has been changed yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (Pacific)</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {edits.data.map((edit) => (
            <Table.Tr key={edit._id}>
              <Table.Td>{when(edit.date)}</Table.Td>
              <Table.Td>{edit.editorName}</Table.Td>
              <Table.Td>{edit.field}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{edit.oldValue}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{edit.newValue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
