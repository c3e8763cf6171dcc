import { useState } from 'react';
import { ActionIcon, Modal, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useInfoCollections } from '../api/infoCollectionsApi';
import { InfoContent } from './InfoContent';

/** An info icon that opens the pop-up of the given name, if the user may read it. */
export function InfoPopup({ name }: { name: string }) {
  const [opened, setOpened] = useState(false);
  const infos = useInfoCollections(opened);
  const info = infos.data?.find((candidate) => candidate.infoName.toLowerCase() === name.toLowerCase());
  return (
    <>
      <ActionIcon variant="subtle" size="sm" aria-label={`About ${name}`} onClick={() => setOpened(true)}>
        <IconInfoCircle size={18} />
      </ActionIcon>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={info?.infoName ?? name}
        size="lg"
      >
        {infos.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : info ? (
          <InfoContent html={info.infoContent} fontSize={info.fontSize} />
        ) : (
          <Text c="dimmed">No information here yet.</Text>
        )}
      </Modal>
    </>
  );
}
