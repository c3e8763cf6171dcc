// Saving a profile across the areas that keep it: the users row (with its rules and histories), the
// person's teams and projects, and the weekly summaries the original client sends with the profile,
// all in one transaction so a refusal writes nothing.
import { mayChangeProfileField, type ProfileSavedJson, type ProfileUpdateInput } from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { FeatureDeps } from '../../feature.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import {
  fieldsForbidden,
  type Editor,
  type KeptElsewhere,
  type ProfileEdit,
  type SaveMode,
  type UsersService,
} from '../users/users.service.js';
import type { WeeklySummariesService } from '../weeklySummaries/weeklySummaries.service.js';

export type ProfileSavingSources = {
  users: Pick<UsersService, 'openProfileSave'>;
  teams: Pick<TeamsService, 'listTeamsOfUser' | 'replaceTeamsOfUser' | 'teamCodeOf' | 'setTeamCodeOf'>;
  projects: Pick<ProjectsService, 'listProjectsOfUser' | 'replaceProjectsOfUser'>;
  weeklySummaries: Pick<
    WeeklySummariesService,
    'lockSummariesOf' | 'profileWeekChanges' | 'writeProfileWeeks'
  >;
};

/** Whether a list of ids names other teams or projects than the current ones. */
const isDifferentSet = (current: readonly string[], next: readonly string[]): boolean => {
  const a = new Set(current.map((id) => id.toLowerCase()));
  const b = new Set(next);
  return a.size !== b.size || [...b].some((id) => !a.has(id));
};

const namesOf = (items: readonly { teamName?: string; projectName?: string }[]) =>
  items.map((item) => item.teamName ?? item.projectName ?? '').join(', ');

export function createProfileSaving(deps: FeatureDeps, sources: ProfileSavingSources) {
  const { users, teams, projects, weeklySummaries } = sources;

  /**
   * Teams and projects sent with the profile replace the person's memberships (the original client
   * sends them with every save); the web saves them from their tabs instead and never sends them.
   */
  async function saveMemberships(
    tx: DbOrTransaction,
    editor: Editor,
    userId: string,
    input: ProfileUpdateInput,
  ) {
    const [teamsBefore, projectsBefore] = await Promise.all([
      teams.listTeamsOfUser(userId, tx),
      projects.listProjectsOfUser(userId, tx),
    ]);
    const teamsMoved =
      input.teams !== undefined &&
      isDifferentSet(
        teamsBefore.map((t) => t._id),
        input.teams,
      );
    const projectsMoved =
      input.projects !== undefined &&
      isDifferentSet(
        projectsBefore.map((p) => p._id),
        input.projects,
      );
    const moved = [...(teamsMoved ? ['teams'] : []), ...(projectsMoved ? ['projects'] : [])];
    if (moved.length === 0) return { teams: teamsBefore, projects: projectsBefore, edits: [] };
    if (!mayChangeProfileField(editor, { userId }, 'teams')) throw fieldsForbidden(moved);
    if (teamsMoved) await teams.replaceTeamsOfUser(tx, userId, input.teams ?? []);
    if (projectsMoved) await projects.replaceProjectsOfUser(tx, userId, input.projects ?? []);
    const [teamsAfter, projectsAfter] = await Promise.all([
      teamsMoved ? teams.listTeamsOfUser(userId, tx) : teamsBefore,
      projectsMoved ? projects.listProjectsOfUser(userId, tx) : projectsBefore,
    ]);
    const edits: ProfileEdit[] = [
      ...(teamsMoved
        ? [{ field: 'teams', oldValue: namesOf(teamsBefore), newValue: namesOf(teamsAfter) }]
        : []),
      ...(projectsMoved
        ? [{ field: 'projects', oldValue: namesOf(projectsBefore), newValue: namesOf(projectsAfter) }]
        : []),
    ];
    return { teams: teamsAfter, projects: projectsAfter, edits };
  }

  /** A profile save inside the caller's transaction. */
  async function saveWithin(
    tx: DbOrTransaction,
    editor: Editor,
    userId: string,
    input: ProfileUpdateInput,
    mode: SaveMode,
  ): Promise<ProfileSavedJson> {
    if (input.weeklySummaries) await weeklySummaries.lockSummariesOf(tx, userId);
    const teamCode: KeptElsewhere = {
      read: async (id) => ({ teamCode: await teams.teamCodeOf(id, tx) }),
      write: async (id, changes) => {
        if (changes.teamCode !== undefined) await teams.setTeamCodeOf(tx, id, changes.teamCode);
      },
    };
    const save = await users.openProfileSave(tx, editor, userId, input, mode, teamCode);
    const id = save.row.id;
    const weekWrites = input.weeklySummaries
      ? await weeklySummaries.profileWeekChanges(tx, id, input.weeklySummaries)
      : [];
    await save.check({ weeksChanged: weekWrites.length > 0 });
    const memberships = await saveMemberships(tx, editor, id, input);
    await weeklySummaries.writeProfileWeeks(tx, id, weekWrites);
    await save.write(memberships.edits);
    if (input.role !== undefined && input.role !== save.row.role)
      await recordAuditEvent(tx, {
        type: 'permissions.changed',
        actorId: editor.userId,
        userId: id,
        address: editor.address ?? '',
        detail: { role: { from: save.row.role, to: input.role } },
      });
    return { _id: id, teams: memberships.teams, projects: memberships.projects };
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
