// The header menu as data: labels, links and the permissions that show each entry. Links may hold
// `:userId`, the user whose pages are on display (the viewed user while an Owner or Administrator views
// someone, otherwise the signed-in user). Groups with nothing visible inside are not shown.
import type { Actor } from './can';
import type { Permission } from './permissionCatalogue';
import type { Role } from './roles';
import { ROUTE_RULES, canEnterRoute, type RouteRule } from './routeGuards';

export type MenuLink = {
  readonly kind: 'link';
  readonly id: string;
  readonly label: string;
  readonly to: string;
  /** Shown when the actor holds any of these; with neither this nor `allowedRoles`, always. */
  readonly anyOf?: readonly Permission[];
  /** Shown to these roles; with `anyOf` as well, either one shows the link, as on a page's route rule. */
  readonly allowedRoles?: readonly Role[];
  /** Hidden on a protected account, whose password only its owners change. */
  readonly hiddenForProtectedAccount?: boolean;
};

export type MenuGroup = {
  readonly kind: 'group';
  readonly id: string;
  readonly label: string;
  readonly children: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;

/** A link shown to those the page's own rule admits. */
const ruleOf = (path: keyof typeof ROUTE_RULES) => {
  const rule: RouteRule = ROUTE_RULES[path];
  return { anyOf: rule.permissions, allowedRoles: rule.allowedRoles };
};

export const MENU: readonly MenuEntry[] = [
  {
    kind: 'link',
    id: 'taskEditSuggestions',
    label: 'Task Edit Suggestions',
    to: '/taskeditsuggestions',
    anyOf: ['updateTask'],
  },
  { kind: 'link', id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { kind: 'link', id: 'timelog', label: 'Timelog', to: '/timelog' },
  // Everyone sees Reports: it holds the team map and the building area's summary, which every signed-in
  // person may open (the building area asks for its portal's sign-in first, open to all of them).
  {
    kind: 'group',
    id: 'reports',
    label: 'Reports',
    children: [
      { kind: 'link', id: 'reportsPage', label: 'Reports', to: '/reports', ...ruleOf('/reports') },
      {
        kind: 'link',
        id: 'weeklySummariesReport',
        label: 'Weekly Summaries Report',
        to: '/weeklysummariesreport',
        ...ruleOf('/weeklysummariesreport'),
      },
      {
        kind: 'link',
        id: 'totalOrgSummary',
        label: 'Total Org Summary',
        to: '/totalorgsummary',
        ...ruleOf('/totalorgsummary'),
      },
      { kind: 'link', id: 'teamLocations', label: 'Team Locations', to: '/teamlocations' },
      {
        kind: 'link',
        id: 'totalConstructionSummary',
        label: 'Total Construction Summary',
        to: '/bmdashboard/totalconstructionsummary',
      },
    ],
  },
  { kind: 'link', id: 'notifications', label: 'Notifications', to: '/timelog/:userId' },
  {
    kind: 'group',
    id: 'otherLinks',
    label: 'Other Links',
    children: [
      {
        kind: 'link',
        id: 'userManagement',
        label: 'User Management',
        to: '/usermanagement',
        ...ruleOf('/usermanagement'),
      },
      {
        kind: 'link',
        id: 'badgeManagement',
        label: 'Badge Management',
        to: '/badgemanagement',
        ...ruleOf('/badgemanagement'),
      },
      { kind: 'link', id: 'projects', label: 'Projects', to: '/projects', ...ruleOf('/projects') },
      { kind: 'link', id: 'teams', label: 'Teams', to: '/teams', ...ruleOf('/teams') },
      // The original showed the pop-up group for these permissions but drew no entry in it.
      {
        kind: 'link',
        id: 'infoCollections',
        label: 'Info Collections',
        to: '/infoCollections',
        anyOf: ['createPopup', 'updatePopup'],
      },
      { kind: 'link', id: 'popupTexts', label: 'Popup Texts', to: '/popupTexts', ...ruleOf('/popupTexts') },
      {
        kind: 'link',
        id: 'sendEmails',
        label: 'Send Emails',
        to: '/announcements',
        ...ruleOf('/announcements'),
      },
      {
        kind: 'link',
        id: 'permissionsManagement',
        label: 'Permissions Management',
        to: '/permissionsmanagement',
        ...ruleOf('/permissionsmanagement'),
      },
      // Owners' pages, in the group so that the header's top row stays short.
      {
        kind: 'link',
        id: 'emailOutbox',
        label: 'Email Outbox',
        to: '/emailoutbox',
        ...ruleOf('/emailoutbox'),
      },
      {
        kind: 'link',
        id: 'scheduledJobs',
        label: 'Scheduled Jobs',
        to: '/jobs',
        ...ruleOf('/jobs'),
      },
      { kind: 'link', id: 'auditLog', label: 'Audit Log', to: '/auditlog', ...ruleOf('/auditlog') },
      // The job board is public; Owners reach it and its back office from here.
      {
        kind: 'link',
        id: 'jobListings',
        label: 'Job Listings',
        to: '/collaboration',
        allowedRoles: ['Owner'],
      },
      {
        kind: 'link',
        id: 'jobNotifications',
        label: 'Job Notifications',
        to: '/job-notification-dashboard',
        ...ruleOf('/job-notification-dashboard'),
      },
      { kind: 'link', id: 'jobForms', label: 'Job Forms', to: '/jobformbuilder', allowedRoles: ['Owner'] },
    ],
  },
  { kind: 'link', id: 'profilePicture', label: 'View Profile', to: '/userprofile/:userId' },
  {
    kind: 'group',
    id: 'welcome',
    label: 'Welcome',
    children: [
      { kind: 'link', id: 'viewProfile', label: 'View Profile', to: '/userprofile/:userId' },
      {
        kind: 'link',
        id: 'updatePassword',
        label: 'Update Password',
        to: '/updatepassword/:userId',
        hiddenForProtectedAccount: true,
      },
      { kind: 'link', id: 'security', label: 'Security', to: '/security' },
      { kind: 'link', id: 'apiTokens', label: 'API Tokens', to: '/apitokens' },
      // The signed-in person's own sessions, whoever's pages are on display.
      { kind: 'link', id: 'sessions', label: 'Sessions', to: '/sessions' },
      { kind: 'link', id: 'logout', label: 'Logout', to: '/Logout' },
    ],
  },
];

export type MenuContext = {
  /** The user whose pages the menu links to. */
  readonly displayUserId: string;
  /** Whether the displayed profile is a protected account. */
  readonly isProtectedAccount?: boolean;
};

const linkVisible = (actor: Actor, link: MenuLink, context: MenuContext): boolean =>
  canEnterRoute(actor, { permissions: link.anyOf, allowedRoles: link.allowedRoles }) &&
  !(link.hiddenForProtectedAccount && context.isProtectedAccount);

const resolveLink = (link: MenuLink, context: MenuContext): MenuLink => ({
  ...link,
  to: link.to.replace(':userId', encodeURIComponent(context.displayUserId)),
});

/** The menu this actor sees, with links resolved for the displayed user. */
export function visibleMenu(actor: Actor, context: MenuContext): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (linkVisible(actor, entry, context)) visible.push(resolveLink(entry, context));
      continue;
    }
    const children = entry.children
      .filter((child) => linkVisible(actor, child, context))
      .map((child) => resolveLink(child, context));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}
