import type { ProfileLink } from './users.table.js';
import type { ProfileRow } from './users.repo.js';
import type { BadgeCollectionItemJson } from '../badges/badges.service.js';
import type { InfringementJson } from '../blueSquares/blueSquares.service.js';
import type { ProjectRefJson } from '../projects/projects.service.js';
import type { TeamRefJson } from '../teams/teams.service.js';
import { startOfPacificDay } from '@hgn/domain/time';

/** What other features contribute to a profile. */
export type ProfileParts = {
  teams: TeamRefJson[];
  projects: ProjectRefJson[];
  badgeCollection: BadgeCollectionItemJson[];
  infringements: InfringementJson[];
  timeOff: { timeOffFrom: string | null; timeOffTill: string | null };
};

/** The profile in the original API's shape (field names and arrays as the original client reads them). */
export type UserProfileJson = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
  isProtected: boolean;
  isVisible: boolean;
  isRehireable: boolean;
  profilePic: string;
  jobTitle: string[];
  phoneNumber: string[];
  bio: string;
  collaborationPreference: string;
  weeklycommittedHours: number;
  timeZone: string;
  teamCode: string;
  mediaUrl: string;
  personalLinks: ProfileLink[];
  adminLinks: ProfileLink[];
  privacySettings: { email: boolean; phoneNumber: boolean; blueSquares: boolean };
  location: {
    userProvided: string;
    coords: { lat: number | null; lng: number | null };
    country: string;
    city: string;
  };
  homeCountry: string;
  permissions: { frontPermissions: string[]; removedDefaultPermissions: string[]; isAcknowledged: boolean };
  createdDate: string;
  startDate: string;
  endDate: string | null;
  teams: TeamRefJson[];
  projects: ProjectRefJson[];
  badgeCollection: BadgeCollectionItemJson[];
  infringements: InfringementJson[];
  timeOffFrom: string | null;
  timeOffTill: string | null;
  preferences: { darkMode: boolean };
  /** The row's version: a later profile save sends it back to detect a stale write. */
  __v: number;
};

// Start and end dates are Pacific calendar days; like time off they travel as the instant of 00:00 Pacific.
const pacificDayToISO = (day: string): string => startOfPacificDay(day).toISOString();

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
