import { pacificDayOrNullToISO, pacificDayToISO } from '@hgn/domain/time';
import type { UserPageItemJson } from '@hgn/domain/userManagement';
import { jobTitleText } from '@hgn/domain/users';
import type { PageRow } from './userManagement.repo.js';

export type OpenTimeOff = { startingDate: string; endingDate: string };

export const presentPageItem = (row: PageRow, timeOff: OpenTimeOff | undefined): UserPageItemJson => ({
  _id: row.id,
  isActive: row.isActive,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isProtected: row.isProtected,
  jobTitle: jobTitleText(row.jobTitle),
  email: row.email,
  weeklycommittedHours: row.weeklyCommittedHours,
  inactiveReason: row.inactiveReason,
  reactivationDate: pacificDayOrNullToISO(row.reactivationDate),
  endDate: pacificDayOrNullToISO(row.endDate),
  startDate: pacificDayToISO(row.startDate),
  isSet: row.isFinalDaySet,
  timeOffFrom: pacificDayOrNullToISO(timeOff?.startingDate ?? null),
  timeOffTill: pacificDayOrNullToISO(timeOff?.endingDate ?? null),
  hasTimeOffRequest: timeOff !== undefined,
  isArchived: row.archivedAt !== null,
});
