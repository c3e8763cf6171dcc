// Invitations and the profile set-up form they lead to (spec 000 section 5, "Profile setup form").
// The same schema validates the form and the server's `POST /api/ProfileInitialSetup`.
import { z } from 'zod';
import {
  DEFAULT_COLLABORATION_PREFERENCE,
  DEFAULT_TIME_ZONE,
  DEFAULT_WEEKLY_COMMITTED_HOURS,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  PROFILE_PICTURE_MAX_KB,
  VIDEO_CALL_PROVIDERS,
} from '../constants';
import { boundedText, TEXT_MAX } from '../limits';
import { setupMessages } from '../messages';
import { accountEmail } from './auth.schema';
import { PASSWORD_SPECIAL_CHARACTERS } from './passwords';

/** Every word with a capital first letter and the rest in lower case, single-spaced, as the original client wrote them. */
export const titleCase = (text: string): string =>
  text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1).toLocaleLowerCase())
    .join(' ');

/** A known provider keeps its own spelling (WeChat, not Wechat); anything else is title-cased. */
export const collaborationPreferenceName = (text: string): string =>
  VIDEO_CALL_PROVIDERS.find((p) => p.toLowerCase() === text.trim().toLowerCase()) ?? titleCase(text);

const LETTERS_AND_SPACES = /^[\p{L}\p{M}\s]+$/u;
const special = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

const lettersAndSpaces = (required: string, invalid: string, max: number = TEXT_MAX.name) =>
  boundedText(max, required)
    .trim()
    .min(1, { error: required, abort: true })
    .regex(LETTERS_AND_SPACES, invalid)
    .transform(titleCase);

/** The set-up password: all four kinds of character, with the set-up form's texts. */
export const setupPassword = boundedText(TEXT_MAX.password, setupMessages.passwordRequired)
  .min(1, { error: setupMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: setupMessages.passwordTooShort, abort: true })
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && special.test(p),
    setupMessages.passwordRule,
  );

const PICTURE = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The size in bytes of base64 data, without decoding it. */
const base64Bytes = (data: string) =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** Why a profile picture (a data URL) is refused, or undefined: png, jpeg or jpg, at most 50 KB. */
export function profilePictureProblem(dataUrl: string): string | undefined {
  const match = PICTURE.exec(dataUrl);
  if (!match) return setupMessages.fileTypeNotPermitted;
  return base64Bytes(match[2] ?? '') > PROFILE_PICTURE_MAX_KB * 1024 ? setupMessages.fileTooLarge : undefined;
}

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

/** Where the new volunteer lives, as the "Get Time Zone" lookup filled it in. */
export const setupLocation = z.object({
  userProvided: boundedText(TEXT_MAX.title, setupMessages.locationRequired)
    .trim()
    .min(1, setupMessages.locationRequired)
    .transform(titleCase),
  coords: z.object({ lat: coordinate(90), lng: coordinate(180) }).optional(),
  country: boundedText(TEXT_MAX.title).trim().optional(),
  city: boundedText(TEXT_MAX.title).trim().optional(),
});

export const profileSetupInput = z.object({
  token: boundedText(TEXT_MAX.token, setupMessages.serverInvalidToken).min(
    1,
    setupMessages.serverInvalidToken,
  ),
  firstName: lettersAndSpaces(setupMessages.firstNameRequired, setupMessages.firstNameInvalid),
  lastName: lettersAndSpaces(setupMessages.lastNameRequired, setupMessages.lastNameInvalid),
  /** Shown read-only; the server uses the invitation's address whatever is sent. */
  email: boundedText(TEXT_MAX.email).trim().toLowerCase().optional(),
  phoneNumber: boundedText(TEXT_MAX.phone, setupMessages.phoneRequired)
    .trim()
    .min(1, { error: setupMessages.phoneRequired, abort: true })
    .min(PHONE_MIN_LENGTH, setupMessages.phoneInvalid),
  password: setupPassword,
  jobTitle: lettersAndSpaces(setupMessages.jobTitleRequired, setupMessages.jobTitleInvalid, TEXT_MAX.title),
  collaborationPreference: boundedText(TEXT_MAX.name, setupMessages.collaborationPreferenceEmpty)
    .trim()
    .min(1, setupMessages.collaborationPreferenceEmpty)
    .default(DEFAULT_COLLABORATION_PREFERENCE)
    .transform(collaborationPreferenceName),
  privacySettings: z
    .object({ email: z.boolean().default(true), phoneNumber: z.boolean().default(true) })
    .default({ email: true, phoneNumber: true }),
  // The form insists on "Get Time Zone"; the API falls back to Pacific time as the original server did.
  timeZone: boundedText(TEXT_MAX.name)
    .trim()
    .transform((zone) => zone || DEFAULT_TIME_ZONE)
    .refine(isTimeZone, setupMessages.timeZoneRequired)
    .default(DEFAULT_TIME_ZONE),
  location: setupLocation,
  homeCountry: boundedText(TEXT_MAX.title).trim().optional(),
  profilePicture: z
    .string()
    .optional()
    .superRefine((picture, ctx) => {
      const problem = picture ? profilePictureProblem(picture) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ProfileSetupInput = z.input<typeof profileSetupInput>;
export type ProfileSetup = z.output<typeof profileSetupInput>;

/** The set-up form: the request plus the confirmation, which never leaves the browser. */
export const profileSetupForm = profileSetupInput
  .extend({
    confirmPassword: z
      .string({ error: setupMessages.confirmPasswordRequired })
      .min(1, setupMessages.confirmPasswordRequired),
    timeZone: z
      .string({ error: setupMessages.timeZoneRequired })
      .trim()
      .min(1, setupMessages.timeZoneRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: setupMessages.confirmPasswordMismatch,
  });

/** `POST /api/getInitialSetuptoken`. `baseUrl` is accepted for the original client and ignored. */
export const invitationInput = z.object({
  email: accountEmail,
  weeklyCommittedHours: z.coerce
    .number({ error: setupMessages.weeklyHoursInvalid })
    .int(setupMessages.weeklyHoursInvalid)
    .min(0, setupMessages.weeklyHoursInvalid)
    .max(168, setupMessages.weeklyHoursInvalid)
    .default(DEFAULT_WEEKLY_COMMITTED_HOURS),
  baseUrl: boundedText(TEXT_MAX.url).optional(),
});
export type InvitationInput = z.input<typeof invitationInput>;
export type Invitation = z.output<typeof invitationInput>;

/** Cancel and refresh name the invitation by the `_id` the list gives; the list never shows tokens. */
export const invitationIdInput = z.object({ _id: z.uuid({ error: setupMessages.invitationNotFound }) });

export const setupTokenInput = z.object({
  token: profileSetupInput.shape.token,
});
