import { Table } from '@mantine/core';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { profileFieldLabel } from '@hgn/domain/users';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { useProfileEdits } from '../api/profileApi';

/** Who changed which important field, when, from what to what. */
export function ProfileEditHistory({ userId }: { userId: string }) {
  const edits = useProfileEdits(userId);
  if (edits.isPending) return <ListLoading label="Loading edit history" rows={3} />;
  if (edits.isError) return <ErrorDisplay error={edits.error} />;
  if (edits.data.length === 0)
    return <EmptyText>No important field of this profile has been changed yet.</EmptyText>;
  return (
    <ListTable minWidth={560} headings={[pacificHeading('When'), 'Who', 'Field', 'From', 'To']}>
      {edits.data.map((edit) => (
        <Table.Tr key={edit._id}>
          <Table.Td>{formatUSDateTime(edit.date)}</Table.Td>
          <Table.Td>{edit.editorName}</Table.Td>
          <Table.Td>{profileFieldLabel(edit.field)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{edit.oldValue}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{edit.newValue}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
