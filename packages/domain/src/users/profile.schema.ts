// The shapes a profile is written with: the editor's form, PUT /userprofile/:id (the original client
// sends the whole profile; what it may not change is ignored only when unchanged) and the property patch.
import { z } from 'zod';
import { profileMessages } from '../messages/profiles.messages';
import { atMostItems, boundedText, INT_MAX, LIST_MAX, numberBetween, TEXT_MAX, wholeNumber } from '../limits';
import { dayInput } from '../time/dayInput';
import { SUMMARY_WEEK_COUNT } from '../weeklySummaries/summaryWeeks';
import { summaryHtml } from '../weeklySummaries/weeklySummaries.schema';
import { areValidLinks } from './profileLinks';
import { teamCodeSchema } from './teamCode';
import { isKnownTimeZone } from './timeZones';

// The usual address shape: something, an @, a domain with a dot.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three fields that keep Save disabled while they are invalid. */
export const profileIdentityForm = z.object({
  firstName: boundedText(TEXT_MAX.name).trim().min(1, profileMessages.firstNameRequired),
  lastName: boundedText(TEXT_MAX.name).trim().min(1, profileMessages.lastNameRequired),
  email: boundedText(TEXT_MAX.email).trim().regex(EMAIL_PATTERN, profileMessages.emailInvalid),
});
export type ProfileIdentityForm = z.infer<typeof profileIdentityForm>;

/** A calendar day given as YYYY-MM-DD or as an instant (the original sends 00:00 Pacific as ISO). */
export const profileDay = dayInput('Please enter a valid date.');

/** The original keeps phone numbers and job titles as lists; a single text is taken as a list of one. */
export const textList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(boundedText(TEXT_MAX.title)).max(...atMostItems(LIST_MAX.shortList)))
  .transform((items) => items.map((item) => item.trim()).filter(Boolean));

const linkList = z
  .array(z.object({ Name: boundedText(TEXT_MAX.title), Link: boundedText(TEXT_MAX.url) }))
  .max(...atMostItems(LIST_MAX.links))
  .refine(areValidLinks, profileMessages.linksInvalid)
  .transform((links) => links.map(({ Name, Link }) => ({ Name: Name.trim(), Link: Link.trim() })));

/**
 * The home country: its name, or the place the profile sends it as (the original client sends the
 * whole profile back), whose country is kept, else what the user typed.
 */
const homeCountryInput = z
  .union([
    boundedText(TEXT_MAX.title),
    z
      .object({
        userProvided: boundedText(TEXT_MAX.title).optional(),
        country: boundedText(TEXT_MAX.title).optional(),
      })
      .transform((place) => place.country || place.userProvided || ''),
  ])
  .transform((name) => name.trim());

/** A team or project the client lists: its id, or an object carrying `_id`. */
const idList = z
  .array(z.union([z.uuid(), z.object({ _id: z.uuid() })]))
  .max(...atMostItems(LIST_MAX.members))
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item._id).toLowerCase()));

/**
 * The four weeks' summaries as the original client saves them, this week first: each is written as
 * the weekly summary form writes it. Their ids and dates are the server's (the week's Sunday, its due
 * date and the time of the save), so only the text is read; so is the count of weeks written, which
 * the server counts from the summaries it keeps.
 */
const weeklySummariesInput = z
  .array(z.object({ summary: summaryHtml }))
  .max(...atMostItems(SUMMARY_WEEK_COUNT))
  .transform((weeks) => weeks.map((week) => week.summary));

export const BIO_STATUSES = ['default', 'posted', 'requested'] as const;
export type BioStatus = (typeof BIO_STATUSES)[number];

export const profileUpdateInput = z.object({
  firstName: profileIdentityForm.shape.firstName.optional(),
  lastName: profileIdentityForm.shape.lastName.optional(),
  email: profileIdentityForm.shape.email.transform((email) => email.toLowerCase()).optional(),
  phoneNumber: textList.optional(),
  jobTitle: textList.optional(),
  bio: boundedText(TEXT_MAX.freeText).optional(),
  collaborationPreference: boundedText(TEXT_MAX.name).trim().optional(),
  weeklycommittedHours: wholeNumber(0, 168).optional(),
  timeZone: boundedText(TEXT_MAX.name).refine(isKnownTimeZone, 'Please choose a valid time zone.').optional(),
  teamCode: teamCodeSchema.optional(),
  mediaUrl: boundedText(TEXT_MAX.url).trim().optional(),
  weeklySummaries: weeklySummariesInput.optional(),
  personalLinks: linkList.optional(),
  adminLinks: linkList.optional(),
  privacySettings: z
    .object({
      email: z.boolean().optional(),
      phoneNumber: z.boolean().optional(),
      blueSquares: z.boolean().optional(),
    })
    .optional(),
  location: z
    .object({
      userProvided: boundedText(TEXT_MAX.title).optional(),
      coords: z
        .object({
          lat: z.number().min(-90).max(90).nullable(),
          lng: z.number().min(-180).max(180).nullable(),
        })
        .optional(),
      country: boundedText(TEXT_MAX.title).optional(),
      city: boundedText(TEXT_MAX.title).optional(),
    })
    .optional(),
  homeCountry: homeCountryInput.optional(),
  role: boundedText(TEXT_MAX.name).trim().min(1).optional(),
  isActive: z.boolean().optional(),
  startDate: profileDay.optional(),
  endDate: z
    .union([profileDay, z.literal(''), z.null()])
    .transform((day) => day || null)
    .optional(),
  teams: idList.optional(),
  projects: idList.optional(),
  missedHours: numberBetween(0, 10_000).optional(),
  weeklySummaryOption: boundedText(50).trim().optional(),
  weeklySummaryNotReq: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  isRehireable: z.boolean().optional(),
  isProtected: z.boolean().optional(),
  emailSubscriptions: z.boolean().optional(),
  bioPosted: z.enum(BIO_STATUSES).optional(),
  /** The version the client read; older than the row's means someone saved in between. */
  __v: wholeNumber(0, INT_MAX).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
/** What a client sends: dates as text, lists possibly as single texts. */
export type ProfileUpdateBody = z.input<typeof profileUpdateInput>;

/** Every key the property patch accepts: the ones PUT changes. */
export const PROFILE_PROPERTY_KEYS = Object.keys(profileUpdateInput.shape).filter(
  (key) => key !== '__v',
) as (keyof Omit<ProfileUpdateInput, '__v'>)[];

export const profilePropertyInput = z.object({
  key: z.enum(PROFILE_PROPERTY_KEYS as [string, ...string[]], 'This property cannot be changed.'),
  value: z.unknown(),
});

export const toggleBioInput = z.object({ bioPosted: z.enum(BIO_STATUSES) });
export const rehireableInput = z.object({ isRehireable: z.boolean() });
export const invisibilityInput = z.object({ isVisible: z.boolean() });

/**
 * PUT /userprofile/:id/picture: the picture's bytes sent raw (image/png, image/jpeg), or JSON carrying
 * a data URL under `profilePic` (or `dataUrl`). Any body passes this schema: the server reads the
 * picture from it and refuses, in its own words, what holds none.
 */
export const pictureUploadInput = z.custom<Uint8Array | { profilePic: string } | { dataUrl: string }>();
export type PictureUploadBody = z.input<typeof pictureUploadInput>;

export const preferencesInput = z.object({ darkMode: z.boolean() });
