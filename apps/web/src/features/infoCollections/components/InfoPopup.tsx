import { lazy, Suspense } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { InfoCollectionJson } from '@hgn/domain/infoCollections';

// The content (its HTML styles, and the editor an Owner opens from it) loads when a pop-up first
// opens: the icons stand on the dashboard's first view (the bundle budget, apps/web/README.md).
const EditableInfoContent = lazy(async () => ({
  default: (await import('./EditableInfoContent')).EditableInfoContent,
}));

interface InfoPopupProps {
  info: InfoCollectionJson;
  /** What the pop-up is about, as its icon and title name it. */
  topic: string;
  /** An Owner edits the content in the pop-up itself. */
  canEdit: boolean;
}

/** An info icon that opens the pop-up's text. */
export function InfoPopup({ info, topic, canEdit }: InfoPopupProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconInfoCircle aria-hidden size={18} />}
        aria-label={`About ${topic}`}
        onClick={open}
      >
        {topic}
      </Button>
      <Modal opened={opened} onClose={close} title={topic} size="lg">
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          <EditableInfoContent info={info} canEdit={canEdit} />
        </Suspense>
      </Modal>
    </>
  );
}
