import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { TitleJson } from '@hgn/domain/titles';
import { EditDeleteButtons, ListTable } from '../../../ui/ListTable';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDeleteTitle, useReorderTitles } from '../api/titlesApi';

/** The list moved one place up (-1) or down (+1) at `index`. */
const moved = (titles: readonly TitleJson[], index: number, step: -1 | 1): TitleJson[] => {
  const next = [...titles];
  const [title] = next.splice(index, 1);
  if (title) next.splice(index + step, 0, title);
  return next;
};

/** The titles with their order, edit and delete controls, each shown only to those the server admits. */
export function ManageTitlesTable({
  titles,
  onEdit,
  canEdit,
  canReorder,
}: {
  titles: readonly TitleJson[];
  onEdit: (title: TitleJson) => void;
  canEdit: boolean;
  canReorder: boolean;
}) {
  const reorder = useReorderTitles();
  const remove = useDeleteTitle();

  const move = (index: number, step: -1 | 1) =>
    reorder.mutate(moved(titles, index, step), {
      onError: (error) => toastRefusal(error, 'The order could not be saved.'),
    });

  const confirmDelete = (title: TitleJson) =>
    modals.openConfirmModal({
      title: `Delete ${title.titleName}?`,
      children: <Text size="sm">Profiles already set up with it keep what it set.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(title._id, {
          onSuccess: () => toastSuccess('Title deleted.'),
          onError: (error) => toastRefusal(error, 'The title could not be deleted.'),
        }),
    });

  return (
    <ListTable
      aria-label="Quick Setup titles"
      minWidth={560}
      hasStickyLastColumn
      headings={['Code', 'Name', 'Project', 'Team code', 'Actions']}
    >
      {titles.map((title, index) => (
        <Table.Tr key={title._id}>
          <Table.Td>{title.titleCode}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{title.titleName}</Table.Td>
          <Table.Td>{title.projectAssigned.projectName || 'None'}</Table.Td>
          <Table.Td>{title.teamCode ?? ''}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {canReorder && (
                <>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${title.titleName} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp aria-hidden size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${title.titleName} down`}
                    disabled={index === titles.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown aria-hidden size={16} />
                  </ActionIcon>
                </>
              )}
              <EditDeleteButtons
                name={title.titleName}
                onEdit={canEdit ? () => onEdit(title) : undefined}
                onDelete={canEdit ? () => confirmDelete(title) : undefined}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
