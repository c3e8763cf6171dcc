import { Card, CloseButton, Group, Text } from '@mantine/core';
import { toastRefusal } from '../../../ui/notify';
import { useDismissTeamWeekNotice, useTeamWeekNotice } from '../api/teamWeekNoticeApi';

/**
 * The signed-in user's team-week notice (spec 001 section 6), when there is one to show; closing it
 * dismisses it until the next Thursday.
 */
export function TeamWeekNotice() {
  const notice = useTeamWeekNotice();
  const dismiss = useDismissTeamWeekNotice();
  const { kind, title, message } = notice.data ?? { kind: null, title: null, message: null };
  if (kind === null || title === null || message === null) return null;
  const colour = kind === 'reminder' ? 'blue' : 'orange';
  return (
    <Card
      withBorder
      padding="sm"
      role="note"
      aria-label={title}
      style={{ borderLeft: `4px solid var(--mantine-color-${colour}-filled)` }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600}>{title}</Text>
        <CloseButton
          aria-label="Dismiss until next Thursday"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onError: (error) => toastRefusal(error, 'The notice could not be dismissed.'),
            })
          }
        />
      </Group>
      <Text size="sm">{message}</Text>
    </Card>
  );
}
