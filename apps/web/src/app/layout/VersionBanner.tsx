import { useEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { shellMessages } from '@hgn/domain/messages';
import { watchVersion } from './versionCheck';
import { reloadPage } from '../../ui/reloadPage';

/** Tells the user a newer build is deployed and offers to load it. */
export function VersionBanner() {
  const [isOutdated, setOutdated] = useState(false);
  useEffect(() => watchVersion({ onNewVersion: () => setOutdated(true) }), []);
  if (!isOutdated) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      p="sm"
      withBorder
      style={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        zIndex: 400,
        maxWidth: 560,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{shellMessages.newVersionAvailable}</Text>
        <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={reloadPage}>
          {shellMessages.reload}
        </Button>
      </Group>
    </Paper>
  );
}
