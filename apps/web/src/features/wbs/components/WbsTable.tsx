import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WbsListItemJson } from '@hgn/domain/wbs';
import { linkTo, paths } from '../../../shared/routing/paths';
import { formatDay } from '../../../ui/formatDate';
import { EditDeleteCell, ListTable, NumberAndNameCells } from '../../../ui/ListTable';
import { ActiveSwitchCell } from '../../../ui/ActiveSwitchCell';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDeleteWbs, useUpdateWbs } from '../api/wbsApi';
import { deleteWbsQuestion, formatHours, wbsNotices } from '../wbsText';
import { RenameWbsModal } from './RenameWbsModal';

export type WbsRights = { canChange: boolean; canDelete: boolean };

/** A project's WBS, each linking to its tasks; renamed, (de)activated and deleted by those allowed. */
export function WbsTable({
  projectId,
  items,
  rights,
}: {
  projectId: string;
  items: readonly WbsListItemJson[];
  rights: WbsRights;
}) {
  const [renaming, setRenaming] = useState<WbsListItemJson | null>(null);
  const update = useUpdateWbs();
  const remove = useDeleteWbs();

  const setActive = (wbs: WbsListItemJson, isActive: boolean) =>
    update.mutate(
      { wbsId: wbs._id, isActive },
      {
        onSuccess: () => toastSuccess(isActive ? wbsNotices.activated : wbsNotices.deactivated),
        onError: (failure) => toastRefusal(failure, wbsNotices.updateFailed),
      },
    );

  const confirmDelete = (wbs: WbsListItemJson) => {
    const question = deleteWbsQuestion(wbs);
    modals.openConfirmModal({
      title: question.title,
      children: <Text size="sm">{question.consequence}</Text>,
      labels: { confirm: 'Delete WBS', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(wbs._id, {
          onSuccess: () => toastSuccess(wbsNotices.deleted),
          onError: (failure) => toastRefusal(failure, wbsNotices.deleteFailed),
        }),
    });
  };

  return (
    <>
      <ListTable
        aria-label="WBS of the project"
        minWidth={640}
        hasStickyLastColumn={rights.canChange || rights.canDelete}
        headings={[
          '#',
          'WBS name',
          'Active',
          'Tasks',
          'Logged hours',
          'Modified',
          (rights.canChange || rights.canDelete) && 'Actions',
        ]}
      >
        {items.map((wbs, index) => (
          <Table.Tr key={wbs._id}>
            <NumberAndNameCells
              index={index}
              name={
                <Anchor
                  component={Link}
                  to={linkTo(paths.wbsTasksNamed, { wbsId: wbs._id, projectId, wbsName: wbs.wbsName })}
                >
                  {wbs.wbsName}
                </Anchor>
              }
            />
            <ActiveSwitchCell
              name={wbs.wbsName}
              isActive={wbs.isActive}
              disabled={!rights.canChange || update.isPending}
              onChange={(isActive) => setActive(wbs, isActive)}
            />
            <Table.Td>{wbs.taskCount}</Table.Td>
            <Table.Td>{formatHours(wbs.hoursLogged)}</Table.Td>
            <Table.Td>{formatDay(wbs.modifiedDatetime)}</Table.Td>
            {rights.canChange || rights.canDelete ? (
              <EditDeleteCell
                name={wbs.wbsName}
                onEdit={rights.canChange ? () => setRenaming(wbs) : undefined}
                onDelete={rights.canDelete ? () => confirmDelete(wbs) : undefined}
              />
            ) : null}
          </Table.Tr>
        ))}
      </ListTable>
      {renaming ? <RenameWbsModal wbs={renaming} onClose={() => setRenaming(null)} /> : null}
    </>
  );
}
