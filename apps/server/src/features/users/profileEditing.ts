// Saving a profile: who may change which field, the stale-copy check, the committed-hours history
// and the edit history, all in one transaction so a refusal writes nothing.
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
  type ProfileSavedJson,
  type ProfileUpdateInput,
} from '@hgn/domain/users';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { WeeklySummariesService } from '../weeklySummaries/weeklySummaries.service.js';
import { isDifferentSet, profileChanges, type FieldChange } from './profileChanges.js';
import { createUsersRepo, type ProfileRow, type UserChanges } from './users.repo.js';

/** Who is saving: the edit history names them. */
export type Editor = Actor & { firstName: string; lastName: string };

export const notAValidUser = () =>
  new AppError({ code: 'NOT_A_VALID_USER', body: { error: 'This is not a valid user' } });

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

const fieldsForbidden = (fields: string[]) =>
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

export function createProfileEditing(
  deps: FeatureDeps,
  sources: {
    teams: TeamsService;
    projects: ProjectsService;
    weeklySummaries: Pick<
      WeeklySummariesService,
      'lockSummariesOf' | 'profileWeekChanges' | 'writeProfileWeeks'
    >;
  },
) {
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
  function statusEffects(changes: FieldChange[]): UserChanges {
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
   * Teams and projects sent with the profile replace the person's memberships (the original client
   * sends them with every save); the web saves them from their tabs instead and never sends them.
   */
  async function saveMemberships(
    tx: DbOrTransaction,
    editor: Editor,
    row: ProfileRow,
    input: ProfileUpdateInput,
  ) {
    const [teams, projects] = await Promise.all([
      sources.teams.listTeamsOfUser(row.id, tx),
      sources.projects.listProjectsOfUser(row.id, tx),
    ]);
    const teamsMoved =
      input.teams !== undefined &&
      isDifferentSet(
        teams.map((t) => t._id),
        input.teams,
      );
    const projectsMoved =
      input.projects !== undefined &&
      isDifferentSet(
        projects.map((p) => p._id),
        input.projects,
      );
    const moved = [...(teamsMoved ? ['teams'] : []), ...(projectsMoved ? ['projects'] : [])];
    if (moved.length === 0) return { teams, projects, edits: [] };
    if (!mayChangeProfileField(editor, { userId: row.id }, 'teams')) throw fieldsForbidden(moved);
    if (teamsMoved) await sources.teams.replaceTeamsOfUser(tx, row.id, input.teams ?? []);
    if (projectsMoved) await sources.projects.replaceProjectsOfUser(tx, row.id, input.projects ?? []);
    const [nextTeams, nextProjects] = await Promise.all([
      teamsMoved ? sources.teams.listTeamsOfUser(row.id, tx) : teams,
      projectsMoved ? sources.projects.listProjectsOfUser(row.id, tx) : projects,
    ]);
    const names = (items: readonly { teamName?: string; projectName?: string }[]) =>
      items.map((item) => item.teamName ?? item.projectName ?? '').join(', ');
    const edits = [
      ...(teamsMoved ? [{ field: 'teams', oldValue: names(teams), newValue: names(nextTeams) }] : []),
      ...(projectsMoved
        ? [{ field: 'projects', oldValue: names(projects), newValue: names(nextProjects) }]
        : []),
    ];
    return { teams: nextTeams, projects: nextProjects, edits };
  }

  /** A profile save inside the caller's transaction. */
  async function saveWithin(
    tx: DbOrTransaction,
    editor: Editor,
    userId: string,
    input: ProfileUpdateInput,
    mode: SaveMode,
  ): Promise<ProfileSavedJson> {
    const repo = createUsersRepo(tx);
    if (input.weeklySummaries) await sources.weeklySummaries.lockSummariesOf(tx, userId);
    const row = await repo.findProfileForUpdate(userId);
    if (!row) throw notAValidUser();
    const target = { userId: row.id, role: row.role, isProtected: row.isProtected };
    const mayProceed = mode.requireEditRight
      ? mayEditProfile(editor, target)
      : mayActOnAccount(editor, target);
    if (!mayProceed) throw editForbidden();
    if (input.__v !== undefined && input.__v < row.version) throw staleProfile();

    const changes = profileChanges(row, input);
    const weekWrites = input.weeklySummaries
      ? await sources.weeklySummaries.profileWeekChanges(tx, row.id, input.weeklySummaries)
      : [];
    const refused = [
      ...changes
        .filter((change) => change.restricted && !mayChangeProfileField(editor, target, change.restricted))
        .map((change) => change.field),
      ...(weekWrites.length > 0 && !canWriteWeeklySummariesOf(editor, target) ? ['weeklySummaries'] : []),
    ];
    if (refused.length > 0) throw fieldsForbidden(refused);
    await checkRules(repo, editor, row, changes);
    const { teams, projects, edits: membershipEdits } = await saveMemberships(tx, editor, row, input);
    await sources.weeklySummaries.writeProfileWeeks(tx, row.id, weekWrites);

    if (changes.length > 0) {
      const set = Object.assign(
        {},
        ...changes.map((change) => change.set),
        statusEffects(changes),
      ) as UserChanges;
      await repo.updateProfile(row.id, set);
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
    if (membershipEdits.length > 0) {
      await repo.addProfileEdits(
        membershipEdits.map((edit) => ({
          ...edit,
          userId: row.id,
          editorId: editor.userId,
          editorName: `${editor.firstName} ${editor.lastName}`.trim(),
        })),
      );
    }
    return { _id: row.id, teams, projects };
  }

  return {
    /**
     * Applies a profile save, refusing it whole when any changed field is not the caller's to change;
     * inside `outer` when it is part of a larger change (a new account's first profile).
     */
    save: (
      editor: Editor,
      userId: string,
      input: ProfileUpdateInput,
      mode: SaveMode,
      outer?: DbOrTransaction,
    ) => (outer ?? deps.db).transaction((tx) => saveWithin(tx, editor, userId, input, mode)),

    /**
     * Several people's saves in one transaction, each under the rules of a single save: one refusal
     * saves nothing. The profiles are taken in id order, so two such saves cannot wait on each other.
     */
    saveMany: (
      editor: Editor,
      saves: readonly { userId: string; input: ProfileUpdateInput }[],
      mode: SaveMode,
    ) =>
      deps.db.transaction(async (tx) => {
        const ordered = [...saves].sort((a, b) => a.userId.localeCompare(b.userId));
        for (const { userId, input } of ordered) await saveWithin(tx, editor, userId, input, mode);
      }),
  };
}

export type ProfileEditing = ReturnType<typeof createProfileEditing>;
