// Logging, changing and deleting time (server-rules 3, spec 001 sections 5 and 6). Each write is one
// transaction: the entry, its task's hours (the weekly totals follow by trigger), the person's first
// log, the edit limit, the e-mails, the timer's stop and the retry key commit or fail together.
import { isUuid } from '@hgn/domain/ids';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { pacificDate } from '@hgn/domain/time';
import {
  canDeleteTimeEntry,
  canLogTimeFor,
  changedParts,
  countsAsLimitedEdit,
  mayEditEntryAtAll,
  mayLogTimeOn,
  mayTouchTimeOf,
  notesProblems,
  refusedEditPart,
  type StoredTimeEntryJson,
  type TimeEntryInput,
  type TimeEntrySavedJson,
} from '@hgn/domain/timeEntries';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { notFound } from '../../platform/http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import { createEditLimit, type EditLimitBlueSquares } from './timeEntries.editLimit.js';
import { notesAsStored } from './timeEntries.notes.js';
import { entryEditedEmail } from './timeEntries.emails.js';
import { presentStoredTimeEntry } from './timeEntries.present.js';
import * as no from './timeEntries.refusals.js';
import { createTimeEntriesRepo, type TimeEntryValues } from './timeEntries.repo.js';
import { createTaskHours, type TaskHoursTasks } from './timeEntries.taskHours.js';
import { createTimeEntryRefsRepo, type NamedRefs, type TimeEntryPerson } from './timeEntryRefs.repo.js';
import { fingerprintOf, requestKeys } from './timeEntryRequestKeys.js';

/** What logging time stops: the header timer registers one on the service (`onTimerStop`, services.ts). */
export type TimerStopHook = (tx: DbOrTransaction, personId: string) => Promise<void>;

export type TimeEntryWriteSources = {
  users: Pick<UsersService, 'recordFirstTimeLog'>;
  tasks: TaskHoursTasks;
  blueSquares: EditLimitBlueSquares;
};

/**
 * Time logged earlier on an active project, as a person's own entry with the time it was logged at
 * (an organisation's history brought in whole). Time on a task names the task and its WBS too.
 */
export type PastTimeEntry = Pick<
  TimeEntryValues,
  'personId' | 'projectId' | 'wbsId' | 'taskId' | 'dateOfWork' | 'totalSeconds' | 'notes' | 'isTangible'
> & { loggedAt: Date };

/** Rows of one insert: a statement carries at most 65,535 parameters. */
const PAST_ENTRIES_PER_STATEMENT = 2_000;

/** A person may log until the end of their final day (Pacific) once deactivated. */
const hasLeft = (person: TimeEntryPerson, today: string) =>
  !person.isActive && (person.endDate === null || person.endDate < today);

/** `timerStops`: the hooks registered on the service (`onTimerStop`), run when an entry stops the timer. */
export function createTimeEntryWrites(
  { db, clock, config }: FeatureDeps,
  sources: TimeEntryWriteSources,
  timerStops: readonly TimerStopHook[],
) {
  const taskHours = createTaskHours(sources.tasks, config);
  const editLimit = createEditLimit(sources.blueSquares);

  /**
   * Where the time counts: a task gives its WBS and project (and must be of the project named with
   * it), a WBS its project. Entries of an archived project are inactive, as archiving makes them.
   */
  function placeOf(input: TimeEntryInput, named: NamedRefs) {
    const projectId = input.projectId ? no.idOr(input.projectId, no.projectNotFound) : null;
    const wbsId = input.wbsId ? no.idOr(input.wbsId, no.wbsNotFound) : null;
    const taskId = input.taskId ? no.idOr(input.taskId, no.taskNotFound) : null;
    const teamId = input.teamId ? no.idOr(input.teamId, () => notFound('The team')) : null;
    if (teamId && !named.teamExists) throw notFound('The team');
    if (taskId) {
      const { task } = named;
      if (!task || (projectId !== null && task.projectId !== projectId)) throw no.taskNotFound();
      return { projectId: task.projectId, wbsId: task.wbsId, taskId, teamId, isActive: task.isActive };
    }
    if (wbsId) {
      const found = named.wbs;
      if (!found || (projectId !== null && found.projectId !== projectId)) throw no.wbsNotFound();
      return { projectId: found.projectId, wbsId, taskId, teamId, isActive: found.isActive };
    }
    if (projectId && !named.project) throw no.projectNotFound();
    return { projectId, wbsId, taskId, teamId, isActive: named.project?.isActive ?? true };
  }

  const cleanNotes = ({ notes, entryType }: Pick<TimeEntryInput, 'notes' | 'entryType'>): string => {
    const clean = notesAsStored(notes);
    if (entryType === 'default' && notesProblems(clean).length > 0) throw no.notesRequired();
    return clean;
  };

  /** The person and what the entry names, in one read; an id that is not one names nothing. */
  const findNamed = (
    tx: DbOrTransaction,
    personId: string | null,
    input: Pick<TimeEntryInput, 'taskId' | 'wbsId' | 'projectId' | 'teamId'>,
    options?: { lockingTree: boolean },
  ) => {
    const idOf = (id: string | null | undefined) => (id && isUuid(id) ? id.toLowerCase() : null);
    return createTimeEntryRefsRepo(tx).findNamed(
      {
        personId: idOf(personId),
        taskId: idOf(input.taskId),
        wbsId: idOf(input.wbsId),
        projectId: idOf(input.projectId),
        teamId: idOf(input.teamId),
      },
      options,
    );
  };

  /**
   * The values to store. Notes are rich text that the original client shows as HTML, so they are kept
   * sanitised, and an own entry's notes must still have their words and link once cleaned.
   */
  const valuesOf = (input: TimeEntryInput, personId: string | null, place: ReturnType<typeof placeOf>) => ({
    personId,
    entryType: input.entryType,
    dateOfWork: input.dateOfWork,
    totalSeconds: input.hours * 3600 + input.minutes * 60,
    notes: cleanNotes(input),
    isTangible: input.isTangible,
    projectId: place.projectId,
    wbsId: place.wbsId,
    taskId: place.taskId,
    teamId: place.teamId,
  });

  return {
    /** `POST /api/TimeEntry`; with an `Idempotency-Key`, a retry answers the first answer. */
    create: (actor: Actor, input: TimeEntryInput, key: string | undefined): Promise<TimeEntrySavedJson> =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const today = pacificDate(now);
        const request = key && { callerId: actor.userId, key, fingerprint: fingerprintOf(input) };
        if (request) {
          const answered = await requestKeys.claim(tx, request, now);
          if (answered) return answered;
        }
        const named = await findNamed(tx, input.personId, input, { lockingTree: true });
        const { person } = named;
        if (!person) throw no.userNotFound();
        if (!canLogTimeFor(actor, { userId: person.id, role: person.role }, input.entryType))
          throw no.refused(mayTouchTimeOf(actor, person.role) ? msg.postForOthers : msg.ownerTimeOnlyByOwner);
        if (hasLeft(person, today)) throw no.userDeactivated();
        if (!mayLogTimeOn(actor, input.dateOfWork, today)) throw no.dateNotAllowed();
        const place = placeOf(input, named);
        // The read of what the entry names locked the task's tree (a task's WBS always exists).
        const inserted = await createTimeEntriesRepo(tx).insert(
          { ...valuesOf(input, person.id, place), isActive: place.isActive },
          now,
          { message: msg.saved, key: request || undefined },
        );
        if (place.taskId) {
          const task = { id: place.taskId, wbsId: named.task!.lockedWbsId! };
          await taskHours.recountCounted(tx, task, inserted.taskSeconds, person);
        }
        if (person.isFirstTimelog && input.entryType === 'default')
          await sources.users.recordFirstTimeLog(tx, person.id, today);
        if (input.stopTimer) for (const hook of timerStops) await hook(tx, person.id);
        return inserted.answer;
      }),

    /**
     * Time logged earlier, written in the caller's transaction a few thousand entries a statement;
     * the weekly totals follow by trigger, as for any write, and each task's hours are counted again
     * from its entries under its tree's lock. The caller vouches for the entries: no rule is checked,
     * nobody is e-mailed and no timer stops, and a person's first log is not recorded.
     */
    async logPast(tx: DbOrTransaction, entries: readonly PastTimeEntry[]): Promise<void> {
      for (let from = 0; from < entries.length; from += PAST_ENTRIES_PER_STATEMENT)
        await createTimeEntriesRepo(tx).insertMany(
          entries.slice(from, from + PAST_ENTRIES_PER_STATEMENT).map((entry) => ({
            ...entry,
            notes: notesAsStored(entry.notes),
            entryType: 'default',
            teamId: null,
            isActive: true,
          })),
        );
      await taskHours.recount(tx, await taskHours.lock(tx, entries), undefined);
    },

    /**
     * `PUT /api/TimeEntry/:id`: each changed part needs its right, and a refusal writes nothing. An
     * entry stays its person's and keeps its kind, whatever the body says of them.
     */
    update: (actor: Actor, entryId: string, input: TimeEntryInput): Promise<StoredTimeEntryJson> =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const today = pacificDate(now);
        const before = await createTimeEntriesRepo(tx).lock(no.idOr(entryId, no.entryNotFound));
        if (!before) throw no.entryNotFound();
        const named = await findNamed(tx, before.personId, input);
        const { person } = named;
        const place = placeOf(input, named);
        const after: TimeEntryValues = {
          ...valuesOf(input, before.personId, place),
          entryType: before.entryType,
        };
        if (changedParts(before, after).length === 0) {
          if (!mayEditEntryAtAll(actor, before, person?.role ?? null)) throw no.refused(msg.unauthorized);
          throw no.nothingChanged();
        }
        const refusal = refusedEditPart(actor, { before, after, personRole: person?.role ?? null, today });
        if (refusal) throw no.editRefused(refusal);
        if (after.dateOfWork > today) throw no.dateNotAllowed();
        const lockedTasks = await taskHours.lock(tx, [before, place]);
        const row = await createTimeEntriesRepo(tx).update(
          before.id,
          { ...after, isActive: place.isActive },
          now,
        );
        await taskHours.recount(tx, lockedTasks, person);
        const timeOrDateChanged =
          before.totalSeconds !== row.totalSeconds || before.dateOfWork !== row.dateOfWork;
        if (person && before.isTangible && row.isTangible && timeOrDateChanged) {
          const edit = {
            initialSeconds: before.totalSeconds,
            newSeconds: row.totalSeconds,
            originalDateOfWork: before.dateOfWork,
            finalDateOfWork: row.dateOfWork,
          };
          await enqueueEmail(tx, entryEditedEmail(person, edit, config.organisationInbox));
          if (countsAsLimitedEdit(actor, before, row, today)) await editLimit.record(tx, person, edit, now);
        }
        return presentStoredTimeEntry(row);
      }),

    /** `DELETE /api/TimeEntry/:id`: one's own of today, or with the right to delete it. */
    remove: (actor: Actor, entryId: string): Promise<{ message: string }> =>
      db.transaction(async (tx) => {
        const today = pacificDate(clock.now());
        const entry = await createTimeEntriesRepo(tx).lock(no.idOr(entryId, no.entryNotFound));
        if (!entry) throw no.entryNotFound();
        const { person } = await findNamed(tx, entry.personId, {});
        if (!canDeleteTimeEntry(actor, entry, person?.role ?? null, today))
          throw no.refused(msg.unauthorized);
        const lockedTasks = await taskHours.lock(tx, [entry]);
        await createTimeEntriesRepo(tx).delete(entry.id);
        await taskHours.recount(tx, lockedTasks, undefined);
        return { message: msg.deleted };
      }),
  };
}
