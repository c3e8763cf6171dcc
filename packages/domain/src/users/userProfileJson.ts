// The profile in the original API's shape: field names (`_id`, `weeklycommittedHours`, `__v`) and arrays
// as the original client reads them. The schemas are the server's response schemas and the shape tests',
// so the JSON the server presents and the type the web reads cannot drift apart.
import { z } from 'zod';
import { badgeCollectionItemJson } from '../badges/badgeJson';
import { infringementJson } from '../blueSquares/infringementJson';
import { PROJECT_CATEGORIES } from '../projects/projects.schema';
import { summaryDueDate, summaryWeekStarts } from '../weeklySummaries/summaryWeeks';

const instant = z.iso.datetime();

/** A team as a profile lists it. */
export const teamRefJson = z.strictObject({ _id: z.string(), teamName: z.string() });
export type TeamRefJson = z.infer<typeof teamRefJson>;

/** A project as a profile lists it. */
export const projectRefJson = z.strictObject({
  _id: z.string(),
  projectName: z.string(),
  category: z.string(),
});
export type ProjectRefJson = z.infer<typeof projectRefJson>;

/** A personal or admin link, with the original capitalised keys. */
export const profileLinkJson = z.strictObject({ Name: z.string(), Link: z.string() });
export type ProfileLinkJson = z.infer<typeof profileLinkJson>;

/** A place as the original stores it: what the user typed, and what the map search made of it. */
export const placeJson = z.strictObject({
  userProvided: z.string(),
  coords: z.strictObject({ lat: z.number().nullable(), lng: z.number().nullable() }),
  country: z.string(),
  city: z.string(),
});
export type PlaceJson = z.infer<typeof placeJson>;

/**
 * One week's summary, newest first. A week whose summary is not written yet is not stored: it has
 * a due date (Saturday 23:59:59.999 Pacific) and an empty summary, but no id and no upload date. A
 * stored one's id is `<userId>:<weekStart>`, the key of its row (one per person and Pacific week).
 */
export const weeklySummaryJson = z.strictObject({
  _id: z.string().optional(),
  dueDate: instant,
  summary: z.string(),
  uploadDate: instant.nullable(),
});
export type WeeklySummaryJson = z.infer<typeof weeklySummaryJson>;

/** Tangible hours per area of work, under the original's lowercase keys. */
export const hoursByCategoryJson = z.strictObject({
  housing: z.number(),
  food: z.number(),
  education: z.number(),
  society: z.number(),
  energy: z.number(),
  economics: z.number(),
  stewardship: z.number(),
  unassigned: z.number(),
});
export type HoursByCategoryJson = z.infer<typeof hoursByCategoryJson>;

/** No hours in any category. */
export const noHoursByCategory = (): HoursByCategoryJson => ({
  housing: 0,
  food: 0,
  education: 0,
  society: 0,
  energy: 0,
  economics: 0,
  stewardship: 0,
  unassigned: 0,
});

export const userProfileJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  isProtected: z.boolean(),
  isVisible: z.boolean(),
  isRehireable: z.boolean(),
  profilePic: z.string(),
  /** An array in the profile; the plain list of users sends it joined (see userListItemJson). */
  jobTitle: z.array(z.string()),
  phoneNumber: z.array(z.string()),
  bio: z.string(),
  collaborationPreference: z.string(),
  weeklycommittedHours: z.number(),
  timeZone: z.string(),
  teamCode: z.string(),
  mediaUrl: z.string(),
  personalLinks: z.array(profileLinkJson),
  adminLinks: z.array(profileLinkJson),
  privacySettings: z.strictObject({ email: z.boolean(), phoneNumber: z.boolean(), blueSquares: z.boolean() }),
  location: placeJson,
  homeCountry: placeJson,
  permissions: z.strictObject({
    frontPermissions: z.array(z.string()),
    /** The original's server-side list; every permission here is a front permission, so it is empty. */
    backPermissions: z.array(z.string()),
    removedDefaultPermissions: z.array(z.string()),
    isAcknowledged: z.boolean(),
  }),
  createdDate: instant,
  /** A Pacific calendar day, sent as the instant of its 00:00 Pacific. */
  startDate: instant,
  endDate: instant.nullable(),
  teams: z.array(teamRefJson),
  projects: z.array(projectRefJson),
  badgeCollection: z.array(badgeCollectionItemJson),
  infringements: z.array(infringementJson),
  /** The first and last day of the current or next time off, or nulls. */
  timeOffFrom: instant.nullable(),
  timeOffTill: instant.nullable(),
  preferences: z.strictObject({ darkMode: z.boolean() }),
  /** Each change of the weekly commitment, oldest first. */
  weeklycommittedHoursHistory: z.array(z.strictObject({ hours: z.number(), dateChanged: instant })),
  bioPosted: z.enum(['default', 'posted', 'requested']),
  emailSubscriptions: z.boolean(),
  weeklySummaryOption: z.string(),
  weeklySummaryNotReq: z.boolean(),
  isFirstTimelog: z.boolean(),
  missedHours: z.number(),
  personalBestMaxHrs: z.number(),
  badgeCount: z.number().int(),
  /** A paused account becomes active again at the start of this Pacific day. */
  reactivationDate: instant.nullable(),
  /** A final day has been scheduled; endDate holds it. */
  isSet: z.boolean(),
  /** This week first, then the three before it (the original promises three at least). */
  weeklySummaries: z.array(weeklySummaryJson).min(3),
  /** How many weeks have a summary written, ever. */
  weeklySummariesCount: z.number().int(),
  /** When each week's summary written was last saved, oldest first. */
  summarySubmissionDates: z.array(instant),
  // What the time log, the warnings and the AI prompt record. Until those features record something
  // for the user, these are the original's starting values.
  getWeeklyReport: z.boolean(),
  /** When the user last copied the AI prompt, or null. */
  copiedAiPrompt: instant.nullable(),
  tangibleHoursReportedThisWeek: z.number(),
  totalTangibleHrs: z.number(),
  totalIntangibleHrs: z.number(),
  lastWeekTangibleHrs: z.number(),
  hoursByCategory: hoursByCategoryJson,
  categoryTangibleHrs: z.array(z.strictObject({ category: z.enum(PROJECT_CATEGORIES), hrs: z.number() })),
  savedTangibleHrs: z.array(z.number()),
  /** Same-day edits of logged time: the fifth within a year gives a blue square. */
  timeEntryEditHistory: z.array(
    z.strictObject({
      date: instant,
      initialSeconds: z.number(),
      newSeconds: z.number(),
      originalDateOfWork: z.string(),
      finalDateOfWork: z.string(),
    }),
  ),
  warnings: z.array(
    z.strictObject({
      _id: z.string(),
      date: z.string(),
      description: z.string(),
      color: z.enum(['red', 'blue', 'white', 'yellow']),
      iconId: z.string(),
    }),
  ),
  infoCollections: z.array(z.strictObject({ areaName: z.string(), areaContent: z.string() })),
  /** Picture URLs found for the user on the organisation's website, to choose from. */
  suggestedProfilePics: z.array(z.string()),
  /** The row's version: a later profile save sends it back to detect a stale write. */
  __v: z.number().int(),
});
export type UserProfileJson = z.infer<typeof userProfileJson>;
/** What the hours bookkeeping gives a profile. */
export type ProfileTimeFiguresJson = Pick<
  UserProfileJson,
  | 'totalTangibleHrs'
  | 'totalIntangibleHrs'
  | 'hoursByCategory'
  | 'categoryTangibleHrs'
  | 'tangibleHoursReportedThisWeek'
  | 'lastWeekTangibleHrs'
  | 'savedTangibleHrs'
  | 'timeEntryEditHistory'
>;
/** What a profile shows of a person's weekly summaries. */
export type ProfileSummariesJson = Pick<
  UserProfileJson,
  'weeklySummaries' | 'weeklySummariesCount' | 'summarySubmissionDates'
>;

/**
 * What the time log, the weekly summaries, the warnings and the AI prompt record on a profile, at the
 * values the original starts a profile with; those features fill them in as they record. Summaries
 * not written yet have their week's due date and nothing else.
 */
export const unrecordedProfileFigures = (now: Date) =>
  ({
    weeklySummaries: summaryWeekStarts(now).map((weekStart) => ({
      dueDate: summaryDueDate(weekStart).toISOString(),
      summary: '',
      uploadDate: null,
    })),
    weeklySummariesCount: 0,
    summarySubmissionDates: [],
    getWeeklyReport: false,
    copiedAiPrompt: null,
    tangibleHoursReportedThisWeek: 0,
    totalTangibleHrs: 0,
    totalIntangibleHrs: 0,
    lastWeekTangibleHrs: 0,
    hoursByCategory: noHoursByCategory(),
    categoryTangibleHrs: [],
    savedTangibleHrs: [],
    timeEntryEditHistory: [],
    warnings: [],
    infoCollections: [],
    suggestedProfilePics: [],
  }) satisfies Partial<UserProfileJson>;

/**
 * A row of the plain list of all users (GET /userprofile), newest start first. As in the original
 * list, the job titles travel as one string, joined with ', '.
 */
export const userListItemJson = z.strictObject({
  ...userProfileJson.pick({
    _id: true,
    firstName: true,
    lastName: true,
    role: true,
    email: true,
    isActive: true,
    isVisible: true,
    isRehireable: true,
    weeklycommittedHours: true,
    teamCode: true,
    createdDate: true,
    startDate: true,
    endDate: true,
    reactivationDate: true,
  }).shape,
  jobTitle: z.string(),
  infringementCount: z.number().int(),
});
export type UserListItemJson = z.infer<typeof userListItemJson>;

/** The job titles as one line, the way the lists of users send and show them. */
export const jobTitleText = (jobTitle: readonly string[]): string => jobTitle.join(', ');

/** A row of GET /userProfile/basicInfo: everyone, by last name, with only what pickers need. */
export const userBasicInfoJson = userProfileJson.pick({
  _id: true,
  firstName: true,
  lastName: true,
  isActive: true,
  startDate: true,
  createdDate: true,
  endDate: true,
});
export type UserBasicInfoJson = z.infer<typeof userBasicInfoJson>;

/** A user found by name or by the autocomplete. */
export const userNameJson = userProfileJson.pick({
  _id: true,
  firstName: true,
  lastName: true,
  profilePic: true,
});
export type UserNameJson = z.infer<typeof userNameJson>;

/** One change of an important profile field, as the Edit History tab lists it. */
export const profileEditJson = z.strictObject({
  _id: z.string(),
  editorId: z.string().nullable(),
  editorName: z.string(),
  field: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  date: instant,
});
export type ProfileEditJson = z.infer<typeof profileEditJson>;

/** What PUT /userprofile/:id answers: the profile's id with its teams and projects after the save. */
export const profileSavedJson = userProfileJson.pick({ _id: true, teams: true, projects: true });
export type ProfileSavedJson = z.infer<typeof profileSavedJson>;

/**
 * What PATCH /userprofile/:id/property answers: the id and the property under its own key, with the
 * value as sent. The key varies, so this one answer is not a strict object.
 */
export const profilePropertySavedJson = z.looseObject({ _id: z.string() });
export type ProfilePropertySavedJson = z.infer<typeof profilePropertySavedJson>;

/** The answers of the three toggles: the id and the value set. */
export const rehireableSavedJson = z.strictObject({ _id: z.string(), isRehireable: z.boolean() });
export const visibilitySavedJson = z.strictObject({ _id: z.string(), isVisible: z.boolean() });
export const bioStatusSavedJson = z.strictObject({
  _id: z.string(),
  bioPosted: userProfileJson.shape.bioPosted,
});

/** The picture's URL after an upload, or '' after its removal. */
export const profilePictureSavedJson = z.strictObject({ profilePic: z.string() });
export type ProfilePictureSavedJson = z.infer<typeof profilePictureSavedJson>;

/** The caller's own preferences after a change. */
export const preferencesJson = z.strictObject({ darkMode: z.boolean() });
export type PreferencesJson = z.infer<typeof preferencesJson>;
