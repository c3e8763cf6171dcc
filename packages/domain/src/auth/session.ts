// The claims of a session token as the web app reads them, and when a session is about to end, without
// a validation library: every signed-in page reads them before it renders, so they are part of the
// first download (apps/web/README.md, the bundle budget).
import { SESSION_LOGOUT_WINDOW_SECONDS } from '../constants';
import type { PortalAccess } from '../permissions/portals';

export type TokenPermissions = {
  isAcknowledged: boolean;
  frontPermissions: string[];
  backPermissions: string[];
  removedDefaultPermissions: string[];
};

export type TokenClaims = {
  userid: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  permissions: TokenPermissions;
  /** The portals the session opened; tokens issued before the community and education flags lack them. */
  access: PortalAccess;
  /** When the session ends, as an ISO timestamp; the original client reads this rather than `exp`. */
  expiryTimestamp: string;
  exp: number;
  iat: number;
  /** Identifies the session, so signing out revokes this token alone. */
  jti: string;
};

type Claims = Record<string, unknown>;

const isRecord = (value: unknown): value is Claims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): value is string => isText(value) && value.length > 0;
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);
/** A date and time with seconds optional, fractions of a second optional, and `Z` or an offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
const isDateTime = (value: unknown): value is string =>
  isText(value) && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** A list of texts; an absent list is empty. Undefined when the claim is anything else. */
function textList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every(isText) ? [...value] : undefined;
}

function readPermissions(value: unknown): TokenPermissions | undefined {
  if (!isRecord(value)) return undefined;
  const isAcknowledged = value.isAcknowledged ?? false;
  const frontPermissions = textList(value.frontPermissions);
  const backPermissions = textList(value.backPermissions);
  const removedDefaultPermissions = textList(value.removedDefaultPermissions);
  if (
    typeof isAcknowledged !== 'boolean' ||
    !frontPermissions ||
    !backPermissions ||
    !removedDefaultPermissions
  )
    return undefined;
  return { isAcknowledged, frontPermissions, backPermissions, removedDefaultPermissions };
}

/** The portal flags of a token: the building flag always present, the others false when absent. */
function readAccess(value: unknown): PortalAccess | undefined {
  if (!isRecord(value)) return undefined;
  const { canAccessBMPortal, canAccessCPPortal = false, canAccessGEPortal = false } = value;
  if (
    typeof canAccessBMPortal !== 'boolean' ||
    typeof canAccessCPPortal !== 'boolean' ||
    typeof canAccessGEPortal !== 'boolean'
  )
    return undefined;
  return { canAccessBMPortal, canAccessCPPortal, canAccessGEPortal };
}

/**
 * The claims of a decoded token, or null when one is missing or of the wrong kind. Absent permission
 * lists are empty; claims this app does not know are left out.
 */
export function readTokenClaims(payload: unknown): TokenClaims | null {
  if (!isRecord(payload)) return null;
  const { userid, role, firstName, lastName, email, expiryTimestamp, exp, iat, jti } = payload;
  const permissions = readPermissions(payload.permissions);
  const access = readAccess(payload.access);
  if (
    !isFilledText(userid) ||
    !isFilledText(role) ||
    !isText(firstName) ||
    !isText(lastName) ||
    !isText(email) ||
    !permissions ||
    !access ||
    !isDateTime(expiryTimestamp) ||
    !isWholeNumber(exp) ||
    !isWholeNumber(iat) ||
    !isFilledText(jti)
  )
    return null;
  return {
    userid,
    role,
    firstName,
    lastName,
    email,
    permissions,
    access,
    expiryTimestamp,
    exp,
    iat,
    jti,
  };
}

/** True when the token ends within the logout window (or has ended), so the app signs the user out. */
export function isSessionNearExpiry(expiryTimestamp: string, now: Date): boolean {
  const expiresAt = Date.parse(expiryTimestamp);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now.getTime() <= SESSION_LOGOUT_WINDOW_SECONDS * 1000;
}
