// The users row's part of a profile save: who may change which field, the stale-copy check, the
// committed-hours history and the edit history. The profiles feature runs it with the parts other
// areas keep (memberships, weekly summaries), all in one transaction so a refusal writes nothing.
import type { ErrorCode } from '@hgn/domain/apiContracts';
import { profileMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { canGiveRole } from '@hgn/domain/userManagement';
import { canWriteWeeklySummariesOf } from '@hgn/domain/weeklySummaries';
import { formatUSDateTimePT, pacificDate } from '@hgn/domain/time';
import {
  mayActOnAccount,
  mayChangeProfileField,
  mayEditProfile,
  type ProfileUpdateInput,
} from '@hgn/domain/users';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import {
  profileChanges,
  type FieldChange,
  type FieldsKeptElsewhere,
  type ProfileWrites,
} from './profileChanges.js';
import { createUsersRepo, type ProfileRow } from './users.repo.js';

/**
 * Who is saving: the edit history names them; `address` is the request's, for the audit log (none
 * for a save no request made).
 */
export type Editor = Actor & { firstName: string; lastName: string; address?: string };

export const notAValidUser = () =>
  new AppError({ code: 'NOT_A_VALID_USER', body: { error: profileMessages.notAValidUser } });

export const editForbidden = () =>
  new AppError({ code: 'FORBIDDEN', body: { error: profileMessages.editForbidden } });

/** Every change to a protected account is reported to the organisation inbox, in the change's transaction. */
export const noticeProtectedAccountChange = (
  deps: Pick<FeatureDeps, 'config' | 'clock'>,
  tx: DbOrTransaction,
  { editor, row, fields }: { editor: Editor; row: ProfileRow; fields: readonly string[] },
) =>
  enqueueEmail(tx, {
    to: [deps.config.organisationInbox],
    subject: 'One Community: Protected Account Has Been Updated',
    text: [
      `${editor.firstName} ${editor.lastName} changed the protected account of ${row.firstName} ${row.lastName} <${row.email}>.`,
      `Fields changed: ${fields.join(', ')}.`,
      `When: ${formatUSDateTimePT(deps.clock.now())}.`,
    ].join('\n'),
  });

export const fieldsForbidden = (fields: string[]) =>
  new AppError({
    code: 'FIELD_FORBIDDEN',
    field: fields[0],
    message: `You do not have permission to change ${fields.join(', ')} of this profile. Nothing was saved.`,
  });

const staleProfile = () =>
  new AppError({
    code: 'STALE_WRITE',
    message:
      'This profile was changed by someone else after you opened it. Reload the page to see the changes, then make yours again.',
  });

const invalid = (field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError({ code, field, message });

/** Saving through a toggle call checks its own permission instead of the right to edit the profile. */
export type SaveMode = { requireEditRight: boolean };

/** A profile's edit history line, as the profiles feature records a change of memberships. */
export type ProfileEdit = { field: string; oldValue: string; newValue: string };

/**
 * The profile's fields another area keeps, in the save's transaction: read once the row is locked,
 * written with the row's changes.
 */
export type KeptElsewhere = {
  read(userId: string): Promise<FieldsKeptElsewhere>;
  write(userId: string, changes: Partial<FieldsKeptElsewhere>): Promise<void>;
};

export function createProfileRowSaving(deps: FeatureDeps) {
  /** Refusals that depend on the whole change, not on one field alone. */
  async function checkRules(
    repo: ReturnType<typeof createUsersRepo>,
    actor: Actor,
    row: ProfileRow,
    changes: FieldChange[],
  ) {
    const changed = new Map(changes.map((change) => [change.field, change]));
    const role = changed.get('role')?.set.role;
    if (role !== undefined) {
      if (!(await repo.roleExists(role))) throw invalid('role', 'This role does not exist.');
      if (!canGiveRole(actor, role)) throw fieldsForbidden(['role']);
    }
    const email = changed.get('email')?.set.email;
    if (email !== undefined && (await repo.isEmailTakenByOther(email, row.id)))
      throw invalid('email', 'This email is already in use', 'EMAIL_TAKEN');
  }

  /** Deactivating ends the user's time today; activating clears the reasons an account was inactive. */
  function statusEffects(changes: FieldChange[]): ProfileWrites {
    const isActive = changes.find((change) => change.field === 'isActive')?.set.isActive;
    if (isActive === undefined) return {};
    if (isActive)
      return { inactiveReason: null, deactivatedAt: null, reactivationDate: null, isFinalDaySet: false };
    const endDate = changes.find((change) => change.field === 'endDate')?.set.endDate;
    return {
      inactiveReason: 'Separated',
      deactivatedAt: deps.clock.now(),
      endDate: endDate ?? pacificDate(deps.clock.now()),
    };
  }

  /**
   * The row's changes (its version moves on whichever field changed), the fields kept elsewhere, the
   * committed-hours history, the edit history and the protected account's notice.
   */
  async function write(
    repo: ReturnType<typeof createUsersRepo>,
    tx: DbOrTransaction,
    { editor, row, elsewhere }: { editor: Editor; row: ProfileRow; elsewhere: KeptElsewhere },
    changes: FieldChange[],
  ) {
    if (changes.length === 0) return;
    const { teamCode, ...set } = Object.assign(
      {},
      ...changes.map((change) => change.set),
      statusEffects(changes),
    ) as ProfileWrites;
    await repo.updateProfile(row.id, set);
    if (teamCode !== undefined) await elsewhere.write(row.id, { teamCode });
    if (set.weeklyCommittedHours !== undefined)
      await repo.addCommittedHoursChange(row.id, set.weeklyCommittedHours);
    await repo.addProfileEdits(
      changes
        .filter((change) => change.restricted)
        .map((change) => ({
          userId: row.id,
          editorId: editor.userId,
          editorName: `${editor.firstName} ${editor.lastName}`.trim(),
          field: change.field,
          oldValue: change.oldValue,
          newValue: change.newValue,
        })),
    );
    if (row.isProtected || set.isProtected)
      await noticeProtectedAccountChange(deps, tx, {
        editor,
        row,
        fields: changes.map((change) => change.field),
      });
  }

  /**
   * Locks the profile inside the save's transaction and refuses a caller who may not save it or a
   * stale copy; the save then checks the whole change and writes it, in that order.
   */
  return async function openProfileSave(
    tx: DbOrTransaction,
    editor: Editor,
    userId: string,
    input: ProfileUpdateInput,
    mode: SaveMode,
    elsewhere: KeptElsewhere,
  ) {
    const repo = createUsersRepo(tx);
    const row = await repo.findProfileForUpdate(userId);
    if (!row) throw notAValidUser();
    const target = { userId: row.id, role: row.role, isProtected: row.isProtected };
    const mayProceed = mode.requireEditRight
      ? mayEditProfile(editor, target)
      : mayActOnAccount(editor, target);
    if (!mayProceed) throw editForbidden();
    if (input.__v !== undefined && input.__v < row.version) throw staleProfile();
    const changes = profileChanges({ ...row, ...(await elsewhere.read(row.id)) }, input);
    return {
      row,
      /** Refuses the save whole when one changed field, or the weekly summaries it changes, is not the editor's. */
      async check({ weeksChanged }: { weeksChanged: boolean }) {
        const refused = [
          ...changes
            .filter(
              (change) => change.restricted && !mayChangeProfileField(editor, target, change.restricted),
            )
            .map((change) => change.field),
          ...(weeksChanged && !canWriteWeeklySummariesOf(editor, target) ? ['weeklySummaries'] : []),
        ];
        if (refused.length > 0) throw fieldsForbidden(refused);
        await checkRules(repo, editor, row, changes);
      },
      /** Writes the row's changes, then the edit history of what other areas saved with it. */
      async write(otherEdits: readonly ProfileEdit[]) {
        await write(repo, tx, { editor, row, elsewhere }, changes);
        if (otherEdits.length > 0)
          await repo.addProfileEdits(
            otherEdits.map((edit) => ({
              ...edit,
              userId: row.id,
              editorId: editor.userId,
              editorName: `${editor.firstName} ${editor.lastName}`.trim(),
            })),
          );
      },
    };
  };
}

export type ProfileSave = Awaited<ReturnType<ReturnType<typeof createProfileRowSaving>>>;
