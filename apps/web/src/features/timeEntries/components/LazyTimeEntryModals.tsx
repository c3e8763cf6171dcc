import { lazy, Suspense, useState } from 'react';
import type { DeleteTimeEntryModalProps, TimeEntryFormModalProps } from './timeEntryModalProps';

// The form brings its inputs, schema and validation library, so it loads when first opened and not
// with the pages that offer it (the bundle budget, apps/web/README.md).
const TimeEntryFormModal = lazy(async () => ({
  default: (await import('./TimeEntryFormModal')).TimeEntryFormModal,
}));
const DeleteTimeEntryModal = lazy(async () => ({
  default: (await import('./DeleteTimeEntryModal')).DeleteTimeEntryModal,
}));

/** True from the first time `open` is true on: the modal stays mounted afterwards so it can close. */
function useOpenedOnce(open: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  return openedOnce || open;
}

/** The time entry form, downloaded the first time it opens. */
export function LazyTimeEntryFormModal(props: TimeEntryFormModalProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <TimeEntryFormModal {...props} />
    </Suspense>
  );
}

/** The delete confirmation, downloaded the first time an entry is to be deleted. */
export function LazyDeleteTimeEntryModal(props: DeleteTimeEntryModalProps) {
  if (!useOpenedOnce(props.entry !== null)) return null;
  return (
    <Suspense fallback={null}>
      <DeleteTimeEntryModal {...props} />
    </Suspense>
  );
}
