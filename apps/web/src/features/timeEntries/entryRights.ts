// Which entries of the time log offer edit and delete, decided by the domain's rules of time entries
// (spec 001 section 6, server-rules 3), so a button is shown only when the server will accept its use.
import type { Actor } from '@hgn/domain/permissions';
import { addPacificDays } from '@hgn/domain/time';
import {
  canDeleteTimeEntry,
  refusedEditPart,
  type TimeEntryFacts,
  type TimeEntryJson,
} from '@hgn/domain/timeEntries';

export interface EntryRights {
  mayEdit: (entry: TimeEntryJson) => boolean;
  mayDelete: (entry: TimeEntryJson) => boolean;
}

const factsOf = (entry: TimeEntryJson): TimeEntryFacts => ({
  personId: entry.personId,
  entryType: entry.entryType,
  dateOfWork: entry.dateOfWork,
  totalSeconds: (entry.hours * 60 + entry.minutes) * 60,
  notes: entry.notes,
  isTangible: entry.isTangible,
  projectId: entry.projectId,
  taskId: entry.taskId,
});

/** One change of each part the form can make: the edit is offered when the server allows any of them. */
const oneChangeOfEachPart = (before: TimeEntryFacts): TimeEntryFacts[] => [
  { ...before, totalSeconds: before.totalSeconds + 60 },
  { ...before, notes: `${before.notes} ` },
  { ...before, dateOfWork: addPacificDays(before.dateOfWork, -1) },
  { ...before, isTangible: !before.isTangible },
];

/** The rights over the entries of a person whose role is `personRole`, on the Pacific day `today`. */
export function entryRights(actor: Actor | null, personRole: string | null, today: string): EntryRights {
  return {
    mayEdit: (entry) => {
      if (!actor) return false;
      const before = factsOf(entry);
      return oneChangeOfEachPart(before).some(
        (after) => refusedEditPart(actor, { before, after, personRole, today }) === null,
      );
    },
    mayDelete: (entry) => actor !== null && canDeleteTimeEntry(actor, entry, personRole, today),
  };
}
