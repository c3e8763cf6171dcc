// The profile in the original API's shape: field names (`_id`, `weeklycommittedHours`, `__v`) and arrays
// as the original client reads them. The server presents it; the web reads it.
import type { BadgeCollectionItemJson } from '../badges';
import type { InfringementJson } from '../blueSquares';

/** A team as a profile lists it. */
export type TeamRefJson = { _id: string; teamName: string };

/** A project as a profile lists it. */
export type ProjectRefJson = { _id: string; projectName: string; category: string };

/** A personal or admin link, with the original capitalised keys. */
export type ProfileLinkJson = { Name: string; Link: string };

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
  personalLinks: ProfileLinkJson[];
  adminLinks: ProfileLinkJson[];
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
  /** A Pacific calendar day, sent as the instant of its 00:00 Pacific. */
  startDate: string;
  endDate: string | null;
  teams: TeamRefJson[];
  projects: ProjectRefJson[];
  badgeCollection: BadgeCollectionItemJson[];
  infringements: InfringementJson[];
  /** The first and last day of the current or next time off, or nulls. */
  timeOffFrom: string | null;
  timeOffTill: string | null;
  preferences: { darkMode: boolean };
  /** Each change of the weekly commitment, oldest first. */
  weeklycommittedHoursHistory: { hours: number; dateChanged: string }[];
  bioPosted: 'default' | 'posted' | 'requested';
  emailSubscriptions: boolean;
  weeklySummaryOption: string;
  weeklySummaryNotReq: boolean;
  isFirstTimelog: boolean;
  missedHours: number;
  personalBestMaxHrs: number;
  badgeCount: number;
  /** A paused account becomes active again at the start of this Pacific day. */
  reactivationDate: string | null;
  /** A final day has been scheduled; endDate holds it. */
  isSet: boolean;
  /** The row's version: a later profile save sends it back to detect a stale write. */
  __v: number;
};

/** A row of the plain list of all users (GET /userprofile), newest start first. */
export type UserListItemJson = Pick<
  UserProfileJson,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'email'
  | 'isActive'
  | 'isVisible'
  | 'isRehireable'
  | 'jobTitle'
  | 'weeklycommittedHours'
  | 'teamCode'
  | 'createdDate'
  | 'startDate'
  | 'endDate'
  | 'reactivationDate'
> & { infringementCount: number };

/** A user found by name or by the autocomplete. */
export type UserNameJson = Pick<UserProfileJson, '_id' | 'firstName' | 'lastName' | 'profilePic'>;

/** One change of an important profile field, as the Edit History tab lists it. */
export type ProfileEditJson = {
  _id: string;
  editorId: string | null;
  editorName: string;
  field: string;
  oldValue: string;
  newValue: string;
  date: string;
};

/** What PUT /userprofile/:id answers, as the original server did. */
export type ProfileSavedJson = Pick<UserProfileJson, '_id' | 'teams' | 'projects'> & { filterColor?: string };
