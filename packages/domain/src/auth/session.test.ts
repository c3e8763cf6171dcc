import { describe, expect, it } from 'vitest';
import { NO_PORTAL_ACCESS } from '../permissions/portals';
import { isSessionNearExpiry, readTokenClaims } from './session';

describe('readTokenClaims', () => {
  const claims = {
    userid: 'u1',
    role: 'Volunteer',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.org',
    permissions: { frontPermissions: ['getReports'] },
    access: { canAccessBMPortal: false },
    expiryTimestamp: '2026-03-18T09:00:00.000Z',
    exp: 1_773_824_400,
    iat: 1_772_960_400,
    jti: 's1',
  };

  it('fills missing permission lists with empty ones and leaves unknown claims out', () => {
    const read = readTokenClaims({ ...claims, sub: 'other', nbf: 1 });
    expect(read?.permissions).toEqual({
      isAcknowledged: false,
      frontPermissions: ['getReports'],
      backPermissions: [],
      removedDefaultPermissions: [],
    });
    expect(read).toEqual({ ...claims, permissions: read?.permissions, access: NO_PORTAL_ACCESS });
  });

  it('reads the portal flags, a token without the community and education flags having neither', () => {
    expect(readTokenClaims({ ...claims, access: { canAccessBMPortal: true } })?.access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: false,
      canAccessGEPortal: false,
    });
    const all = { canAccessBMPortal: true, canAccessCPPortal: true, canAccessGEPortal: true };
    expect(readTokenClaims({ ...claims, access: all })?.access).toEqual(all);
  });

  it('refuses portal flags that are not booleans', () => {
    expect(readTokenClaims({ ...claims, access: { canAccessBMPortal: 'true' } })).toBeNull();
    expect(
      readTokenClaims({ ...claims, access: { canAccessBMPortal: true, canAccessCPPortal: 1 } }),
    ).toBeNull();
    expect(
      readTokenClaims({ ...claims, access: { canAccessBMPortal: true, canAccessGEPortal: null } }),
    ).toBeNull();
    expect(readTokenClaims({ ...claims, access: true })).toBeNull();
  });

  it('accepts an expiry with an offset instead of Z, and without fractions of a second', () => {
    expect(readTokenClaims({ ...claims, expiryTimestamp: '2026-03-18T01:00:00-08:00' })).not.toBeNull();
  });

  it('refuses claims without an expiry timestamp, a user id or a session id', () => {
    expect(readTokenClaims({ ...claims, expiryTimestamp: 'tomorrow' })).toBeNull();
    expect(readTokenClaims({ ...claims, expiryTimestamp: '2026-03-18' })).toBeNull();
    expect(readTokenClaims({ ...claims, userid: '' })).toBeNull();
    const { jti: _jti, ...withoutSession } = claims;
    expect(readTokenClaims(withoutSession)).toBeNull();
  });

  it('refuses claims of the wrong kind', () => {
    expect(readTokenClaims(null)).toBeNull();
    expect(readTokenClaims('token')).toBeNull();
    expect(readTokenClaims({ ...claims, exp: 1.5 })).toBeNull();
    expect(readTokenClaims({ ...claims, access: {} })).toBeNull();
    expect(readTokenClaims({ ...claims, permissions: { frontPermissions: [1] } })).toBeNull();
    expect(readTokenClaims({ ...claims, permissions: { isAcknowledged: 'yes' } })).toBeNull();
  });
});

describe('isSessionNearExpiry', () => {
  const now = new Date('2026-03-08T12:00:00Z');

  it('ends sessions within two days of expiry', () => {
    expect(isSessionNearExpiry('2026-03-10T12:00:00Z', now)).toBe(true);
    expect(isSessionNearExpiry('2026-03-10T12:00:01Z', now)).toBe(false);
    expect(isSessionNearExpiry('2026-03-01T00:00:00Z', now)).toBe(true);
    expect(isSessionNearExpiry('garbage', now)).toBe(true);
  });
});
