// Product rules that are numbers or fixed lists (spec 000 section 9 and spec 002 section 9).

/** A session whose token expires within this many seconds is ended at start-up. */
export const SESSION_LOGOUT_WINDOW_SECONDS = 172_800;
export const TOKEN_LIFETIME_DAYS_DEFAULT = 10;
/** How often the web app looks for a newer deployed version. */
export const VERSION_CHECK_INTERVAL_MS = 300_000;

export const TOAST_AUTO_CLOSE_MS = 3000;
export const BADGE_ALERT_MS = 6000;
export const TEAM_CREATION_TIMEOUT_MS = 20_000;
export const LOCATION_DIALOG_CLOSE_MS = 1000;
export const FORGOT_PASSWORD_REDIRECT_MS = 1000;
export const WARNING_NOTICE_FADE_MS = 5000;

export const AUTOCOMPLETE_LIMIT = 10;
export const USER_LIST_PAGE_SIZE = 10;
export const JOBS_PAGE_SIZE = 18;

export const PASSWORD_MIN_LENGTH = 8;
export const GENERIC_PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;
export const TEAM_CODE_MIN_LENGTH = 5;
export const TEAM_CODE_MAX_LENGTH = 7;

export const PROFILE_PICTURE_MAX_KB = 50;
export const PROFILE_PICTURE_TYPES = ['png', 'jpeg', 'jpg'] as const;

export const DEFAULT_WEEKLY_COMMITTED_HOURS = 10;
export const DEFAULT_COLLABORATION_PREFERENCE = 'Zoom';
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const DEFAULT_PROJECT_CATEGORY = 'Unspecified';
export const DEFAULT_INFO_VISIBILITY = 0;
export const INFO_FONT_SIZE = 24;

/** Invitation links for profile setup stay valid for three weeks. */
export const SETUP_INVITATION_LIFETIME_DAYS = 21;

/** Badges earned within this many days are shown as new. */
export const NEW_BADGE_WINDOW_DAYS = 7;

export const VIDEO_CALL_PROVIDERS = [
  'Teams',
  'Zoom',
  'Webex',
  'Skype',
  'Discord',
  'Meet',
  'Facetime',
  'WeChat',
  'Chime',
] as const;
export type VideoCallProvider = (typeof VIDEO_CALL_PROVIDERS)[number];

/** The areas of work hours are counted in (projects, badges and the category badges share them). */
export const WORK_CATEGORIES = [
  'Food',
  'Energy',
  'Housing',
  'Education',
  'Society',
  'Economics',
  'Stewardship',
] as const;
