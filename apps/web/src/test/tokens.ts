// Unsigned tokens shaped like the server's, for tests that only decode them.
const base64Url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

interface TokenOverrides {
  userid?: string;
  role?: string;
  firstName?: string;
  expiresInSeconds?: number;
  frontPermissions?: string[];
  removedDefaultPermissions?: string[];
  /** The token's `access` claim; the building flag alone, false, unless given. */
  access?: Record<string, boolean>;
}

export function makeToken(overrides: TokenOverrides = {}, nowMs = Date.now()): string {
  const expiresInSeconds = overrides.expiresInSeconds ?? 10 * 24 * 3600;
  const payload = {
    userid: overrides.userid ?? 'u-owner',
    role: overrides.role ?? 'Owner',
    firstName: overrides.firstName ?? 'Olive',
    lastName: 'Owner',
    email: 'owner@example.org',
    permissions: {
      isAcknowledged: true,
      frontPermissions: overrides.frontPermissions ?? [],
      backPermissions: [],
      removedDefaultPermissions: overrides.removedDefaultPermissions ?? [],
    },
    access: overrides.access ?? { canAccessBMPortal: false },
    expiryTimestamp: new Date(nowMs + expiresInSeconds * 1000).toISOString(),
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(nowMs / 1000) + expiresInSeconds,
    jti: 'session-1',
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
