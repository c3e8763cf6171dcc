import { pacificDayToISO } from '@hgn/domain/time';
import type { UserProfileJson } from '@hgn/domain/users';
import type { ProfileRow } from './users.repo.js';

/** What other features contribute to a profile. */
export type ProfileParts = Pick<
  UserProfileJson,
  'teams' | 'projects' | 'badgeCollection' | 'infringements'
> & {
  timeOff: Pick<UserProfileJson, 'timeOffFrom' | 'timeOffTill'>;
};

export const presentProfile = (row: ProfileRow, parts: ProfileParts): UserProfileJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  isActive: row.isActive,
  isProtected: row.isProtected,
  isVisible: row.isVisible,
  isRehireable: row.isRehireable,
  profilePic: row.profilePic,
  jobTitle: row.jobTitle,
  phoneNumber: row.phoneNumber,
  bio: row.bio,
  collaborationPreference: row.collaborationPreference,
  weeklycommittedHours: row.weeklyCommittedHours,
  timeZone: row.timeZone,
  teamCode: row.teamCode,
  mediaUrl: row.mediaUrl,
  personalLinks: row.personalLinks.map(({ Name, Link }) => ({ Name, Link })),
  adminLinks: row.adminLinks.map(({ Name, Link }) => ({ Name, Link })),
  privacySettings: {
    email: row.privacyEmail,
    phoneNumber: row.privacyPhoneNumber,
    blueSquares: row.privacyBlueSquares,
  },
  location: {
    userProvided: row.locationUserProvided,
    coords: { lat: row.locationLat, lng: row.locationLng },
    country: row.locationCountry,
    city: row.locationCity,
  },
  homeCountry: row.homeCountry,
  permissions: {
    frontPermissions: row.frontPermissions,
    removedDefaultPermissions: row.removedDefaultPermissions,
    isAcknowledged: row.isPermissionsAcknowledged,
  },
  createdDate: row.createdAt.toISOString(),
  startDate: pacificDayToISO(row.startDate),
  endDate: row.endDate === null ? null : pacificDayToISO(row.endDate),
  teams: parts.teams,
  projects: parts.projects,
  badgeCollection: parts.badgeCollection,
  infringements: parts.infringements,
  timeOffFrom: parts.timeOff.timeOffFrom,
  timeOffTill: parts.timeOff.timeOffTill,
  preferences: { darkMode: row.darkMode },
  __v: row.version,
});
