import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { UserProfileJson } from '@hgn/domain/users';
import { notificationsEndpoints as notifications } from '../../../shared/api/endpoints/notifications';
import { useActor } from '../../../shared/session/useActor';

// The form brings its inputs and schema, so it loads when the dialog first opens.
const SendNotificationForm = lazy(async () => ({
  default: (await import('./SendNotificationForm')).SendNotificationForm,
}));

/**
 * A profile's "Send notification" button and its dialog, for Owners and Administrators (the server
 * refuses everyone else) when the person is active.
 */
export function SendNotificationButton({
  recipient,
}: {
  recipient: Pick<UserProfileJson, '_id' | 'firstName' | 'lastName' | 'isActive'>;
}) {
  const actor = useActor();
  const [opened, setOpened] = useState(false);
  if (!recipient.isActive || !allowed(actor ?? undefined, notifications.send)) return null;
  const close = (): void => setOpened(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBell size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Send notification
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Send a notification to ${recipient.firstName} ${recipient.lastName}`}
        size="lg"
      >
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          {opened && <SendNotificationForm recipientId={recipient._id} onClose={close} />}
        </Suspense>
      </Modal>
    </>
  );
}
