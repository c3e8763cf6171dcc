// Requests of user management, checked the same way by the server and the forms.
import { z } from 'zod';
import { strongPassword } from '../auth/passwords';
import { AUTOCOMPLETE_LIMIT, DEFAULT_WEEKLY_COMMITTED_HOURS, USER_LIST_PAGE_SIZE } from '../constants';
import { profileMessages } from '../messages';
import { isISODate, pacificDate } from '../time';
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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_USER_PAGE_SIZE).default(USER_LIST_PAGE_SIZE),
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

/** `POST /api/userprofile`. A password may be given; otherwise the server draws a one-time one. */
export const createUserInput = z.object({
  firstName: z
    .string({ error: profileMessages.firstNameRequired })
    .trim()
    .min(1, profileMessages.firstNameRequired)
    .max(100),
  lastName: z
    .string({ error: profileMessages.lastNameRequired })
    .trim()
    .min(1, profileMessages.lastNameRequired)
    .max(100),
  email: z
    .string({ error: profileMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: profileMessages.emailInvalid }).max(254, profileMessages.emailInvalid)),
  role: z.string({ error: msg.roleUnknown }).trim().min(1, msg.roleUnknown).default('Volunteer'),
  weeklycommittedHours: z.coerce
    .number({ error: msg.weeklyHoursInvalid })
    .int(msg.weeklyHoursInvalid)
    .min(0, msg.weeklyHoursInvalid)
    .max(MAX_WEEKLY_HOURS, msg.weeklyHoursInvalid)
    .default(DEFAULT_WEEKLY_COMMITTED_HOURS),
  jobTitle: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .map((title) => title.trim())
        .filter(Boolean),
    ),
  allowsDuplicateName: z.boolean().optional().default(false),
  password: strongPassword.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;
export type CreateUserRequest = z.output<typeof createUserInput>;

/**
 * A calendar day as `YYYY-MM-DD`, or any instant (the original client sends ISO date-times), read as
 * its Pacific day.
 */
const pacificDay = (required: string) =>
  z.string({ error: required }).transform((value, ctx) => {
    const text = value.trim();
    if (isISODate(text)) return text;
    const instant = Date.parse(text);
    if (/^\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(instant)) return pacificDate(instant);
    ctx.addIssue({ code: 'custom', message: text ? msg.invalidDate : required });
    return z.NEVER;
  });

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
