import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { canReadWarningsOf } from '@hgn/domain/warnings';
import { useActor } from '../../../shared/session/useActor';

// The tracker and its description list load when the dialog first opens.
const WarningTracker = lazy(async () => ({ default: (await import('./WarningTracker')).WarningTracker }));

/** A profile's "Warnings" button and the warning tracker dialog, for the person and for administrators. */
export function WarningsButton({ user }: { user: { _id: string; firstName: string; lastName: string } }) {
  const actor = useActor();
  const [opened, setOpened] = useState(false);
  if (!actor || !canReadWarningsOf(actor, user._id)) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconAlertTriangle size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Warnings
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Warnings of ${user.firstName} ${user.lastName}`}
        size="xl"
      >
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          {opened && <WarningTracker userId={user._id} />}
        </Suspense>
      </Modal>
    </>
  );
}
