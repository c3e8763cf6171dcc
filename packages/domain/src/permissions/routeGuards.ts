// Which signed-in users may open each guarded page. Any one listed permission admits; an allowed role
// admits too. Unlike the original client, a route that lists only roles admits only those roles, and the
// inventory and send-email pages carry real permissions instead of ones nobody can hold.
import { canAny, type Actor } from './can';
import type { Permission } from './permissionCatalogue';
import { PORTAL_LOGIN_PATHS, canUsePortal, type PortalFlag } from './portals';
import type { Role } from './roles';

export type RouteRule = {
  readonly permissions?: readonly Permission[];
  readonly allowedRoles?: readonly Role[];
  /** The portal the session must have opened; without it the guard sends the visitor to that portal's sign-in. */
  readonly portal?: PortalFlag;
};

export const ROUTE_PERMISSION_SETS = {
  reports: ['getReports'],
  weeklySummariesReport: ['getWeeklySummaries'],
  weeklyVolunteerSummary: ['getWeeklyVolunteerSummary'],
  userManagement: ['getUserProfiles', 'postUserProfile', 'deleteUserProfile', 'changeUserStatus'],
  badgeManagement: ['seeBadges', 'createBadges', 'updateBadges', 'deleteBadges', 'assignBadges'],
  projects: [
    'postProject',
    'deleteProject',
    'putProject',
    'getProjectMembers',
    'assignProjectToUsers',
    'postWbs',
    'deleteWbs',
    'postTask',
    'updateTask',
    'deleteTask',
  ],
  // The members page reads the list the server gives only to these (GET /project/{id}/users).
  projectMembers: ['getProjectMembers', 'assignProjectToUsers'],
  teams: ['postTeam', 'putTeam', 'deleteTeam', 'assignTeamToUsers'],
  permissionsManagement: ['postRole', 'putRole', 'deleteRole'],
  userPermissionsManagement: ['putUserProfilePermissions'],
  inventoryProject: ['getAllInvInProject'],
  inventoryProjectWbs: ['getAllInvInProjectWBS'],
  workBreakdownStructure: [
    'postWbs',
    'deleteWbs',
    'postTask',
    'updateTask',
    'deleteTask',
    'resolveTask',
    'putReviewStatus',
    'suggestTask',
  ],
  announcements: ['sendEmails'],
  sendEmail: ['sendEmails'],
} as const satisfies Record<string, readonly Permission[]>;

const SUMMARY_ROLES = [
  'Administrator',
  'Manager',
  'Core Team',
  'Owner',
  'Mentor',
] as const satisfies readonly Role[];
const sets = ROUTE_PERMISSION_SETS;

/** The guarded pages, by router path pattern. Every other protected page admits any signed-in user. */
export const ROUTE_RULES = {
  '/weeklysummariesreport': { permissions: sets.weeklySummariesReport, allowedRoles: SUMMARY_ROLES },
  '/totalorgsummary': { permissions: sets.weeklySummariesReport, allowedRoles: SUMMARY_ROLES },
  '/reports': { permissions: sets.reports },
  '/projects': { permissions: sets.projects, allowedRoles: ['Administrator', 'Owner', 'Manager'] },
  '/project/members/:projectId': { permissions: sets.projectMembers },
  '/project/wbs/:projectId': { permissions: sets.workBreakdownStructure },
  '/wbs/tasks/:wbsId/:projectId/:wbsName': { permissions: sets.workBreakdownStructure },
  '/wbs/tasks/:wbsId/:projectId': { permissions: sets.workBreakdownStructure },
  '/wbs/tasks/:taskId': { permissions: sets.workBreakdownStructure },
  '/wbs/samefoldertasks/:taskId': { permissions: sets.workBreakdownStructure },
  '/usermanagement': { permissions: sets.userManagement },
  '/badgemanagement': { permissions: sets.badgeManagement },
  '/permissionsmanagement': {
    permissions: [...sets.permissionsManagement, ...sets.userPermissionsManagement],
  },
  '/permissionsmanagement/:userRole': { permissions: sets.permissionsManagement },
  '/teams': { permissions: sets.teams, allowedRoles: ['Administrator', 'Owner'] },
  '/announcements': { permissions: sets.announcements },
  // The pop-up texts' editor, for those who create or edit them (POST /api/popupeditors, /popupeditor/:id).
  '/popupTexts': { permissions: ['createPopup', 'updatePopup'] },
  // Sending needs sendEmails on the server, so the page does too: no role admits without it.
  '/sendemail': { permissions: sets.sendEmail },
  '/job-notification-dashboard': { allowedRoles: ['Owner'] },
  // Every e-mail the organisation sends is readable there, password-reset links included.
  '/emailoutbox': { allowedRoles: ['Owner'] },
  // The scheduled jobs and their re-runs, as GET/POST /api/jobruns allow.
  '/jobs': { allowedRoles: ['Owner'] },
  // The audit log, as GET /api/audit allows.
  '/auditlog': { allowedRoles: ['Owner'] },
  '/inventory/:projectId': { permissions: sets.inventoryProject },
  '/inventory/:projectId/wbs/:wbsId': { permissions: sets.inventoryProjectWbs },
  // Every page of the building area (/bmdashboard and below) needs the building portal's sign-in on
  // top of the session (spec 2.3).
  '/bmdashboard/*': { portal: 'canAccessBMPortal' },
  '/communityportal': { portal: 'canAccessCPPortal' },
  '/communityportal/Activities': { portal: 'canAccessCPPortal' },
  '/educationportal': { portal: 'canAccessGEPortal' },
} as const satisfies Record<string, RouteRule>;

export type GuardedPath = keyof typeof ROUTE_RULES;

/** The rule of a router path pattern, or undefined for a page any signed-in user may open. */
export const routeRuleOf = (path: string): RouteRule | undefined =>
  Object.hasOwn(ROUTE_RULES, path) ? ROUTE_RULES[path as GuardedPath] : undefined;

/** Whether a signed-in actor may open a page with this rule. */
export function canEnterRoute(actor: Actor, rule: RouteRule): boolean {
  if (rule.portal && !canUsePortal(actor, rule.portal)) return false;
  const permissions = rule.permissions ?? [];
  const allowedRoles: readonly string[] = rule.allowedRoles ?? [];
  const hasAllowedRole = allowedRoles.includes(actor.role);
  if (permissions.length > 0) return canAny(actor, permissions) || hasAllowedRole;
  if (allowedRoles.length > 0) return hasAllowedRole;
  return true;
}

export type RouteRedirect = '/login' | '/dashboard' | (typeof PORTAL_LOGIN_PATHS)[PortalFlag];

/**
 * Where the guard sends a visitor instead: `/login` when signed out, the portal's sign-in when the
 * session has not opened the page's portal, `/dashboard` when otherwise refused, else null.
 */
export function routeRedirect(actor: Actor | null | undefined, rule: RouteRule): RouteRedirect | null {
  if (!actor) return '/login';
  if (rule.portal && !canUsePortal(actor, rule.portal)) return PORTAL_LOGIN_PATHS[rule.portal];
  return canEnterRoute(actor, rule) ? null : '/dashboard';
}
