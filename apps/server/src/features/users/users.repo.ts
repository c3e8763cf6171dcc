import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { ReportColour } from '@hgn/domain/weeklySummaries';
import type { DbOrTransaction } from '../../db.js';
import { roles } from '../permissions/permissions.table.js';
import { committedHoursChanges, profileEdits, profilePictures, users } from './users.table.js';

/** What the team locations map changes of a person's profile. */
export type MapDetails = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  location: { userProvided: string; coords: { lat: number; lng: number }; country: string; city: string };
};

// Every column a profile may show. The password hash and the password bookkeeping are not among
// them, so no query of this file can hand them to a presenter.
const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  isProtected: users.isProtected,
  isVisible: users.isVisible,
  getWeeklyReport: users.getWeeklyReport,
  isRehireable: users.isRehireable,
  profilePic: users.profilePic,
  jobTitle: users.jobTitle,
  phoneNumber: users.phoneNumber,
  bio: users.bio,
  collaborationPreference: users.collaborationPreference,
  weeklyCommittedHours: users.weeklyCommittedHours,
  timeZone: users.timeZone,
  mediaUrl: users.mediaUrl,
  personalLinks: users.personalLinks,
  adminLinks: users.adminLinks,
  privacyEmail: users.privacyEmail,
  privacyPhoneNumber: users.privacyPhoneNumber,
  privacyBlueSquares: users.privacyBlueSquares,
  locationUserProvided: users.locationUserProvided,
  locationLat: users.locationLat,
  locationLng: users.locationLng,
  locationCountry: users.locationCountry,
  locationCity: users.locationCity,
  homeCountry: users.homeCountry,
  darkMode: users.darkMode,
  bioPosted: users.bioPosted,
  emailSubscriptions: users.emailSubscriptions,
  weeklySummaryOption: users.weeklySummaryOption,
  weeklySummaryNotReq: users.weeklySummaryNotReq,
  isFirstTimelog: users.isFirstTimelog,
  missedHours: users.missedHours,
  personalBestMaxHrs: users.personalBestMaxHrs,
  reactivationDate: users.reactivationDate,
  isFinalDaySet: users.isFinalDaySet,
  startDate: users.startDate,
  endDate: users.endDate,
  createdAt: users.createdAt,
  version: users.version,
  pictureUpdatedAt: profilePictures.updatedAt,
};

export type UserChanges = Partial<typeof users.$inferInsert>;
export type ProfileEditInsert = typeof profileEdits.$inferInsert;

export function createUsersRepo(db: DbOrTransaction) {
  const findProfile = async (userId: string, lockForUpdate: boolean) => {
    const query = db
      .select(profileColumns)
      .from(users)
      .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
      .where(eq(users.id, userId));
    const [row] = lockForUpdate ? await query.for('update', { of: users }) : await query;
    return row;
  };

  return {
    findProfileById: (userId: string) => findProfile(userId, false),

    /** The figures the weekly job keeps: the best week so far never goes down; owed hours are replaced. */
    /** Each closed person's week: their best week's hours raised to it, their missed hours carried. */
    recordWeekCloses: (closes: readonly { userId: string; weekHours: number; missedHours: number }[]) =>
      db.execute(sql`
      update ${users} u
      set personal_best_max_hrs = greatest(u.personal_best_max_hrs, r."weekHours"),
        missed_hours = r."missedHours"
      from jsonb_to_recordset(${JSON.stringify(closes)}::jsonb)
        as r("userId" uuid, "weekHours" float8, "missedHours" float8)
      where u.id = r."userId"`),

    /** `mustChangePassword` marks a password someone else chose: the next sign-in leads to the forced change. */
    setPassword: (userId: string, change: { passwordHash: string; mustChangePassword: boolean; now: Date }) =>
      db
        .update(users)
        .set({
          passwordHash: change.passwordHash,
          mustChangePassword: change.mustChangePassword,
          passwordChangedAt: change.now,
          updatedAt: change.now,
        })
        .where(eq(users.id, userId)),

    moveUsersOfRole: async (fromRole: string, toRole: string, now: Date) =>
      (
        await db
          .update(users)
          .set({ role: toRole, updatedAt: now })
          .where(eq(users.role, fromRole))
          .returning({ id: users.id })
      ).length,

    countExisting: async (userIds: readonly string[]) =>
      userIds.length === 0
        ? 0
        : (
            await db
              .select({ id: users.id })
              .from(users)
              .where(inArray(users.id, [...userIds]))
          ).length,

    /** The row a save is about to change, locked until the save's transaction ends. */
    findProfileForUpdate: (userId: string) => findProfile(userId, true),

    listCommittedHoursHistory: (userId: string) =>
      db
        .select({ hours: committedHoursChanges.hours, changedAt: committedHoursChanges.changedAt })
        .from(committedHoursChanges)
        .where(eq(committedHoursChanges.userId, userId))
        .orderBy(asc(committedHoursChanges.changedAt)),

    /** Applies the changes and moves the version on, so a save made from an older copy is refused. */
    updateProfile: async (userId: string, changes: UserChanges) => {
      const [row] = await db
        .update(users)
        .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ version: users.version });
      return row;
    },

    /**
     * A new media link moves the version on, as any profile change does, so a profile editor opened
     * before it cannot put the old link back; the same link changes nothing.
     */
    setMediaUrl: (userId: string, mediaUrl: string) =>
      db
        .update(users)
        .set({ mediaUrl, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), ne(users.mediaUrl, mediaUrl))),

    /**
     * The team locations map's edit of a person: name, first job title (the others kept) and place,
     * in one statement, so no read-modify-write. With `expectedVersion`, only a profile unchanged since
     * that version is written. The id of whom it changed, none when the id names nobody or the profile
     * has moved on.
     */
    async setMapDetails(
      userId: string,
      details: MapDetails,
      expectedVersion?: number,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(users)
        .set({
          firstName: details.firstName,
          lastName: details.lastName,
          jobTitle: sql`array[${details.jobTitle}]::text[] || coalesce(${users.jobTitle}[2:], '{}')`,
          locationUserProvided: details.location.userProvided,
          locationLat: details.location.coords.lat,
          locationLng: details.location.coords.lng,
          locationCountry: details.location.country,
          locationCity: details.location.city,
          version: sql`${users.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(users.id, userId),
            expectedVersion === undefined ? undefined : lte(users.version, expectedVersion),
          ),
        )
        .returning({ id: users.id });
      return row?.id;
    },

    /**
     * An active person's colour in the weekly summaries report; the id of whom it was given, none when
     * the id names no active person. The colour is the report's, not the profile's: no version moves.
     */
    async setFilterColor(userId: string, filterColor: ReportColour | null): Promise<string | undefined> {
      const [row] = await db
        .update(users)
        .set({ filterColor })
        .where(and(eq(users.id, userId), eq(users.isActive, true)))
        .returning({ id: users.id });
      return row?.id;
    },

    /** Whether a person receives the weekly summaries e-mail; the id when it names someone. */
    /**
     * Whether a person receives the weekly summaries e-mail; only an active person is added. Answers
     * whether the person was set, is inactive (and was not added) or does not exist.
     */
    async setGetWeeklyReport(
      userId: string,
      getWeeklyReport: boolean,
    ): Promise<'set' | 'inactive' | 'unknown'> {
      const [row] = await db
        .update(users)
        .set({ getWeeklyReport })
        .where(and(eq(users.id, userId), getWeeklyReport ? eq(users.isActive, true) : undefined))
        .returning({ id: users.id });
      if (row) return 'set';
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return person ? 'inactive' : 'unknown';
    },

    /** The active people who receive the weekly summaries e-mail, by name. */
    weeklyReportRecipients: () =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.getWeeklyReport, true), eq(users.isActive, true)))
        .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id),

    /**
     * Moves the people's profiles on a version, for a change another area keeps of them (a team code),
     * and returns the ids of those that exist. Their rows are locked in the order of their ids first: an
     * update alone takes them in the order it finds them on disk, which another's update may have
     * changed, so two changes of the same people at once could each hold one row the other waits for.
     */
    touchProfiles: async (userIds: readonly string[]) => {
      if (userIds.length === 0) return [];
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...userIds]))
        .orderBy(users.id)
        .for('update');
      await db
        .update(users)
        .set({ version: sql`${users.version} + 1`, updatedAt: sql`now()` })
        .where(inArray(users.id, [...userIds]));
      return found.map((row) => row.id);
    },

    addCommittedHoursChange: (userId: string, hours: number) =>
      db.insert(committedHoursChanges).values({ userId, hours }),

    addProfileEdits: async (edits: ProfileEditInsert[]) => {
      if (edits.length > 0) await db.insert(profileEdits).values(edits);
    },

    listProfileEdits: (userId: string) =>
      db
        .select()
        .from(profileEdits)
        .where(eq(profileEdits.userId, userId))
        .orderBy(desc(profileEdits.changedAt), asc(profileEdits.field)),

    roleExists: async (name: string) => {
      const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
      return row !== undefined;
    },

    isEmailTakenByOther: async (email: string, userId: string) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    findPicture: async (userId: string) => {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
      return row;
    },

    savePicture: (userId: string, contentType: string, bytes: Buffer) =>
      db
        .insert(profilePictures)
        .values({ userId, contentType, bytes })
        .onConflictDoUpdate({
          target: profilePictures.userId,
          set: { contentType, bytes, updatedAt: sql`now()` },
        }),

    deletePicture: (userId: string) => db.delete(profilePictures).where(eq(profilePictures.userId, userId)),

    /** A preference, not profile data: it changes neither the row's version nor its edit time. */
    setDarkMode: async (userId: string, darkMode: boolean) => {
      const [row] = await db
        .update(users)
        .set({ darkMode })
        .where(eq(users.id, userId))
        .returning({ darkMode: users.darkMode });
      return row;
    },

    /** A preference, not profile data, as dark mode. */
    setEmailSubscriptions: async (userId: string, emailSubscriptions: boolean) => {
      const [row] = await db
        .update(users)
        .set({ emailSubscriptions })
        .where(eq(users.id, userId))
        .returning({ emailSubscriptions: users.emailSubscriptions });
      return row;
    },

    /** Ends the announcements of the person with this address; whether they had them. */
    clearEmailSubscriptionsOf: async (email: string) =>
      (
        await db
          .update(users)
          .set({ emailSubscriptions: false })
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.emailSubscriptions, true)))
          .returning({ id: users.id })
      ).length > 0,

    hasUserWithRole: async (role: string) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1);
      return row !== undefined;
    },

    isEmailTaken: async (email: string) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepo['findProfileById']>>>;
export type ProfileEditRow = Awaited<ReturnType<UsersRepo['listProfileEdits']>>[number];
