import { ActionIcon, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

interface VisibilityHelpProps {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * What a member's visibility means, opened from the column header. Its state belongs to the dialog
 * below it, which must leave Escape to this one while it is open.
 */
export function VisibilityHelp({ opened, onOpen, onClose }: VisibilityHelpProps) {
  return (
    <>
      <ActionIcon variant="subtle" size="sm" onClick={onOpen} aria-label="What visibility means">
        <IconInfoCircle aria-hidden size={16} />
      </ActionIcon>
      <Modal opened={opened} onClose={onClose} title="Visibility">
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
