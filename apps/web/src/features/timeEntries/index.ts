export { LazyDeleteTimeEntryModal, LazyTimeEntryFormModal } from './components/LazyTimeEntryModals';
export type {
  DeleteTimeEntryModalProps,
  TimeEntryFormModalProps,
  TimeEntryFormOrigin,
} from './components/timeEntryModalProps';
