// The pure parts of the user management page: query strings, labels and how a failed creation is shown.
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { Actor } from '@hgn/domain/permissions';
import {
  canManageAccount,
  canRemoveAccount,
  userManagementMessages,
  type UserPageItemJson,
  type UserStatusAction,
  type UserStatusFilter,
} from '@hgn/domain/userManagement';
import { formatDay } from '../../ui/formatDate';
import { isApiError } from '../../shared/api/apiError';
import { refusalCode } from '../../shared/api/call';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { twoFactorEndpoints } from '../../shared/api/endpoints/twoFactor';
import { userManagementEndpoints } from '../../shared/api/endpoints/userManagement';

export type UserTableFilters = {
  search: string;
  role: string;
  status: UserStatusFilter;
  team: string;
  page: number;
  pageSize: number;
};

/** The query of `GET /api/userprofile/page`; empty filters (and the "all" status) are left out. */
export function pageQuery(filters: UserTableFilters) {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    search: filters.search.trim() || undefined,
    role: filters.role || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    team: filters.team || undefined,
  };
}

export const STATUS_FILTER_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'paused', label: 'Paused' },
  { value: 'archived', label: 'Archived' },
];

export const fullName = (user: Pick<UserPageItemJson, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`;

export const isPaused = (user: UserPageItemJson): boolean =>
  !user.isActive && user.inactiveReason === 'Paused';

export const dayOrDash = (value: string | null): string => (value ? formatDay(value) : '—');

export const timeOffText = (user: UserPageItemJson): string =>
  user.hasTimeOffRequest && user.timeOffFrom && user.timeOffTill
    ? `${formatDay(user.timeOffFrom)} – ${formatDay(user.timeOffTill)}`
    : '—';

/** The status changes a row offers, each sent as one lifecycle action. */
export type StatusAction =
  'activate' | 'deactivate' | 'scheduleFinalDay' | 'clearFinalDay' | 'pause' | 'resume' | 'restore';

export const requestedAction: Record<StatusAction, UserStatusAction> = {
  activate: 'ACTIVATE',
  restore: 'ACTIVATE',
  resume: 'ACTIVATE',
  clearFinalDay: 'ACTIVATE',
  deactivate: 'DEACTIVATE',
  scheduleFinalDay: 'SCHEDULE_DEACTIVATION',
  pause: 'PAUSE',
};

/**
 * What a row offers the actor: exactly what the server lets through, decided by the endpoints' own
 * guards and the account rules of user management (an Owner's or a protected row, one's own).
 */
export const rowActions = (actor: Actor, user: UserPageItemJson) => ({
  changeStatus: (action: StatusAction): boolean =>
    allowed(
      actor,
      userManagementEndpoints.changeStatus,
      { params: { userId: user._id }, body: { action: requestedAction[action] } },
      user,
    ),
  resetPassword: allowed(actor, authEndpoints.resetPassword) && canManageAccount(actor, user),
  resetTwoFactor: allowed(actor, twoFactorEndpoints.reset) && canManageAccount(actor, user),
  remove: allowed(actor, userManagementEndpoints.remove) && canRemoveAccount(actor, user._id, user),
});

export type CreateFailure =
  | { kind: 'duplicateName'; message: string }
  | {
      kind: 'field';
      field: 'email' | 'firstName' | 'lastName' | 'role' | 'weeklycommittedHours';
      message: string;
    }
  | { kind: 'form'; message: string };

const FIELDS = ['email', 'firstName', 'lastName', 'role', 'weeklycommittedHours'] as const;

/** Where the server's refusal of a new user belongs: the duplicate-name question, a field, or the form. */
export function createFailure(error: unknown): CreateFailure {
  if (!isApiError(error))
    return { kind: 'form', message: 'The user could not be created. Please try again.' };
  const code = refusalCode(error, userManagementEndpoints.create);
  if (code === 'NAME_TAKEN')
    return { kind: 'duplicateName', message: userManagementMessages.nameTakenQuestion };
  const message = error.serverError ?? 'The user could not be created. Please try again.';
  if (code === 'EMAIL_TAKEN') return { kind: 'field', field: 'email', message };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    field?: unknown;
  };
  const field = FIELDS.find((name) => name === body.field);
  return field ? { kind: 'field', field, message } : { kind: 'form', message };
}
