import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { shellMessages } from '@hgn/domain/messages';
import { reloadPage } from './reloadPage';

interface HttpLikeError {
  status?: unknown;
  statusText?: unknown;
}

/** What the generic error display says: the 503 sentence when the server cannot be reached, else status and text. */
export function describeError(error: unknown): string {
  const { status, statusText } = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  if (typeof status !== 'number' || status === 0 || status === 503) return shellMessages.serverOffline;
  return shellMessages.httpError(status, typeof statusText === 'string' && statusText ? statusText : 'Error');
}

export function ErrorDisplay({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" my="md">
      <Stack gap="sm" align="flex-start">
        <Text>{describeError(error)}</Text>
        <Button variant="light" color="red" onClick={reloadPage}>
          {shellMessages.reload}
        </Button>
      </Stack>
    </Alert>
  );
}
