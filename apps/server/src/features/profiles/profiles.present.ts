import { pacificDayOrNullToISO, pacificDayToISO } from '@hgn/domain/time';
import { jobTitleText, type UserListItemJson } from '@hgn/domain/users';
import type { UserListRow } from './peopleLists.repo.js';

export const presentUserListItem = (row: UserListRow): UserListItemJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  email: row.email,
  isActive: row.isActive,
  isVisible: row.isVisible,
  isRehireable: row.isRehireable,
  jobTitle: jobTitleText(row.jobTitle),
  weeklycommittedHours: row.weeklyCommittedHours,
  teamCode: row.teamCode,
  createdDate: row.createdAt.toISOString(),
  startDate: pacificDayToISO(row.startDate),
  endDate: pacificDayOrNullToISO(row.endDate),
  reactivationDate: pacificDayOrNullToISO(row.reactivationDate),
  infringementCount: row.infringementCount,
});
