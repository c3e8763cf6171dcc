import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from './users.table.js';

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
  isRehireable: users.isRehireable,
  profilePic: users.profilePic,
  jobTitle: users.jobTitle,
  phoneNumber: users.phoneNumber,
  bio: users.bio,
  collaborationPreference: users.collaborationPreference,
  weeklyCommittedHours: users.weeklyCommittedHours,
  timeZone: users.timeZone,
  teamCode: users.teamCode,
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
  frontPermissions: users.frontPermissions,
  removedDefaultPermissions: users.removedDefaultPermissions,
  isPermissionsAcknowledged: users.isPermissionsAcknowledged,
  darkMode: users.darkMode,
  startDate: users.startDate,
  endDate: users.endDate,
  createdAt: users.createdAt,
  version: users.version,
};

export function createUsersRepo(db: Db) {
  return {
    findProfileById: async (userId: string) => {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** A preference, not profile data: it changes neither the row's version nor its edit time. */
    setDarkMode: async (userId: string, darkMode: boolean) => {
      const [row] = await db
        .update(users)
        .set({ darkMode })
        .where(eq(users.id, userId))
        .returning({ darkMode: users.darkMode });
      return row;
    },

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

    insertUser: async (user: typeof users.$inferInsert) => {
      const [row] = await db.insert(users).values(user).returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      });
      return row!;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepo['findProfileById']>>>;
