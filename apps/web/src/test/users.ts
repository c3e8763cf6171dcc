import type { UserPageItemJson } from '@hgn/domain/userManagement';

/** An active volunteer as a row of the user management table, changed by `overrides`. */
export const userPageItem = (overrides: Partial<UserPageItemJson> = {}): UserPageItemJson => ({
  _id: '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00',
  isActive: true,
  firstName: 'Vera',
  lastName: 'Volunteer',
  role: 'Volunteer',
  isProtected: false,
  jobTitle: '',
  email: 'vera@example.org',
  weeklycommittedHours: 10,
  inactiveReason: null,
  reactivationDate: null,
  endDate: null,
  startDate: '2025-01-06T08:00:00.000Z',
  isSet: false,
  timeOffFrom: null,
  timeOffTill: null,
  hasTimeOffRequest: false,
  isArchived: false,
  ...overrides,
});
