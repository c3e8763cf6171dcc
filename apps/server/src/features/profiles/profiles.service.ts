// The person as the screens see them, gathered from every area that keeps a part: the whole profile,
// its saving across those areas, and the lists of people that join another area's records. It stands
// above the areas it reads, so none of them needs another to answer for a person.
import type { Actor } from '@hgn/domain/permissions';
import {
  profileUpdateInput,
  type ProfileEditsInput,
  type ProfileUpdateInput,
  type TeamMatesJson,
  type UserListItemJson,
  type UserProfileJson,
} from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { allOf } from '../../platform/all-of.js';
import { AppError, invalidField } from '../../platform/http/app-error.js';
import type { BadgesService } from '../badges/badges.service.js';
import type { BlueSquaresService } from '../blueSquares/blueSquares.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { PermissionsService } from '../permissions/permissions.service.js';
import type { TimeEntriesService } from '../timeEntries/timeEntries.service.js';
import type { TimeOffService } from '../timeOff/timeOff.service.js';
import type { Editor, UsersService } from '../users/users.service.js';
import type { WeeklySummariesService } from '../weeklySummaries/weeklySummaries.service.js';
import { createPeopleListsRepo } from './peopleLists.repo.js';
import { createProfileSaving, type ProfileSavingSources } from './profileSaving.js';
import { presentUserListItem } from './profiles.present.js';

/** The areas a profile is gathered from. */
export type ProfileSources = ProfileSavingSources & {
  users: Pick<UsersService, 'readProfile' | 'profileIdOf' | 'requireProfileId'>;
  teams: Pick<ProfileSavingSources['teams'], 'listTeamsOfUser' | 'teamCodeOf'>;
  badges: Pick<BadgesService, 'listBadgeCollectionOfUser' | 'badgeCountOf'>;
  blueSquares: Pick<BlueSquaresService, 'listBlueSquaresOfUser'>;
  timeOff: Pick<TimeOffService, 'findCurrentOrNextTimeOff'>;
  timeEntries: Pick<TimeEntriesService, 'profileFigures'>;
  weeklySummaries: Pick<WeeklySummariesService, 'profileSummariesOf'>;
  feedback: Pick<FeedbackService, 'copiedAiPromptAt'>;
  permissions: Pick<PermissionsService, 'ownPermissionsOf'>;
};

export function createProfilesService(deps: FeatureDeps, sources: ProfileSources) {
  const { users } = sources;
  const saving = createProfileSaving(deps, sources);
  const lists = createPeopleListsRepo(deps.db);

  return {
    /**
     * A whole profile with its teams, projects, badges, blue squares and time off. Any signed-in viewer
     * may read it; fields the user made private are left out for viewers who do not look after them.
     */
    getProfile: (viewer: Actor, userId: string): Promise<UserProfileJson> =>
      // The parts are read side by side; each is one query.
      users.readProfile(viewer, userId, (id) =>
        allOf({
          teams: sources.teams.listTeamsOfUser(id),
          teamCode: sources.teams.teamCodeOf(id),
          projects: sources.projects.listProjectsOfUser(id),
          badgeCollection: sources.badges.listBadgeCollectionOfUser(id),
          badgeCount: sources.badges.badgeCountOf(id),
          infringements: sources.blueSquares.listBlueSquaresOfUser(id),
          timeOff: sources.timeOff.findCurrentOrNextTimeOff(id),
          loggedTime: sources.timeEntries.profileFigures(id),
          summaries: sources.weeklySummaries.profileSummariesOf(id),
          copiedAiPrompt: sources.feedback.copiedAiPromptAt(id),
          permissions: sources.permissions.ownPermissionsOf(id),
        }),
      ),

    /** PUT /userprofile/:id: the whole save is refused when one changed field is not the caller's. */
    updateProfile: (editor: Editor, userId: string, input: ProfileUpdateInput) =>
      saving.save(editor, users.profileIdOf(userId), input, { requireEditRight: true }),

    /** A new account's first profile, saved by its creator under PUT's rules inside the creation's transaction. */
    fillNewProfile: (tx: DbOrTransaction, editor: Editor, userId: string, input: ProfileUpdateInput) =>
      saving.save(editor, userId, input, { requireEditRight: false }, tx),

    /** One property, under the rules PUT applies to it. */
    async updateProperty(editor: Editor, userId: string, key: string, value: unknown) {
      const parsed = profileUpdateInput.safeParse({ [key]: value });
      if (!parsed.success)
        throw invalidField(key, parsed.error.issues[0]?.message ?? 'This value is not valid.');
      await saving.save(editor, users.profileIdOf(userId), parsed.data, { requireEditRight: true });
      return { _id: userId.toLowerCase(), [key]: value };
    },

    /**
     * The user management table's edits: each person's properties under the rules PATCH property
     * applies to them, all in one transaction, so one refusal saves nothing.
     */
    async updateMany(editor: Editor, edits: ProfileEditsInput): Promise<{ message: string }> {
      const byPerson = new Map<string, Record<string, unknown>>();
      for (const { user_id, item, value } of edits) {
        const id = users.profileIdOf(user_id);
        byPerson.set(id, { ...byPerson.get(id), [item]: value });
      }
      const saves = [...byPerson].map(([userId, properties]) => {
        const parsed = profileUpdateInput.safeParse(properties);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw invalidField(String(issue?.path[0] ?? 'value'), issue?.message ?? 'This value is not valid.');
        }
        return { userId, input: parsed.data };
      });
      await saving.saveMany(editor, saves, { requireEditRight: true });
      return { message: 'Update successful' };
    },

    /** The toggle calls: their route checks their own permission, the account rules still apply. */
    async toggle<Change extends Pick<ProfileUpdateInput, 'isRehireable' | 'isVisible' | 'bioPosted'>>(
      editor: Editor,
      userId: string,
      change: Change,
    ): Promise<{ _id: string } & Change> {
      await saving.save(editor, users.profileIdOf(userId), change, { requireEditRight: false });
      return { _id: userId.toLowerCase(), ...change };
    },

    /** Everyone but the archived, with the count of their blue squares, latest start first. */
    listUsers: async (): Promise<UserListItemJson[]> => (await lists.listUsers()).map(presentUserListItem),

    /** The other members of the person's teams, as the original's `myTeam` view held them. */
    async listTeamMates(userId: string): Promise<TeamMatesJson> {
      const id = await users.requireProfileId(userId);
      const mates = await lists.listTeamMates(id);
      return {
        myTeam: mates.map((m) => ({ _id: m.id, fullName: `${m.firstName} ${m.lastName}`, role: m.role })),
      };
    },

    /**
     * The projects of the people whose first or last name contains the text (two words or more: the
     * first in the first name and the last in the last name, or the whole text in the first name).
     */
    async listProjectsOfPeopleNamed(text: string): Promise<{ message: string; allProjects: string[] }> {
      const words = text.trim().split(/\s+/).filter(Boolean);
      const allProjects =
        words.length === 0 ? [] : await lists.listProjectIdsOfPeopleNamed(text.trim(), words);
      if (allProjects.length === 0)
        throw new AppError({
          code: 'PROJECT_NOT_FOUND',
          body: { message: 'Projects not found' },
        });
      return { message: 'Found profile and related projects', allProjects };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
