// The six roles and what each holds by default (server rules, section 2). Roles are editable rows in the
// product; these lists seed them and are what "Reset to default" restores.
import type { Permission } from './permissionCatalogue';

export const ROLES = ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team', 'Volunteer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Managers and above: treated as elevated users throughout the product. */
export const ELEVATED_ROLES = [
  'Owner',
  'Administrator',
  'Manager',
  'Mentor',
  'Core Team',
] as const satisfies readonly Role[];

/** The second, stronger group. */
export const STRONG_ROLES = ['Owner', 'Administrator', 'Core Team'] as const satisfies readonly Role[];

export const isElevatedRole = (role: string): boolean => (ELEVATED_ROLES as readonly string[]).includes(role);
export const isStrongRole = (role: string): boolean => (STRONG_ROLES as readonly string[]).includes(role);

/**
 * Labels a member can carry inside a team, in the order team lists sort them. Assistant Manager is a team
 * label only, never an account role.
 */
export const TEAM_ROLE_LABELS = [
  'Owner',
  'Administrator',
  'Core Team',
  'Manager',
  'Mentor',
  'Assistant Manager',
  'Volunteer',
] as const;
export type TeamRoleLabel = (typeof TEAM_ROLE_LABELS)[number];

/** Team labels shown in bold in team lists. */
export const EMPHASISED_TEAM_ROLES = [
  'Manager',
  'Mentor',
  'Assistant Manager',
] as const satisfies readonly TeamRoleLabel[];

/** The building inventory permissions every role from Mentor up holds. */
export const INVENTORY_PERMISSIONS = [
  'getAllInvInProjectWBS',
  'postInvInProjectWBS',
  'getAllInvInProject',
  'postInvInProject',
  'transferInvById',
  'delInvById',
  'unWasteInvById',
  'getInvIdInfo',
  'putInvById',
  'getInvTypeById',
  'putInvType',
  'getAllInvType',
  'postInvType',
] as const satisfies readonly Permission[];

const ADMINISTRATOR_PERMISSIONS = [
  'getWeeklySummaries',
  'getReports',
  'totalValidWeeklySummaries',
  'requestBio',
  'seeBadges',
  'assignBadges',
  'createBadges',
  'deleteBadges',
  'updateBadges',
  'createPopup',
  'updatePopup',
  'deleteProject',
  'postProject',
  'putProject',
  'assignProjectToUsers',
  'importTask',
  'postTask',
  'updateTask',
  'swapTask',
  'deleteTask',
  'viewTaskExtensionCount',
  'updateNum',
  'postTeam',
  'deleteTeam',
  'putTeam',
  'assignTeamToUsers',
  'editTimeEntryTime',
  'editTimeEntryDescription',
  'editTimeEntryDate',
  'editTimeEntryToggleTangible',
  'deleteTimeEntry',
  'postTimeEntry',
  'accessPRTeamDashboard',
  'putUserProfilePermissions',
  'postUserProfile',
  'putUserProfile',
  'putUserProfileImportantInfo',
  'changeUserStatus',
  'changeUserRehireableStatus',
  'updatePassword',
  'resetPassword',
  'deleteUserProfile',
  'toggleInvisibility',
  'addInfringements',
  'editInfringements',
  'deleteInfringements',
  'manageAdminLinks',
  'manageTimeOffRequests',
  'updateSummaryRequirements',
  'viewTrackingOverview',
  'issueTrackingWarnings',
  'issueBlueSquare',
  'deleteWarning',
  'addWarningTracker',
  'deactivateWarningTracker',
  'reactivateWarningTracker',
  'deleteWarningTracker',
  'postWbs',
  'deleteWbs',
  ...INVENTORY_PERMISSIONS,
  'getUserProfiles',
  'getProjectMembers',
  'getTimeZoneAPIKey',
  'checkLeadTeamOfXplus',
  'seeQSC',
  'addNewTitle',
  'editTitle',
  'assignTitle',
  'seeUsersInDashboard',
  'editTeamCode',
  'accessHgnSkillsDashboard',
  'manageFAQs',
  'setFinalDay',
  'createFormQuestions',
  'editFormQuestions',
  'deleteFormQuestions',
  'manageJobForms',
  'interactWithPauseUserButton',
  // Spec 002 lets Administrators send and broadcast e-mails (sections 1 and 6); the original server
  // allowed Owners only.
  'sendEmails',
] as const satisfies readonly Permission[];

const OWNER_EXTRA_PERMISSIONS = [
  'postRole',
  'putRole',
  'deleteRole',
  'addDeleteEditOwners',
  'highlightEligibleBios',
  'reorderJobs',
  'resolveTask',
  'suggestTask',
  'putReviewStatus',
  'removeUserFromTask',
  'editHeaderMessage',
  'manageHGNAccessSetup',
  'resendBlueSquareAndSummaryEmails',
] as const satisfies readonly Permission[];

export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  Volunteer: ['suggestTask'],
  Mentor: [
    'suggestTask',
    'putReviewStatus',
    'getReporteesLimitRoles',
    ...INVENTORY_PERMISSIONS,
    'getTimeZoneAPIKey',
    'checkLeadTeamOfXplus',
  ],
  Manager: [
    'getReporteesLimitRoles',
    'postTask',
    'updateTask',
    'suggestTask',
    'putReviewStatus',
    'putTeam',
    ...INVENTORY_PERMISSIONS,
    'getTimeZoneAPIKey',
    'checkLeadTeamOfXplus',
  ],
  'Core Team': [
    'getReports',
    'getWeeklySummaries',
    'getUserProfiles',
    'getProjectMembers',
    ...INVENTORY_PERMISSIONS,
    'getTimeZoneAPIKey',
    'checkLeadTeamOfXplus',
    'seeUsersInDashboard',
    'accessHgnSkillsDashboard',
  ],
  Administrator: ADMINISTRATOR_PERMISSIONS,
  Owner: [...ADMINISTRATOR_PERMISSIONS, ...OWNER_EXTRA_PERMISSIONS],
};

/** Reads a stored role name, accepting the older spelling `CoreTeam`; unknown names give undefined. */
export function parseRole(value: string): Role | undefined {
  const name = value === 'CoreTeam' ? 'Core Team' : value;
  return isRole(name) ? name : undefined;
}
