import { ActionIcon, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';

/** What a member's visibility means, opened from the column header. */
export function VisibilityHelp() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" size="sm" onClick={open} aria-label="What visibility means">
        <IconInfoCircle aria-hidden size={16} />
      </ActionIcon>
      <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title="Visibility">
        <Stack gap="sm">
          <Text size="sm">
            A visible member appears to the rest of this team: on the leaderboard, in the team&apos;s tasks
            and in the weekly summaries their teammates read. A hidden member still belongs to the team and
            keeps their data, but their teammates no longer see them there.
          </Text>
          <Text size="sm">
            Owners, Administrators and Core Team members are always visible to their teams, so their
            visibility cannot be reduced.
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
