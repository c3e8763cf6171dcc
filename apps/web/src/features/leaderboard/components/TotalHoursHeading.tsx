import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMouseoverText } from '../api/leaderboardApi';

// Only an Owner writes the text, and the dialog waits for its first opening.
const MouseoverTextDialog = lazy(async () => ({
  default: (await import('./MouseoverTextDialog')).MouseoverTextDialog,
}));

/**
 * The total hours' column heading, with the Owner's mouseover text on hover and keyboard focus once one
 * is written, and for an Owner a button that writes it.
 */
export function TotalHoursHeading({ mayEdit }: { mayEdit: boolean }) {
  const text = useMouseoverText();
  const current = text.data?.[0] ?? null;
  const [isEditing, setEditing] = useState(false);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {current ? (
        <Tooltip
          label={current.mouseoverText}
          events={{ hover: true, focus: true, touch: true }}
          multiline
          maw={280}
        >
          <Text span inherit tabIndex={0} td="underline dotted" style={{ cursor: 'help' }}>
            Total hours
          </Text>
        </Tooltip>
      ) : (
        'Total hours'
      )}
      {mayEdit && (
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label="Edit the mouseover text of the total hours"
          disabled={text.isPending}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={14} aria-hidden />
        </ActionIcon>
      )}
      {isEditing && (
        <Suspense fallback={null}>
          <MouseoverTextDialog current={current} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Group>
  );
}
