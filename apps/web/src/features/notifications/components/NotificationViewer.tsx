import { useId } from 'react';
import { Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import type { NotificationJson } from '@hgn/domain/notifications';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { useMarkNotificationRead } from '../api/notificationsApi';
import classes from './NotificationViewer.module.css';

const senderOf = ({ sender, isSystemGenerated }: NotificationJson): string => {
  if (sender) return `${sender.firstName} ${sender.lastName}`;
  return isSystemGenerated ? 'the system' : 'a former member';
};

/**
 * The first of the unread notifications, newest first: its message, who sent it and when. Mark as
 * Read removes it and the next one takes its place; the button stays where it was, and so does the
 * keyboard's focus.
 */
export function NotificationViewer({ userId, unread }: { userId: string; unread: NotificationJson[] }) {
  const markRead = useMarkNotificationRead(userId);
  const titleId = useId();
  const [shown] = unread;
  if (!shown) return null;
  const markShownRead = (): void => {
    if (!markRead.isPending) markRead.mutate(shown._id);
  };
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="sm" p="md" mb="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text id={titleId} fw={700}>
            {shown.isSystemGenerated ? 'System notification' : 'New notification'}
          </Text>
          {unread.length > 1 && (
            <Text size="sm" c="dimmed">
              1 of {unread.length} unread
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          From {senderOf(shown)}, {formatUSDateTimePT(shown.createdTimeStamps)}
        </Text>
        {/* The server sanitises every message as it is sent: formatting and links only. */}
        <Typography className={classes.message} style={{ overflowWrap: 'anywhere' }}>
          <div dangerouslySetInnerHTML={{ __html: shown.message }} />
        </Typography>
        <Group justify="flex-end">
          <Button size="xs" onClick={markShownRead}>
            Mark as Read
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
