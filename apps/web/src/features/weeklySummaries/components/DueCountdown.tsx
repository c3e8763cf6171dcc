import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDay } from '../../../ui/formatDate';
import { timeLeftText } from '../weeklySummaryFormModel';

const COUNTDOWN_HELP =
  "A week's summary is due by Saturday at midnight Pacific time. When this week's countdown ends, the " +
  'page reloads and the week just closed is found under Last Week.';

/**
 * When a week's summary is due and, until then, the time left, counted down each second. `onDue` is
 * called once, when the due date passes while it is shown.
 */
export function DueCountdown({ due, onDue }: { due: Date; onDue?: () => void }) {
  const [now, setNow] = useState(() => new Date());
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  });
  const dueMs = due.getTime();
  useEffect(() => {
    if (Date.now() >= dueMs) return;
    const timer = window.setInterval(() => {
      const current = new Date();
      setNow(current);
      if (current.getTime() < dueMs) return;
      window.clearInterval(timer);
      onDueRef.current?.();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [dueMs]);
  const left = timeLeftText(due, now);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed">
        Due {formatDay(due.toISOString())} at midnight Pacific time
        {left === null ? ' (past due)' : ` · ${left} left`}
      </Text>
      <Tooltip label={COUNTDOWN_HELP} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="About the due date">
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
