import { groupBy } from '@hgn/domain/collections';
import { isUuid } from '@hgn/domain/ids';
import { teamMessages } from '@hgn/domain/messages';
import {
  canReduceVisibilityOf,
  type AssignTeamMemberResultJson,
  type DeleteTeamResultJson,
  type MemberCandidateJson,
  type MemberVisibilityInput,
  type TeamJson,
  type TeamListItemJson,
  type TeamMemberJson,
  type TeamMemberOperation,
} from '@hgn/domain/teams';
import type { Actor } from '@hgn/domain/permissions';
import { canSeePrivateProfileFields, type TeamRefJson } from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import {
  presentTeam,
  presentTeamListItem,
  presentTeamListMember,
  presentTeamMember,
  presentTeamRef,
} from './teams.present.js';
import { notAValidUser, type UsersService } from '../users/users.service.js';
import { createTeamCodesRepo } from './teamCodes.repo.js';
import { createTeamsRepo } from './teams.repo.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';

/** What teams need from the people feature: the people to add are found there, and a change of their
 * team codes moves their profiles' versions on. */
export type TeamPeople = Pick<UsersService, 'searchPeople' | 'touchProfiles'>;

const CANDIDATE_LIMIT = 10;

const teamNotFound = () => new AppError({ code: 'TEAM_NOT_FOUND', message: 'This team does not exist.' });
// The original server's body for a duplicate name, word for word, with its 403.
const teamNameTaken = (teamName: string) =>
  new AppError({
    code: 'TEAM_NAME_TAKEN',
    body: { error: teamMessages.serverNameTaken(teamName) },
  });
const userNotFound = () =>
  new AppError({
    code: 'USER_NOT_FOUND',
    field: 'userId',
    message: teamMessages.chooseValidUser,
  });

/** A path id that is not a uuid names no team: answered as such, never as a database error. */
const teamIdOf = (teamId: string): string => {
  if (!isUuid(teamId)) throw teamNotFound();
  return teamId.toLowerCase();
};

export function createTeamsService({ db, clock }: FeatureDeps, people: TeamPeople) {
  const repo = createTeamsRepo(db);

  const requireTeam = async (teamId: string) => {
    const team = await repo.findTeam(teamIdOf(teamId));
    if (!team) throw teamNotFound();
    return team;
  };

  return {
    /** `reader` is a transaction when the caller must see its own uncommitted changes. */
    listTeamsOfUser: async (userId: string, reader?: DbOrTransaction): Promise<TeamRefJson[]> =>
      (await createTeamsRepo(reader ?? db).listTeamsOfUser(userId)).map(presentTeamRef),

    /** The code the person is filed under, '' for none; read in the caller's transaction when given one. */
    teamCodeOf: (userId: string, reader: DbOrTransaction = db) => createTeamCodesRepo(reader).codeOf(userId),

    /** Files the person under the code inside a profile save, whose own write moves the version on. */
    setTeamCodeOf: (tx: DbOrTransaction, userId: string, teamCode: string) =>
      createTeamCodesRepo(tx).setCodeOf([userId], teamCode),

    /** Every team code someone is filed under, once each, in order. */
    listTeamCodes: () => createTeamCodesRepo(db).listCodes(),

    /**
     * Files every one of the people (one id, or a list of them) under the team code; an id that names
     * nobody refuses the whole change.
     */
    changeTeamCodes: (
      userIds: string | readonly string[],
      teamCode: string,
    ): Promise<{ isUpdated: boolean }> =>
      db.transaction(async (tx) => {
        const ids = [
          ...new Set((typeof userIds === 'string' ? [userIds] : userIds).map((id) => id.toLowerCase())),
        ];
        if (!ids.every(isUuid) || (await people.touchProfiles(tx, ids)).length !== ids.length)
          throw notAValidUser();
        await createTeamCodesRepo(tx).setCodeOf(ids, teamCode);
        return { isUpdated: true };
      }),

    /** Every team with its members; each member's private e-mail only for viewers who may see it. */
    async listTeams(viewer: Actor): Promise<TeamListItemJson[]> {
      const [teamRows, memberRows] = await Promise.all([repo.listTeams(), repo.listAllMembers()]);
      const membersOf = groupBy(
        memberRows,
        (row) => row.teamId,
        (row) =>
          presentTeamListMember(row, {
            canSeePrivate: canSeePrivateProfileFields(viewer, { userId: row.userId }),
          }),
      );
      return teamRows.map((team) => presentTeamListItem(team, membersOf.get(team.id) ?? []));
    },

    async getTeam(teamId: string): Promise<TeamJson> {
      const team = await requireTeam(teamId);
      return presentTeam(team, await repo.listMemberships(team.id));
    },

    /** Names are unique ignoring case and whitespace; the index settles a race between two creators. */
    async create(input: { teamName: string; isActive: boolean }): Promise<TeamJson> {
      const team = await refusedAs(
        () =>
          db.transaction(async (tx) => {
            if (await createTeamsRepo(tx).findTeamWithNameLike(input.teamName))
              throw teamNameTaken(input.teamName);
            return createTeamsRepo(tx).insertTeam({ name: input.teamName, isActive: input.isActive });
          }),
        isUniqueViolation,
        () => teamNameTaken(input.teamName),
      );
      return presentTeam(team, []);
    },

    /** Rename, (de)activate, or set the team code, which every member's profile takes on at once. */
    async update(teamId: string, change: { teamName?: string; isActive?: boolean; teamCode?: string }) {
      const id = teamIdOf(teamId);
      // Only a rename can meet the unique index.
      const team = await refusedAs(
        () =>
          db.transaction(async (tx) => {
            const current = await createTeamsRepo(tx).findTeam(id);
            if (!current) throw teamNotFound();
            if (
              change.teamName !== undefined &&
              (await createTeamsRepo(tx).findTeamWithNameLike(change.teamName, id))
            )
              throw teamNameTaken(change.teamName);
            const updated = await createTeamsRepo(tx).updateTeam(
              id,
              { name: change.teamName, isActive: change.isActive, teamCode: change.teamCode },
              clock.now(),
            );
            if (change.teamCode !== undefined && change.teamCode !== current.teamCode) {
              const members = await people.touchProfiles(tx, await createTeamsRepo(tx).listMemberIds(id));
              await createTeamCodesRepo(tx).setCodeOf(members, change.teamCode);
            }
            return updated!;
          }),
        (error) => isUniqueViolation(error) && change.teamName !== undefined,
        () => teamNameTaken(change.teamName!),
      );
      return presentTeam(team, await repo.listMemberships(team.id));
    },

    async remove(teamId: string): Promise<DeleteTeamResultJson> {
      if (!(await repo.deleteTeam(teamIdOf(teamId)))) throw teamNotFound();
      return { message: 'Team successfully deleted and user profiles updated' };
    },

    /** A profile save that changes the person's teams, inside the save's transaction. */
    async replaceTeamsOfUser(tx: DbOrTransaction, userId: string, teamIds: readonly string[]) {
      const unique = [...new Set(teamIds.map((id) => id.toLowerCase()))];
      if (
        !unique.every(isUuid) ||
        (await createTeamsRepo(tx).findExistingTeamIds(unique)).length !== unique.length
      )
        throw new AppError({
          code: 'TEAM_NOT_FOUND',
          field: 'teams',
          message: teamMessages.userOrProjectNotFound,
        });
      await createTeamsRepo(tx).replaceTeamsOfUser(userId, unique, clock.now());
    },

    async listMembers(teamId: string): Promise<TeamMemberJson[]> {
      const team = await requireTeam(teamId);
      return (await repo.listMembersWithRoles(team.id)).map(presentTeamMember);
    },

    async assignMember(
      teamId: string,
      userId: string,
      operation: TeamMemberOperation,
    ): Promise<AssignTeamMemberResultJson> {
      const team = await requireTeam(teamId);
      const personId = userId.toLowerCase();
      if (operation === 'UnAssign') {
        if (!(await repo.deleteMember(team.id, personId)))
          throw new AppError({
            code: 'NOT_A_MEMBER',
            message: 'This user is not a member of this team.',
          });
        return { result: 'Delete Success' };
      }
      return db.transaction(async (tx) => {
        if (!(await createTeamsRepo(tx).findPerson(personId))) throw userNotFound();
        if (!(await createTeamsRepo(tx).insertMember(team.id, personId, clock.now())))
          throw new AppError({
            code: 'ALREADY_A_MEMBER',
            message: teamMessages.memberAlreadyInTeam,
          });
        return { newMember: presentTeamMember((await createTeamsRepo(tx).findMember(team.id, personId))!) };
      });
    },

    /** Owners, Administrators and Core Team stay visible to their teams: reducing them is refused. */
    async setMemberVisibility({ teamId, userId, visibility }: MemberVisibilityInput) {
      const team = await requireTeam(teamId);
      const member = await repo.findMember(team.id, userId.toLowerCase());
      if (!member)
        throw new AppError({
          code: 'NOT_A_MEMBER',
          message: 'This user is not a member of this team.',
        });
      if (!visibility && !canReduceVisibilityOf(member.role))
        throw new AppError({
          code: 'VISIBILITY_FIXED',
          message: `The visibility of a member whose role is ${member.role} cannot be reduced.`,
        });
      await repo.setMemberVisibility(team.id, member.id, visibility);
      return { ...presentTeamMember(member), visible: visibility };
    },

    /** Current members are found too, so that adding one again is answered rather than impossible. */
    async searchCandidates(teamId: string, search: string): Promise<MemberCandidateJson[]> {
      await requireTeam(teamId);
      if (search === '') return [];
      return people.searchPeople({ text: search, limit: CANDIDATE_LIMIT });
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
