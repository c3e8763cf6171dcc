import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { formatDay } from '../../../ui/formatDate';
import { timeLeftText } from '../weeklySummaryFormModel';

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
    <Text size="sm" c="dimmed">
      Due {formatDay(due.toISOString())} at midnight Pacific time
      {left === null ? ' (past due)' : ` · ${left} left`}
    </Text>
  );
}
