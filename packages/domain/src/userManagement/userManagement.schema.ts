// Requests of user management, checked the same way by the server and the forms.
import { z } from 'zod';
import { strongPassword } from '../auth/passwords';
import { AUTOCOMPLETE_LIMIT, DEFAULT_WEEKLY_COMMITTED_HOURS, USER_LIST_PAGE_SIZE } from '../constants';
import { atMost, boundedText, pageQuery, TEXT_MAX } from '../limits';
import { profileMessages } from '../messages';
import { dayInput } from '../time';
import { profileDay, profileUpdateInput, textList } from '../users/profile.schema';
import { userManagementMessages as msg } from './userManagement.messages';

export const USER_PAGE_SIZES = [AUTOCOMPLETE_LIMIT, 25, 50, 100] as const;
export const MAX_USER_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** `archived` lists only archived users; every other filter leaves them out. */
export const USER_STATUS_FILTERS = ['active', 'inactive', 'paused', 'all', 'archived'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

const optionalText = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH)
  .optional()
  .transform((value) => (value ? value : undefined));

/** `GET /api/userprofile/page`: 1-based page, 10 a page unless asked otherwise. */
export const userPageQuery = z.object({
  ...pageQuery(USER_LIST_PAGE_SIZE, MAX_USER_PAGE_SIZE),
  search: optionalText,
  role: optionalText,
  status: z.enum(USER_STATUS_FILTERS).default('all'),
  team: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type UserPageQuery = z.output<typeof userPageQuery>;

const MAX_WEEKLY_HOURS = 168;

/**
 * The rest of the profile the original client's Add New User form sends with the account: written
 * under the rules of a profile save by the creator (`PUT /api/userprofile/:id`).
 */
export const newProfileFields = profileUpdateInput.pick({
  phoneNumber: true,
  bio: true,
  collaborationPreference: true,
  timeZone: true,
  personalLinks: true,
  adminLinks: true,
  privacySettings: true,
  location: true,
  teams: true,
  projects: true,
  weeklySummaryOption: true,
});

/**
 * `POST /api/userprofile`. A password may be given; otherwise the server draws a one-time one. The
 * start date is `startDate`, or the original client's `createdDate`, else today.
 */
export const createUserInput = newProfileFields.extend({
  firstName: boundedText(TEXT_MAX.name, profileMessages.firstNameRequired)
    .trim()
    .min(1, profileMessages.firstNameRequired),
  lastName: boundedText(TEXT_MAX.name, profileMessages.lastNameRequired)
    .trim()
    .min(1, profileMessages.lastNameRequired),
  email: z
    .string({ error: profileMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: profileMessages.emailInvalid }).max(...atMost(TEXT_MAX.email))),
  role: boundedText(TEXT_MAX.name, msg.roleUnknown).trim().min(1, msg.roleUnknown).default('Volunteer'),
  weeklycommittedHours: z.coerce
    .number({ error: msg.weeklyHoursInvalid })
    .int(msg.weeklyHoursInvalid)
    .min(0, msg.weeklyHoursInvalid)
    .max(MAX_WEEKLY_HOURS, msg.weeklyHoursInvalid)
    .default(DEFAULT_WEEKLY_COMMITTED_HOURS),
  jobTitle: textList.default([]),
  allowsDuplicateName: z.boolean().optional().default(false),
  password: strongPassword.optional(),
  startDate: profileDay.optional(),
  createdDate: profileDay.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;
export type CreateUserRequest = z.output<typeof createUserInput>;

/** A calendar day of a lifecycle action; a missing or empty one is told the action's own `required` text. */
const pacificDay = (required: string) => dayInput(msg.invalidDate, required);

export const USER_STATUS_ACTIONS = ['ACTIVATE', 'DEACTIVATE', 'SCHEDULE_DEACTIVATION', 'PAUSE'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];

/** `PATCH /api/userProfile/:userId`: the lifecycle actions of server-rules 4.7. */
export const statusChangeInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ACTIVATE') }),
  z.object({ action: z.literal('DEACTIVATE'), endDate: pacificDay(msg.endDateRequired) }),
  z.object({ action: z.literal('SCHEDULE_DEACTIVATION'), endDate: pacificDay(msg.endDateRequired) }),
  z.object({ action: z.literal('PAUSE'), reactivationDate: pacificDay(msg.reactivationDateRequired) }),
]);
export type StatusChangeInput = z.input<typeof statusChangeInput>;
export type StatusChange = z.output<typeof statusChangeInput>;

export const REMOVAL_OPTIONS = ['delete', 'archive'] as const;
export type RemovalOption = (typeof REMOVAL_OPTIONS)[number];

/** `DELETE /api/userprofile/:id`. "Make inactive", the third way, is the DEACTIVATE status change. */
export const removeUserInput = z.object({ option: z.enum(REMOVAL_OPTIONS) });
