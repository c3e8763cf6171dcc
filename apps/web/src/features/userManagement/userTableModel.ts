// The pure parts of the user management page: query strings, labels and how a failed creation is shown.
import {
  userManagementMessages,
  type UserPageItemJson,
  type UserStatusFilter,
} from '@hgn/domain/userManagement';
import { formatDay } from '../../ui/formatDate';
import { isApiError } from '../../shared/api/apiError';

export type UserTableFilters = {
  search: string;
  role: string;
  status: UserStatusFilter;
  team: string;
  page: number;
  pageSize: number;
};

/** The query string of `GET /api/userprofile/page`; empty filters are left out. */
export function pageQueryString(filters: UserTableFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role) params.set('role', filters.role);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.team) params.set('team', filters.team);
  return params.toString();
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
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    type?: unknown;
    field?: unknown;
  };
  if (body.type === 'name')
    return { kind: 'duplicateName', message: userManagementMessages.nameTakenQuestion };
  const message = error.serverError ?? 'The user could not be created. Please try again.';
  if (body.type === 'email') return { kind: 'field', field: 'email', message };
  const field = FIELDS.find((name) => name === body.field);
  return field ? { kind: 'field', field, message } : { kind: 'form', message };
}
