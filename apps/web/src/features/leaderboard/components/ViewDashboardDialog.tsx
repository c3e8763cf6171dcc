import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before leaving for another person's dashboard (spec 001 section 4, "Leaderboard"). */
export function ViewDashboardDialog({
  opened,
  name,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  /** The person whose dashboard would open (kept while the dialog closes). */
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="View another dashboard">
      <Stack gap="md">
        <Text>Do you want to view the dashboard of {name}?</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            View dashboard
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
