// The table of pages: each path's title and rule. Only the signed-in shell reads it, so the sign-in
// page's first download does not hold it.
import { matchPath } from 'react-router';
import { routeRuleOf, type RouteRule } from '@hgn/domain/permissions';
import { LOGIN_TITLE, paths } from './paths';
import { BUILDING_AREA, WIDE_BUILDING_PAGE } from './buildingArea';

export interface RegisteredRoute {
  path: string;
  /** Shown as "{title} | Highest Good Network". */
  title: string;
  isProtected: boolean;
  /** A page of wide tables takes the window's whole width instead of the content column's. */
  isWide?: boolean;
  /** Who may enter beyond being signed in (the domain's rule for the path); none means any signed-in user. */
  access?: RouteRule;
}

const pages: readonly Omit<RegisteredRoute, 'access'>[] = [
  { path: paths.login, title: LOGIN_TITLE, isProtected: false },
  { path: paths.logout, title: 'Logout', isProtected: false },
  { path: paths.home, title: 'Dashboard', isProtected: true },
  { path: paths.dashboard, title: 'Dashboard', isProtected: true },
  { path: paths.userDashboard, title: 'Dashboard', isProtected: true },
  { path: paths.userProfile, title: 'User Profile', isProtected: true },
  { path: paths.userProfileEdit, title: 'Edit Profile', isProtected: true },
  { path: paths.updatePassword, title: 'Update Password', isProtected: true },
  { path: paths.security, title: 'Security', isProtected: true },
  { path: paths.twoFactorSetup, title: 'Set Up Two-Step Sign-In', isProtected: false },
  { path: paths.apiTokens, title: 'API Tokens', isProtected: true },
  { path: paths.emailOutbox, title: 'Email Outbox', isProtected: true },
  { path: paths.jobs, title: 'Scheduled Jobs', isProtected: true },
  { path: paths.auditLog, title: 'Audit Log', isProtected: true, isWide: true },
  { path: paths.sessions, title: 'Sessions', isProtected: true },
  { path: paths.userManagement, title: 'User Management', isProtected: true, isWide: true },
  { path: paths.permissionsManagement, title: 'Permissions Management', isProtected: true },
  { path: paths.rolePermissions, title: 'Role Permissions', isProtected: true },
  { path: paths.forgotPassword, title: 'Forgot Password', isProtected: false },
  { path: paths.forcePasswordUpdate, title: 'Change Password', isProtected: false },
  { path: paths.profileInitialSetup, title: 'Profile Setup', isProtected: false },
  { path: paths.teams, title: 'Teams', isProtected: true },
  { path: paths.projects, title: 'Projects', isProtected: true },
  { path: paths.projectMembers, title: 'Project Members', isProtected: true },
  { path: paths.projectWbs, title: 'Project WBS', isProtected: true },
  { path: paths.badgeManagement, title: 'Badge Management', isProtected: true },
  { path: paths.infoCollections, title: 'Info Collections', isProtected: true },
  { path: paths.popupTexts, title: 'Popup Texts', isProtected: true },
  { path: paths.wbsTasksNamed, title: 'Tasks', isProtected: true, isWide: true },
  { path: paths.wbsTasks, title: 'Tasks', isProtected: true, isWide: true },
  { path: paths.task, title: 'Task', isProtected: true, isWide: true },
  { path: paths.sameFolderTasks, title: 'Tasks', isProtected: true, isWide: true },
  { path: paths.taskEditSuggestions, title: 'Task Edit Suggestions', isProtected: true },
  { path: paths.timelog, title: 'Time Log', isProtected: true },
  { path: paths.userTimelog, title: 'Time Log', isProtected: true },
  { path: paths.weeklySummariesReport, title: 'Weekly Summaries Report', isProtected: true },
  { path: paths.totalOrgSummary, title: 'Total Org Summary', isProtected: true },
  { path: paths.reports, title: 'Reports', isProtected: true },
  { path: paths.peopleReport, title: 'People Report', isProtected: true },
  { path: paths.projectReport, title: 'Project Report', isProtected: true },
  { path: paths.teamReport, title: 'Team Report', isProtected: true },
  { path: paths.teamLocations, title: 'Team Locations', isProtected: true, isWide: true },
  { path: paths.buildingLogin, title: 'Building Portal Login', isProtected: false },
  // The building area's pages have their own table (app/routing/BuildingRoutes.tsx), loaded with them.
  { path: `${BUILDING_AREA}/*`, title: 'Building Management', isProtected: true },
  { path: paths.communityLogin, title: 'Community Portal Login', isProtected: false },
  { path: paths.educationLogin, title: 'Education Portal Login', isProtected: false },
  { path: paths.communityPortal, title: 'Community Events', isProtected: true },
  { path: paths.communityActivities, title: 'Community Activities', isProtected: true },
  { path: paths.educationPortal, title: 'Education Portal', isProtected: true },
  { path: paths.rentalRegister, title: 'Rental Registration', isProtected: false },
  { path: paths.rentalLogin, title: 'Rental Login', isProtected: false },
  { path: paths.rentalDashboard, title: 'Rental Dashboard', isProtected: false },
  { path: paths.announcements, title: 'Announcements', isProtected: true },
  { path: paths.sendEmail, title: 'Send Email', isProtected: true },
  { path: paths.emailSubscribe, title: 'Subscribe', isProtected: false },
  { path: paths.emailUnsubscribe, title: 'Unsubscribe', isProtected: false },
  { path: paths.jobFormBuilder, title: 'Job Form Builder', isProtected: true },
  { path: paths.formBuilder, title: 'Form Builder', isProtected: false },
  { path: paths.formViewer, title: 'Job Application', isProtected: false },
  { path: paths.collaboration, title: 'Job Listings', isProtected: false },
  { path: paths.jobNotificationDashboard, title: 'Job Notification Dashboard', isProtected: true },
];

/**
 * Every route the app has, each guarded by the domain's rule for its path. The router is built from
 * this list and the menu shows only links that match it, so a feature that is not built yet has neither
 * a route nor a menu entry. A new feature adds its paths to paths.ts, its titles to the table above and
 * its page to ShellRoutes.tsx.
 */
export const registeredRoutes: readonly RegisteredRoute[] = pages.map((page) => ({
  ...page,
  access: routeRuleOf(page.path),
}));

export const routeByPath = (path: string): RegisteredRoute => {
  const route = registeredRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
};

/** The registered route a link leads to (path parameters filled in, query and hash ignored). */
function routeOfLink(href: string, routes: readonly RegisteredRoute[]): RegisteredRoute | undefined {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return routes.find(
    (route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname) !== null,
  );
}

/** Whether a link leads to a page this build has. */
export const isRegisteredLink = (
  href: string,
  routes: readonly RegisteredRoute[] = registeredRoutes,
): boolean => routeOfLink(href, routes) !== undefined;

/** Whether the page at this address takes the window's whole width. */
export const isWidePage = (
  pathname: string,
  routes: readonly RegisteredRoute[] = registeredRoutes,
): boolean =>
  routeOfLink(pathname, routes)?.isWide === true || WIDE_BUILDING_PAGE.test(pathname.split(/[?#]/)[0] ?? '');
