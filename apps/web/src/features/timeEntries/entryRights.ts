// Which entries of the time log offer edit and delete, decided by the domain's rules of time entries
// (spec 001 section 6, server-rules 3), so a button is shown only when the server will accept its use.
import type { Actor } from '@hgn/domain/permissions';
import { addPacificDays } from '@hgn/domain/time';
import {
  canDeleteTimeEntry,
  refusedEditPart,
  type TimeEntryFacts,
  type TimeEntryInput,
  type TimeEntryJson,
  type TimeEntryPart,
} from '@hgn/domain/timeEntries';

export interface EntryRights {
  mayEdit: (entry: TimeEntryJson) => boolean;
  mayDelete: (entry: TimeEntryJson) => boolean;
}

/** What the rights of an entry read of it: a stored entry, or what the form would save. */
export const factsOf = (entry: TimeEntryJson | TimeEntryInput): TimeEntryFacts => ({
  personId: entry.personId,
  entryType: entry.entryType,
  dateOfWork: entry.dateOfWork,
  totalSeconds: (entry.hours * 60 + entry.minutes) * 60,
  notes: entry.notes,
  isTangible: entry.isTangible,
  projectId: entry.projectId ?? null,
  taskId: entry.taskId ?? null,
});

/** One change of each part the form can make, to ask the policy whether that part is the actor's. */
const oneChangeOf: Record<TimeEntryPart, (before: TimeEntryFacts) => TimeEntryFacts> = {
  time: (before) => ({ ...before, totalSeconds: before.totalSeconds + 60 }),
  description: (before) => ({ ...before, notes: `${before.notes} ` }),
  date: (before) => ({ ...before, dateOfWork: addPacificDays(before.dateOfWork, -1) }),
  isTangible: (before) => ({ ...before, isTangible: !before.isTangible }),
  project: (before) => ({ ...before, projectId: before.projectId === null ? '' : null, taskId: null }),
};

/** Whether the server lets the actor change this part of the entry of a person whose role is `personRole`. */
export function mayChangePart(
  actor: Actor,
  entry: TimeEntryJson,
  part: TimeEntryPart,
  personRole: string | null,
  today: string,
): boolean {
  const before = factsOf(entry);
  return refusedEditPart(actor, { before, after: oneChangeOf[part](before), personRole, today }) === null;
}

/** The parts the time log's edit button stands for: it is offered when the server allows any of them. */
const EDITED_PARTS: TimeEntryPart[] = ['time', 'description', 'date', 'isTangible'];

/** The rights over the entries of a person whose role is `personRole`, on the Pacific day `today`. */
export function entryRights(actor: Actor | null, personRole: string | null, today: string): EntryRights {
  return {
    mayEdit: (entry) =>
      actor !== null && EDITED_PARTS.some((part) => mayChangePart(actor, entry, part, personRole, today)),
    mayDelete: (entry) => actor !== null && canDeleteTimeEntry(actor, entry, personRole, today),
  };
}
