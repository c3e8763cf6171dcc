// The shapes a profile is written with: the editor's form, PUT /userprofile/:id (the original client
// sends the whole profile; what it may not change is ignored only when unchanged) and the property patch.
import { z } from 'zod';
import { profileMessages } from '../messages/people.messages';
import { isISODate } from '../time/civilDate';
import { pacificDate } from '../time/pacificCalendar';
import { areValidLinks } from './profileLinks';
import { teamCodeSchema } from './teamCode';
import { isKnownTimeZone } from './timeZones';

// The usual address shape: something, an @, a domain with a dot.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three fields that keep Save disabled while they are invalid. */
export const profileIdentityForm = z.object({
  firstName: z.string().trim().min(1, profileMessages.firstNameRequired),
  lastName: z.string().trim().min(1, profileMessages.lastNameRequired),
  email: z.string().trim().regex(EMAIL_PATTERN, profileMessages.emailInvalid),
});
export type ProfileIdentityForm = z.infer<typeof profileIdentityForm>;

/** A calendar day given as YYYY-MM-DD or as an instant (the original sends 00:00 Pacific as ISO). */
export const profileDay = z
  .string()
  .trim()
  .refine((text) => isISODate(text) || !Number.isNaN(Date.parse(text)), 'Please enter a valid date.')
  .transform((text) => (isISODate(text) ? text : pacificDate(new Date(text))));

/** The original keeps phone numbers and job titles as lists; a single text is taken as a list of one. */
const textList = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean));

const linkList = z
  .array(z.object({ Name: z.string().max(200), Link: z.string().max(2000) }))
  .max(50)
  .refine(areValidLinks, profileMessages.linksInvalid)
  .transform((links) => links.map(({ Name, Link }) => ({ Name: Name.trim(), Link: Link.trim() })));

/** A team or project the client lists: its id, or an object carrying `_id`. */
const idList = z
  .array(z.union([z.string(), z.object({ _id: z.string() })]))
  .max(500)
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item._id).toLowerCase()));

export const BIO_STATUSES = ['default', 'posted', 'requested'] as const;
export type BioStatus = (typeof BIO_STATUSES)[number];

export const profileUpdateInput = z.object({
  firstName: profileIdentityForm.shape.firstName.optional(),
  lastName: profileIdentityForm.shape.lastName.optional(),
  email: profileIdentityForm.shape.email.transform((email) => email.toLowerCase()).optional(),
  phoneNumber: textList.optional(),
  jobTitle: textList.optional(),
  bio: z.string().max(10_000).optional(),
  collaborationPreference: z.string().trim().max(100).optional(),
  weeklycommittedHours: z.number().int().min(0).max(168).optional(),
  timeZone: z.string().refine(isKnownTimeZone, 'Please choose a valid time zone.').optional(),
  teamCode: teamCodeSchema.optional(),
  mediaUrl: z.string().trim().max(2000).optional(),
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
      userProvided: z.string().max(300).optional(),
      coords: z
        .object({
          lat: z.number().min(-90).max(90).nullable(),
          lng: z.number().min(-180).max(180).nullable(),
        })
        .optional(),
      country: z.string().max(200).optional(),
      city: z.string().max(200).optional(),
    })
    .optional(),
  homeCountry: z.string().trim().max(200).optional(),
  role: z.string().trim().min(1).max(100).optional(),
  isActive: z.boolean().optional(),
  startDate: profileDay.optional(),
  endDate: z
    .union([profileDay, z.literal(''), z.null()])
    .transform((day) => day || null)
    .optional(),
  teams: idList.optional(),
  projects: idList.optional(),
  missedHours: z.number().min(0).max(10_000).optional(),
  weeklySummaryOption: z.string().trim().max(50).optional(),
  weeklySummaryNotReq: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  isRehireable: z.boolean().optional(),
  isProtected: z.boolean().optional(),
  emailSubscriptions: z.boolean().optional(),
  bioPosted: z.enum(BIO_STATUSES).optional(),
  /** The version the client read; older than the row's means someone saved in between. */
  __v: z.number().int().min(0).optional(),
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
