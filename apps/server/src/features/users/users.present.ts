import { pacificDayOrNullToISO, pacificDayToISO } from '@hgn/domain/time';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import {
  profilePictureUrl as pictureUrlOf,
  type PlaceJson,
  type ProfileEditJson,
  type ProfileSummariesJson,
  type ProfileTimeFiguresJson,
  type UserBasicInfoJson,
  type UserNameJson,
  type UserProfileJson,
  unrecordedProfileFigures,
} from '@hgn/domain/users';
import type { BasicInfoRow, PersonMatchRow, UserNameRow } from './peopleDirectory.repo.js';
import type { ProfileEditRow, ProfileRow } from './users.repo.js';

/** What other features contribute to a profile (the profiles feature reads them). */
export type ProfileParts = Pick<
  UserProfileJson,
  'teams' | 'teamCode' | 'projects' | 'badgeCollection' | 'badgeCount' | 'infringements' | 'permissions'
> & {
  timeOff: Pick<UserProfileJson, 'timeOffFrom' | 'timeOffTill'>;
  committedHoursHistory: { hours: number; changedAt: Date }[];
  /** The hours bookkeeping's totals and the edits counted toward the edit limit. */
  loggedTime: ProfileTimeFiguresJson;
  /** The four weeks' summaries, this week first, and the weeks ever written. */
  summaries: ProfileSummariesJson;
  /** When the user last copied the AI prompt. */
  copiedAiPrompt: Date | null;
};

/** The picture URL of a profile row. */
export const profilePictureUrl = (row: Pick<ProfileRow, 'id' | 'profilePic' | 'pictureUpdatedAt'>): string =>
  pictureUrlOf({ userId: row.id, profilePic: row.profilePic, pictureUpdatedAt: row.pictureUpdatedAt });

/** The home country is kept as the country's name; the original sends it as a place. */
const homeCountryPlace = (country: string): PlaceJson => ({
  userProvided: country,
  coords: { lat: null, lng: null },
  country,
  city: '',
});

/**
 * The profile in the original shape. A viewer who may not see private fields receives the e-mail,
 * phone numbers and blue squares only where the user made them public.
 */
export const presentProfile = (
  row: ProfileRow,
  parts: ProfileParts,
  options: { canSeePrivate: boolean; now: Date },
): UserProfileJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: options.canSeePrivate || row.privacyEmail ? row.email : '',
  role: row.role,
  isActive: row.isActive,
  isProtected: row.isProtected,
  isVisible: row.isVisible,
  isRehireable: row.isRehireable,
  profilePic: profilePictureUrl(row),
  jobTitle: row.jobTitle,
  phoneNumber: options.canSeePrivate || row.privacyPhoneNumber ? row.phoneNumber : [],
  bio: row.bio,
  collaborationPreference: row.collaborationPreference,
  weeklycommittedHours: row.weeklyCommittedHours,
  timeZone: row.timeZone,
  teamCode: parts.teamCode,
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
  homeCountry: homeCountryPlace(row.homeCountry),
  permissions: parts.permissions,
  createdDate: row.createdAt.toISOString(),
  startDate: pacificDayToISO(row.startDate),
  endDate: pacificDayOrNullToISO(row.endDate),
  teams: parts.teams,
  projects: parts.projects,
  badgeCollection: parts.badgeCollection,
  infringements: options.canSeePrivate || row.privacyBlueSquares ? parts.infringements : [],
  timeOffFrom: parts.timeOff.timeOffFrom,
  timeOffTill: parts.timeOff.timeOffTill,
  preferences: { darkMode: row.darkMode },
  weeklycommittedHoursHistory: parts.committedHoursHistory.map(({ hours, changedAt }) => ({
    hours,
    dateChanged: changedAt.toISOString(),
  })),
  bioPosted: row.bioPosted,
  emailSubscriptions: row.emailSubscriptions,
  weeklySummaryOption: row.weeklySummaryOption,
  weeklySummaryNotReq: row.weeklySummaryNotReq,
  isFirstTimelog: row.isFirstTimelog,
  missedHours: row.missedHours,
  personalBestMaxHrs: row.personalBestMaxHrs,
  badgeCount: parts.badgeCount,
  reactivationDate: pacificDayOrNullToISO(row.reactivationDate),
  isSet: row.isFinalDaySet,
  ...unrecordedProfileFigures(options.now),
  getWeeklyReport: row.getWeeklyReport,
  ...parts.loggedTime,
  ...parts.summaries,
  copiedAiPrompt: parts.copiedAiPrompt?.toISOString() ?? null,
  __v: row.version,
});

export const presentUserName = (row: UserNameRow): UserNameJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  profilePic: profilePictureUrl(row),
});

/** A person found by a search, as the pickers of other features list them. */
export const presentPersonMatch = (row: PersonMatchRow): MemberCandidateJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
});

export const presentBasicInfo = (row: BasicInfoRow): UserBasicInfoJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  isActive: row.isActive,
  startDate: pacificDayToISO(row.startDate),
  createdDate: row.createdAt.toISOString(),
  endDate: pacificDayOrNullToISO(row.endDate),
});

export const presentProfileEdit = (row: ProfileEditRow): ProfileEditJson => ({
  _id: row.id,
  editorId: row.editorId,
  editorName: row.editorName,
  field: row.field,
  oldValue: row.oldValue,
  newValue: row.newValue,
  date: row.changedAt.toISOString(),
});
