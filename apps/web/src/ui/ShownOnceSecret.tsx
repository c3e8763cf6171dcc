import type { ReactNode } from 'react';
import { Button, Code, CopyButton, Group, Stack } from '@mantine/core';

/**
 * A secret the server shows only once (a one-time password, a new API token): what to know about it,
 * the secret with a button that copies it, and Done.
 */
export function ShownOnceSecret({
  notice,
  secret,
  label,
  testId,
  onDone,
}: {
  notice: ReactNode;
  secret: string;
  /** The secret's name for screen readers. */
  label: string;
  testId: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="md">
      {notice}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code fz="md" style={{ wordBreak: 'break-all' }} aria-label={label} data-testid={testId}>
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} data-autofocus>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
