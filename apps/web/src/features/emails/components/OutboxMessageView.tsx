import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { OutboxMessageJson } from '@hgn/domain/emails';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { OutboxStatusBadge } from './OutboxStatusBadge';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** One message as it was (or will be) sent. The plain-text part is shown, never the HTML, so nothing in a message runs here. */
export function OutboxMessageView({ message }: { message: OutboxMessageJson }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <OutboxStatusBadge status={message.status} />
        <Text size="sm" c="dimmed">
          {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
        </Text>
      </Group>
      <Field label="To" value={message.to.join(', ')} />
      <Field label="Created" value={formatUSDateTimePT(message.createdAt)} />
      {message.sentAt && <Field label="Sent" value={formatUSDateTimePT(message.sentAt)} />}
      {message.lastError && <Field label="Last error" value={message.lastError} />}
      <ScrollArea.Autosize mah="50vh" type="auto">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt="sm">
          {message.text || 'This message has no plain-text part.'}
        </Text>
      </ScrollArea.Autosize>
    </Stack>
  );
}
