import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDeleteTimeEntry, wordsOfFailure } from '../api/timeEntryMutations';
import type { DeleteTimeEntryModalProps } from './timeEntryModalProps';

/** Asks before deleting a time entry; a refusal is told in the server's words. */
export function DeleteTimeEntryModal({ entry, onClose }: DeleteTimeEntryModalProps) {
  const remove = useDeleteTimeEntry();
  const confirm = async (): Promise<void> => {
    if (!entry) return;
    try {
      const { message } = await remove.mutateAsync({ timeEntryId: entry._id, personId: entry.personId });
      toastSuccess(message);
      onClose();
    } catch (failure) {
      toastRefusal(failure, wordsOfFailure(failure), msg.deleteFailed);
    }
  };
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Delete time entry">
      <Stack gap="md">
        <Text>{msg.deleteConfirm}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
