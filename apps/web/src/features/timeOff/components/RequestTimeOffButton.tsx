import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { timeOffEndpoints } from '../../../shared/api/endpoints/timeOff';
import { useActor } from '../../../shared/session/useActor';
import { useCreateTimeOff } from '../api/timeOffApi';
import { timeOffMessages } from './timeOffMessages';
import { toastSuccess } from '../../../ui/notify';

// The form (date and number inputs, its schema and validation library) loads when the dialog first
// opens, not with the dashboard that shows this button (the bundle budget, apps/web/README.md).
const TimeOffForm = lazy(async () => ({ default: (await import('./TimeOffForm')).TimeOffForm }));

/** For the dashboard: asks for time off for the given volunteer, shown only to those who may. */
export function RequestTimeOffButton({ userId }: { userId: string }) {
  const actor = useActor();
  const [opened, setOpened] = useState(false);
  const create = useCreateTimeOff();
  // The server's own rule for asking time off for this volunteer.
  if (!allowed(actor ?? undefined, timeOffEndpoints.create, { body: { requestFor: userId } })) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBeach size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Request time off
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Request time off">
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          <TimeOffForm
            userId={userId}
            submitLabel="Request"
            onCancel={() => setOpened(false)}
            onSubmit={async (values) => {
              await create.mutateAsync({ ...values, requestFor: userId });
              toastSuccess(timeOffMessages.scheduled);
              setOpened(false);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
