import { PORTAL_LOGIN_PATHS } from '@hgn/domain/permissions';

export const paths = {
  home: '/',
  login: '/login',
  logout: '/Logout',
  dashboard: '/dashboard',
  userDashboard: '/dashboard/:userId',
  userProfile: '/userprofile/:userId',
  userProfileEdit: '/userprofileedit/:userId',
  updatePassword: '/updatepassword/:userId',
  security: '/security',
  twoFactorSetup: '/security/setup',
  apiTokens: '/apitokens',
  emailOutbox: '/emailoutbox',
  jobs: '/jobs',
  auditLog: '/auditlog',
  sessions: '/sessions',
  userManagement: '/usermanagement',
  permissionsManagement: '/permissionsmanagement',
  rolePermissions: '/permissionsmanagement/:userRole',
  forgotPassword: '/forgotpassword',
  forcePasswordUpdate: '/forcePasswordUpdate/:userId',
  profileInitialSetup: '/ProfileInitialSetup/:token',
  teams: '/teams',
  projects: '/projects',
  projectMembers: '/project/members/:projectId',
  projectWbs: '/project/wbs/:projectId',
  badgeManagement: '/badgemanagement',
  infoCollections: '/infoCollections',
  popupTexts: '/popupTexts',
  wbsTasksNamed: '/wbs/tasks/:wbsId/:projectId/:wbsName',
  wbsTasks: '/wbs/tasks/:wbsId/:projectId',
  task: '/wbs/tasks/:taskId',
  sameFolderTasks: '/wbs/samefoldertasks/:taskId',
  taskEditSuggestions: '/taskeditsuggestions',
  timelog: '/timelog',
  userTimelog: '/timelog/:userId',
  weeklySummariesReport: '/weeklysummariesreport',
  totalOrgSummary: '/totalorgsummary',
  reports: '/reports',
  peopleReport: '/peoplereport/:userId',
  projectReport: '/projectreport/:projectId',
  teamReport: '/teamreport/:teamId',
  teamLocations: '/teamlocations',
  buildingLogin: PORTAL_LOGIN_PATHS.canAccessBMPortal,
  communityLogin: PORTAL_LOGIN_PATHS.canAccessCPPortal,
  educationLogin: PORTAL_LOGIN_PATHS.canAccessGEPortal,
  communityPortal: '/communityportal',
  communityActivities: '/communityportal/Activities',
  educationPortal: '/educationportal',
  rentalRegister: '/lbdashboard/register',
  rentalLogin: '/lbdashboard/login',
  rentalDashboard: '/lbdashboard',
  announcements: '/announcements',
  sendEmail: '/sendemail',
  emailSubscribe: '/email-subscribe',
  emailUnsubscribe: '/email-unsubscribe',
  jobFormBuilder: '/jobformbuilder',
  formBuilder: '/form',
  formViewer: '/formviewer',
  collaboration: '/collaboration',
  jobNotificationDashboard: '/job-notification-dashboard',
} as const;

/** The sign-in page's title, named apart so the first download need not hold the table of pages. */
export const LOGIN_TITLE = 'Login';

/** Fills `:param` segments, e.g. linkTo('/dashboard/:userId', { userId }). */
export function linkTo(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where an applicant answers a job form: `/formviewer?formId=`. */
export const formViewerOf = (formId: string): string =>
  `${paths.formViewer}?formId=${encodeURIComponent(formId)}`;
