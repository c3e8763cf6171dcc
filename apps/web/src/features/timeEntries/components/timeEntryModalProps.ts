import type { TimeEntryJson } from '@hgn/domain/timeEntries';

/** Where the form was opened from: each origin saves and refreshes its own way (spec 001 section 4). */
export type TimeEntryFormOrigin = 'Timer' | 'TimeLog' | 'WeeklyTab';

export interface TimeEntryFormModalProps {
  opened: boolean;
  onClose: () => void;
  origin: TimeEntryFormOrigin;
  /** Whose time the form logs. */
  personId: string;
  /** The entry to edit; absent when adding one. */
  entry?: TimeEntryJson;
  /** The time a new entry starts with: the header timer's elapsed time. */
  initialTime?: { hours: number; minutes: number };
  /** Only intangible time may be logged ('Add Intangible Time Entry' on one's own time log). */
  intangibleOnly?: boolean;
  /** After the entry is saved and the form closed. */
  onSaved?: () => void;
}

export interface DeleteTimeEntryModalProps {
  /** The entry to delete; the confirmation is open while there is one. */
  entry: TimeEntryJson | null;
  onClose: () => void;
}
