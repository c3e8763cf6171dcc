// Who may read, log, change and delete time entries beyond a single permission name (spec 001
// section 6, server-rules 3). The server refuses with these and the screens offer controls by them.
import { can, type Actor } from '../permissions/can';
import type { Permission } from '../permissions/permissionCatalogue';
import { isSameUser } from '../permissions/policies';
import { canViewOthersDashboard } from '../teamTasks/policies';

/**
 * The entries of the people the caller sees in the team tasks table: those who may view anyone's
 * dashboard read everyone's; others read their own and those of the members of their teams
 * (`visibleIds`, which the server loads for the caller when the request names anyone else).
 */
export function mayReadTimeEntriesOf(
  actor: Actor,
  requestedIds: readonly string[],
  visibleIds: ReadonlySet<string>,
): boolean {
  if (canViewOthersDashboard(actor)) return true;
  const self = actor.userId.toLowerCase();
  return requestedIds.every((id) => {
    const person = id.toLowerCase();
    return person === self || visibleIds.has(person);
  });
}

/** The part of an entry an edit changes, named as the original's refusal names it (server-rules 3). */
export type TimeEntryPart = 'time' | 'description' | 'date' | 'isTangible' | 'project';

/** What the rights of an entry depend on: whose it is and its stored or wanted state. */
export type TimeEntryFacts = {
  readonly personId: string | null;
  readonly entryType: 'default' | 'person' | 'project' | 'team';
  readonly dateOfWork: string;
  readonly totalSeconds: number;
  readonly notes: string;
  readonly isTangible: boolean;
  readonly projectId: string | null;
  readonly taskId: string | null;
};

const isOwnEntry = (actor: Actor, personId: string | null): boolean =>
  personId !== null && isSameUser(actor, personId);

/** An Owner's time is added, changed and deleted by an Owner only (spec 001 section 6). */
export const mayTouchTimeOf = (actor: Pick<Actor, 'role'>, personRole: string | null): boolean =>
  personRole !== 'Owner' || actor.role === 'Owner';

/**
 * Logging time for `person`: one's own, or anyone's with putUserProfileImportantInfo (the time log's
 * 'Add Time Entry'). Lost time (entries of a person, project or team that is not one's own) needs the
 * same right.
 */
export function canLogTimeFor(
  actor: Actor,
  person: { userId: string | null; role: string | null },
  entryType: TimeEntryFacts['entryType'] = 'default',
): boolean {
  if (!mayTouchTimeOf(actor, person.role)) return false;
  const own = entryType === 'default' && isOwnEntry(actor, person.userId);
  return own || can(actor, 'putUserProfileImportantInfo');
}

/**
 * The days an entry may be dated: never after today (Pacific); before today only for those who may
 * change an entry's date or log others' time. The form's date field offers exactly these days, so
 * `earliest` null means "any day before" and equal bounds mean "today only".
 */
export function entryDayBounds(actor: Actor, today: string): { earliest: string | null; latest: string } {
  const anyPastDay = can(actor, 'editTimeEntryDate') || can(actor, 'putUserProfileImportantInfo');
  return { earliest: anyPastDay ? null : today, latest: today };
}

export const mayLogTimeOn = (actor: Actor, dateOfWork: string, today: string): boolean => {
  const { earliest, latest } = entryDayBounds(actor, today);
  return dateOfWork <= latest && (earliest === null || dateOfWork >= earliest);
};

/** The parts an edit changes, in the order the original checks them. */
export function changedParts(before: TimeEntryFacts, after: TimeEntryFacts): TimeEntryPart[] {
  const parts: TimeEntryPart[] = [];
  if (before.totalSeconds !== after.totalSeconds) parts.push('time');
  if (before.notes !== after.notes) parts.push('description');
  if (before.dateOfWork !== after.dateOfWork) parts.push('date');
  if (before.isTangible !== after.isTangible) parts.push('isTangible');
  if (before.projectId !== after.projectId || before.taskId !== after.taskId) parts.push('project');
  return parts;
}

/** One's own entry, edited to be dated today (Pacific): time and notes are then one's to change. */
export const isSameDayOwnEdit = (actor: Actor, after: TimeEntryFacts, today: string): boolean =>
  isOwnEntry(actor, after.personId) && after.dateOfWork === today;

/**
 * The permission that lets someone change one part of an entry beyond a same-day edit of their own.
 * The project or task decides where the time counts (its category, the task's hours), so changing it
 * needs what changing the time needs.
 */
function rightFor(part: TimeEntryPart, own: boolean): Permission {
  switch (part) {
    case 'time':
    case 'project':
      return 'editTimeEntryTime';
    case 'description':
      return 'editTimeEntryDescription';
    case 'date':
      return 'editTimeEntryDate';
    case 'isTangible':
      return own ? 'toggleTangibleTime' : 'editTimeEntryToggleTangible';
  }
}

/** Whether a same-day edit of one's own entry may change the part without its permission. */
const freeOnSameDay = (part: TimeEntryPart): boolean =>
  part === 'time' || part === 'description' || part === 'project';

/**
 * The first changed part the actor may not change (server-rules 3), or null when the edit is allowed;
 * 'owner' when the entry is an Owner's and the actor is not one.
 */
export function refusedEditPart(
  actor: Actor,
  edit: { before: TimeEntryFacts; after: TimeEntryFacts; personRole: string | null; today: string },
): TimeEntryPart | 'owner' | null {
  if (!mayTouchTimeOf(actor, edit.personRole)) return 'owner';
  const sameDayOwn = isSameDayOwnEdit(actor, edit.after, edit.today);
  const own = isOwnEntry(actor, edit.before.personId);
  for (const part of changedParts(edit.before, edit.after))
    if (!(sameDayOwn && freeOnSameDay(part)) && !can(actor, rightFor(part, own))) return part;
  return null;
}

/**
 * Whether the actor may change anything of an entry at all: their own, or another's with the right to
 * change some part of it; an Owner's only as an Owner. Asked before an unchanged save is answered
 * 'Nothing is changed', so that answer tells nothing of an entry one may not edit.
 */
export function mayEditEntryAtAll(
  actor: Actor,
  entry: { personId: string | null },
  personRole: string | null,
) {
  if (!mayTouchTimeOf(actor, personRole)) return false;
  if (isOwnEntry(actor, entry.personId)) return true;
  const parts: TimeEntryPart[] = ['time', 'description', 'date', 'isTangible', 'project'];
  return parts.some((part) => can(actor, rightFor(part, false)));
}

/**
 * Whether an allowed edit counts toward the edit limit (server-rules 3): tangible time before and
 * after, its time or date changed, by a same-day edit of one's own entry that no permission covers.
 * The fifth such edit within 365 days, and each later one, gives a blue square.
 */
export function countsAsLimitedEdit(
  actor: Actor,
  before: TimeEntryFacts,
  after: TimeEntryFacts,
  today: string,
): boolean {
  if (!before.isTangible || !after.isTangible || after.entryType !== 'default') return false;
  if (!isSameDayOwnEdit(actor, after, today)) return false;
  const parts = changedParts(before, after).filter((part) => part === 'time' || part === 'date');
  return parts.some((part) => !can(actor, rightFor(part, true)));
}

/** The edit-count warning of the form is not shown to those who manage others' profiles (spec 001 section 5). */
export const seesEditLimitWarning = (actor: Actor): boolean => !can(actor, 'putUserProfileImportantInfo');

/**
 * Deleting an entry: one's own dated today (Pacific), one's own of another day with deleteTimeEntryOwn,
 * another's with deleteTimeEntryOthers; deleteTimeEntry (the original's single right) covers both.
 * An Owner's entry only by an Owner.
 */
export function canDeleteTimeEntry(
  actor: Actor,
  entry: { personId: string | null; dateOfWork: string },
  personRole: string | null,
  today: string,
): boolean {
  if (!mayTouchTimeOf(actor, personRole)) return false;
  if (can(actor, 'deleteTimeEntry')) return true;
  if (!isOwnEntry(actor, entry.personId)) return can(actor, 'deleteTimeEntryOthers');
  return entry.dateOfWork === today || can(actor, 'deleteTimeEntryOwn');
}
