import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { UserProfileJson } from '@hgn/domain/users';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';
import { useActor } from '../../../shared/session/useActor';

// The editor, its rules and the form load when the dialog first opens (the bundle budget,
// apps/web/README.md).
const WeeklySummaryForm = lazy(async () => ({
  default: (await import('./WeeklySummaryForm')).WeeklySummaryForm,
}));

/** For the dashboard: writes the weekly summaries of its person, shown to those the server lets. */
export function WeeklySummaryButton({ profile }: { profile: UserProfileJson }) {
  const actor = useActor();
  const [opened, setOpened] = useState(false);
  const target = { userId: profile._id, role: profile.role, isProtected: profile.isProtected };
  if (
    !allowed(actor ?? undefined, weeklySummariesEndpoints.save, { params: { userId: profile._id } }, target)
  )
    return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconNotes size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Weekly summaries
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Weekly summaries" size="xl">
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          {opened && <WeeklySummaryForm profile={profile} onClose={() => setOpened(false)} />}
        </Suspense>
      </Modal>
    </>
  );
}
