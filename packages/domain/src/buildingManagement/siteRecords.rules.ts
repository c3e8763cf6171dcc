// The team member form's choices and its phone rule, without a validation library: the form formats
// the phone as it is typed (spec 002, 3 and 5). The site issues' kinds and states.

export const TEAM_MEMBER_ROLES = ['carpenter', 'volunteer', 'role', 'other'] as const;
export const TEAM_MEMBER_TEAMS = ['xyz_carpentry', 'abc_builders', 'other'] as const;
export const TEAM_MEMBER_COUNTRY_CODES = ['+1', '+44'] as const;
export type TeamMemberCountryCode = (typeof TEAM_MEMBER_COUNTRY_CODES)[number];

/** The team an external member of the "other" team is kept under. */
export const EXTERNAL_TEAM = 'External Team - Non-volunteers';

/** A phone number holds 10 digits. */
export const TEAM_MEMBER_PHONE_DIGITS = 10;

/** The digits of a phone number as typed, at most 10. */
export const phoneDigitsOf = (typed: string): string =>
  typed.replace(/\D/g, '').slice(0, TEAM_MEMBER_PHONE_DIGITS);

/** The phone as the form shows it while it is typed: 3-3-4 digits, e.g. 555-123-4567. */
export function formatTeamMemberPhone(typed: string): string {
  const digits = phoneDigitsOf(typed);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** The kinds of site issue. */
export const SITE_ISSUE_TYPES = [
  'Safety',
  'Equipment',
  'Material',
  'Labor',
  'Weather',
  'Drainage',
  'Other',
] as const;
export type SiteIssueType = (typeof SITE_ISSUE_TYPES)[number];
export const SITE_ISSUE_STATUSES = ['open', 'closed'] as const;
export type SiteIssueStatus = (typeof SITE_ISSUE_STATUSES)[number];
