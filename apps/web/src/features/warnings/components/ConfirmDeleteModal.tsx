import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The tracker's delete confirmation: what goes, then Cancel or Delete. */
export function ConfirmDeleteModal({
  title,
  what,
  deleting,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will be deleted; nothing shows the dialog closed. */
  what: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={what !== null} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{what}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
