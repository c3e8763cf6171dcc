import { isRestrictedProfileField, type RestrictedProfileField } from './profileAccess';

/** How the edit history names each field it records; typed so that no recorded field goes unlabelled. */
export const PROFILE_FIELD_LABELS: Record<RestrictedProfileField, string> = {
  role: 'Role',
  isActive: 'Status',
  email: 'Email',
  weeklycommittedHours: 'Weekly Committed Hours',
  startDate: 'Start Date',
  endDate: 'End Date',
  teams: 'Teams',
  projects: 'Projects',
  missedHours: 'Additional Make-up Hours',
  teamCode: 'Team Code',
  adminLinks: 'Admin Links',
  weeklySummaryOption: 'Weekly Summary Option',
  weeklySummaryNotReq: 'Weekly Summary Not Required',
  isVisible: 'Visible on the Leaderboard',
  isRehireable: 'Rehireable',
  bioPosted: 'Bio Status',
  isProtected: 'Protected Account',
};

/** The label of a recorded field; a field recorded before it had one keeps its key. */
export const profileFieldLabel = (field: string): string =>
  isRestrictedProfileField(field) ? PROFILE_FIELD_LABELS[field] : field;
