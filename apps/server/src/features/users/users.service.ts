import { isUuid } from '@hgn/domain/ids';
import { strongPassword } from '@hgn/domain/auth';
import { authMessages, forgotPasswordMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { AUTOCOMPLETE_LIMIT } from '@hgn/domain/constants';
import {
  canSeePrivateProfileFields,
  mayEditProfile,
  type ProfileEditJson,
  type PictureUploadBody,
  type UserBasicInfoJson,
  type UserNameJson,
  type UserProfileJson,
} from '@hgn/domain/users';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import type { ReportColour } from '@hgn/domain/weeklySummaries';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto/passwords.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError, invalidField } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { createAccountStatusRepo, type AccountStatusChange, type NewUser } from './accountStatus.repo.js';
import {
  createProfileRowSaving,
  editForbidden,
  notAValidUser,
  noticeProtectedAccountChange,
  type Editor,
} from './profileRowSaving.js';
import { checkedPicture, pictureBytesOf } from './profilePicture.js';
import {
  presentBasicInfo,
  presentProfile,
  presentPersonMatch,
  presentProfileEdit,
  presentUserName,
  profilePictureUrl,
  type ProfileParts,
} from './users.present.js';
import { mapDetailsChanged } from './profileChanges.js';
import { createPeopleDirectoryRepo, type PeopleSearch } from './peopleDirectory.repo.js';
import { createUsersRepo, type MapDetails } from './users.repo.js';

export type NewOwner = { email: string; password: string; firstName: string; lastName: string };

/** The lowercase id, or the original answer for an id that names nobody. */
const userIdOf = (userId: string): string => {
  if (!isUuid(userId)) throw notAValidUser();
  return userId.toLowerCase();
};

/** The message of the first password rule broken, or undefined. */
const passwordProblem = (password: string) => strongPassword.safeParse(password).error?.issues[0]?.message;

export function createUsersService(deps: FeatureDeps) {
  const repo = createUsersRepo(deps.db);
  const directory = createPeopleDirectoryRepo(deps.db);

  const findTarget = async (userId: string) => {
    const row = await repo.findProfileById(userIdOf(userId));
    if (!row) throw notAValidUser();
    return row;
  };

  /** The profile, when the actor may edit it. */
  const findEditableTarget = async (actor: Actor, userId: string) => {
    const row = await findTarget(userId);
    if (!mayEditProfile(actor, { userId: row.id, role: row.role, isProtected: row.isProtected }))
      throw editForbidden();
    return row;
  };

  return {
    /**
     * A whole profile: the person's row and committed-hours history, read beside the parts other
     * areas keep (`readParts`, given the lowercase id). Any signed-in viewer may read it; fields the
     * user made private are left out for viewers who do not look after them.
     */
    async readProfile(
      viewer: Actor,
      userId: string,
      readParts: (id: string) => Promise<Omit<ProfileParts, 'committedHoursHistory'>>,
    ): Promise<UserProfileJson> {
      const id = userIdOf(userId);
      const [row, committedHoursHistory, parts] = await Promise.all([
        repo.findProfileById(id),
        repo.listCommittedHoursHistory(id),
        readParts(id),
      ]);
      if (!row) throw notAValidUser();
      return presentProfile(
        row,
        { ...parts, committedHoursHistory },
        { canSeePrivate: canSeePrivateProfileFields(viewer, { userId: id }), now: deps.clock.now() },
      );
    },

    /** The lowercase id of a profile named in a path; an id that cannot name anyone is refused as the original refused it. */
    profileIdOf: userIdOf,

    /** The users row's part of a profile save, inside the save's transaction (`profileRowSaving.ts`). */
    openProfileSave: createProfileRowSaving(deps),

    listBasicInfo: async (): Promise<UserBasicInfoJson[]> =>
      (await directory.listBasicInfo()).map(presentBasicInfo),

    /** Active users whose name or e-mail contains the text, ignoring case and accents; at most 10. */
    autocomplete: async (text: string): Promise<UserNameJson[]> => {
      const search = text.trim();
      if (!search) return [];
      return (await directory.searchPeople({ text: search, limit: AUTOCOMPLETE_LIMIT })).map(presentUserName);
    },

    /** The people other features offer to pick from (team and project members, permission targets). */
    searchPeople: async (search: PeopleSearch): Promise<MemberCandidateJson[]> =>
      (await directory.searchPeople(search)).map(presentPersonMatch),

    /** "First Last": the first word is the first name, the rest the last name. */
    findByName: async (name: string): Promise<UserNameJson[]> => {
      const [firstName = '', ...rest] = name.trim().split(/\s+/);
      return (await directory.findByFirstAndLastName(firstName, rest.join(' '))).map(presentUserName);
    },

    findByFullName: async (fullName: string): Promise<UserNameJson[]> =>
      (await directory.findByFullName(fullName.trim().replace(/\s+/g, ' '))).map(presentUserName),

    findBySingleName: async (name: string): Promise<UserNameJson[]> => {
      const text = name.trim();
      return text ? (await directory.findByFirstOrLastName(text)).map(presentUserName) : [];
    },

    /** The lowercase id of the person named, refused as the original refuses an id that names nobody. */
    requireProfileId: async (userId: string) => (await findTarget(userId)).id,

    /** Who changed which important field, newest first; for those who may edit the profile. */
    async listEdits(actor: Actor, userId: string): Promise<ProfileEditJson[]> {
      const row = await findEditableTarget(actor, userId);
      return (await repo.listProfileEdits(row.id)).map(presentProfileEdit);
    },

    /**
     * Stores a checked picture, sent as its bytes or as a data URL; it does not move the profile's
     * version, so an open editor can still save.
     */
    async savePicture(
      actor: Actor,
      userId: string,
      sent: PictureUploadBody,
    ): Promise<{ profilePic: string }> {
      const bytes = pictureBytesOf(sent);
      const row = await findEditableTarget(actor, userId);
      const picture = checkedPicture(bytes);
      await repo.savePicture(row.id, picture.contentType, picture.bytes);
      const saved = await findTarget(row.id);
      return { profilePic: profilePictureUrl(saved) };
    },

    async removePicture(actor: Actor, userId: string): Promise<{ profilePic: string }> {
      const row = await findEditableTarget(actor, userId);
      await repo.deletePicture(row.id);
      return { profilePic: '' };
    },

    /**
     * The original made one of the pictures it had found of the person on the organisation's website
     * their profile picture. This server keeps no such suggestions (a profile's `suggestedProfilePics`
     * is empty), so no address is among them: the call is refused, naming the field, and nothing changes.
     */
    async setPictureFromWebsite(actor: Actor, userId: string): Promise<never> {
      await findEditableTarget(actor, userId);
      throw new AppError({
        code: 'PICTURE_NOT_SUGGESTED',
        field: 'selectedImage',
        message: 'This picture is not one of the pictures suggested for this person.',
      });
    },

    /** The stored picture of the person; one without a picture is refused. */
    async readPicture(userId: string) {
      const picture = isUuid(userId) ? await repo.findPicture(userId.toLowerCase()) : undefined;
      if (!picture) throw new AppError({ code: 'NOT_FOUND', message: 'This user has no profile picture.' });
      return picture;
    },

    /** The caller's own dark-mode choice, kept on the server so it follows them from device to device. */
    async setDarkMode(userId: string, darkMode: boolean): Promise<{ darkMode: boolean }> {
      const row = await repo.setDarkMode(userId, darkMode);
      if (!row) throw notAValidUser();
      return { darkMode: row.darkMode };
    },

    /** The announcements feature keeps a person's own choice of its e-mails, in its transaction. */
    setEmailSubscriptions: (tx: DbOrTransaction, userId: string, emailSubscriptions: boolean) =>
      createUsersRepo(tx).setEmailSubscriptions(userId, emailSubscriptions),
    /** An unsubscribe link ends the announcements of the person with its address. */
    unsubscribeByEmail: (tx: DbOrTransaction, email: string) =>
      createUsersRepo(tx).clearEmailSubscriptionsOf(email),

    /** The weekly summaries save the media link with a summary, inside their transaction. */
    setMediaUrl: (tx: DbOrTransaction, userId: string, mediaUrl: string) =>
      createUsersRepo(tx).setMediaUrl(userId, mediaUrl),

    /**
     * The team locations map edits a volunteer's name, first job title and place; the id when it names
     * someone whose profile is not newer than `expectedVersion` (when given). A protected account's
     * change is reported as a profile save's is.
     */
    setMapDetails: (editor: Editor, userId: string, details: MapDetails, expectedVersion?: number) =>
      deps.db.transaction(async (tx) => {
        const txRepo = createUsersRepo(tx);
        const row = await txRepo.findProfileForUpdate(userId);
        const changed = row && (await txRepo.setMapDetails(userId, details, expectedVersion));
        if (!row || !changed) return undefined;
        const fields = mapDetailsChanged(row, details);
        if (row.isProtected && fields.length > 0)
          await noticeProtectedAccountChange(deps, tx, { editor, row, fields });
        return changed;
      }),

    /** The weekly summaries report gives a person their colour. */
    setFilterColor: (userId: string, filterColor: ReportColour | null) =>
      repo.setFilterColor(userId, filterColor),

    /** The weekly summaries feature chooses who receives its e-mail. */
    setGetWeeklyReport: (userId: string, getWeeklyReport: boolean) =>
      repo.setGetWeeklyReport(userId, getWeeklyReport),
    /** Who receives the weekly summaries e-mail, read in the caller's transaction when given one. */
    weeklyReportRecipients: (reader: DbOrTransaction = deps.db) =>
      createUsersRepo(reader).weeklyReportRecipients(),

    /**
     * A change of what the teams area keeps of these people (their team code), inside its transaction,
     * moves their profiles' versions on, so a profile editor opened before it cannot put the old code
     * back. Returns the ids of the people that exist.
     */
    touchProfiles: (tx: DbOrTransaction, userIds: readonly string[]) =>
      createUsersRepo(tx).touchProfiles(userIds),

    hasOwner: () => repo.hasUserWithRole('Owner'),

    // Writers for sign-in and permission management, each inside the caller's transaction.
    setPassword: (
      tx: DbOrTransaction,
      userId: string,
      change: { passwordHash: string; mustChangePassword: boolean; now: Date },
    ) => createUsersRepo(tx).setPassword(userId, change),
    /** Returns how many people moved. */
    moveUsersOfRole: (tx: DbOrTransaction, fromRole: string, toRole: string) =>
      createUsersRepo(tx).moveUsersOfRole(fromRole, toRole, deps.clock.now()),

    recordWeekCloses: (
      tx: DbOrTransaction,
      closes: readonly { userId: string; weekHours: number; missedHours: number }[],
    ) => createUsersRepo(tx).recordWeekCloses(closes),

    /** How many of the ids name an account; `reader` is a transaction when the caller must see its own writes. */
    countExistingUsers: (userIds: readonly string[], reader: DbOrTransaction = deps.db) =>
      createUsersRepo(reader).countExisting(userIds),

    // Writers for user management and profile set-up, each inside the caller's transaction.
    insertUser: (tx: DbOrTransaction, user: NewUser) => createAccountStatusRepo(tx).insertUser(user),
    updateAccountStatus: (tx: DbOrTransaction, userId: string, change: AccountStatusChange, now: Date) =>
      createAccountStatusRepo(tx).updateAccountStatus(userId, change, now),
    deleteUser: (tx: DbOrTransaction, userId: string) => createAccountStatusRepo(tx).deleteUser(userId),
    /** The time entries' first entry of a person, inside its transaction. */
    recordFirstTimeLog: (tx: DbOrTransaction, userId: string, today: string) =>
      createAccountStatusRepo(tx).recordFirstTimeLog(userId, today),

    /**
     * An active Owner who signs in with the password given (from `npm run create-owner` or
     * OWNER_EMAIL/OWNER_PASSWORD). Refuses an e-mail in use and a weak password.
     */
    async createOwner(owner: NewOwner) {
      const email = owner.email.trim().toLowerCase();
      const firstName = owner.firstName.trim();
      const lastName = owner.lastName.trim();
      if (!z.email().safeParse(email).success) throw invalidField('email', authMessages.emailInvalid);
      if (!firstName) throw invalidField('firstName', forgotPasswordMessages.firstNameRequired);
      if (!lastName) throw invalidField('lastName', forgotPasswordMessages.lastNameRequired);
      const weakness = passwordProblem(owner.password);
      if (weakness) throw invalidField('password', weakness);
      if (await repo.isEmailTaken(email))
        throw new AppError({
          code: 'EMAIL_TAKEN',
          field: 'email',
          message: `An account with the e-mail ${email} already exists.`,
        });
      const passwordHash = await hashPassword(owner.password);
      return deps.db.transaction((tx) =>
        createAccountStatusRepo(tx).insertUser({
          email,
          firstName,
          lastName,
          role: 'Owner',
          passwordHash,
          isActive: true,
        }),
      );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
/** Who changes a profile, as other features name them to this one. */
export type { Editor };
export type { KeptElsewhere, ProfileEdit, ProfileSave } from './profileRowSaving.js';
export { fieldsForbidden, notAValidUser, type SaveMode } from './profileRowSaving.js';
