import { describe, expect, it } from 'vitest';
import { isSessionNearExpiry, loginInput, tokenClaims } from './auth.schema';

const firstMessage = (input: unknown, field: string): string | undefined => {
  const result = loginInput.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('loginInput', () => {
  it('trims and lowercases the email', () => {
    expect(loginInput.parse({ email: '  Jane.Doe@Example.ORG ', password: 'x' })).toEqual({
      email: 'jane.doe@example.org',
      password: 'x',
    });
  });

  it('asks for a missing or blank email once, and flags a malformed one', () => {
    expect(firstMessage({ password: 'x' }, 'email')).toBe('Email is required');
    const blank = loginInput.safeParse({ email: '   ', password: 'x' });
    expect(blank.success ? [] : blank.error.issues.map((issue) => issue.message)).toEqual([
      'Email is required',
    ]);
    expect(firstMessage({ email: 'jane@', password: 'x' }, 'email')).toBe(
      'Please enter a valid email address.',
    );
  });

  it('requires a password', () => {
    expect(firstMessage({ email: 'jane@example.org', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(firstMessage({ email: 'jane@example.org' }, 'password')).toBe('Password is required');
  });
});

describe('tokenClaims', () => {
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

  it('fills missing permission lists with empty ones', () => {
    expect(tokenClaims.parse(claims).permissions).toEqual({
      isAcknowledged: false,
      frontPermissions: ['getReports'],
      backPermissions: [],
      removedDefaultPermissions: [],
    });
  });

  it('refuses claims without an expiry timestamp or user id', () => {
    expect(tokenClaims.safeParse({ ...claims, expiryTimestamp: 'tomorrow' }).success).toBe(false);
    expect(tokenClaims.safeParse({ ...claims, userid: '' }).success).toBe(false);
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
