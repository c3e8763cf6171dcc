import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { authMessages } from '../messages/signIn.messages';
import { EMAIL_PATTERN, loginProblems, normaliseLoginEmail, portalLoginProblems } from './signIn';

describe('loginProblems', () => {
  it('passes a complete sign-in, whatever the case and spaces around the address', () => {
    expect(loginProblems({ email: '  Jane.Doe@Example.ORG ', password: 'x' })).toEqual({});
    expect(normaliseLoginEmail('  Jane.Doe@Example.ORG ')).toBe('jane.doe@example.org');
  });

  it('asks for a missing or blank address, and flags a malformed one', () => {
    expect(loginProblems({ email: '', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(loginProblems({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(loginProblems({ email: 'jane@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('requires a password, and names both fields when both are wrong', () => {
    expect(loginProblems({ email: 'jane@example.org', password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(loginProblems({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('accepts exactly the addresses z.email() accepts, as every other form does', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    const addresses = ['a@b.co', 'first.last+tag@sub.example.org', 'a@b', 'a..b@example.org', 'a@-x.org'];
    for (const address of addresses)
      expect(loginProblems({ email: address, password: 'x' }).email === undefined).toBe(
        z.email().safeParse(address).success,
      );
  });
});

describe('portalLoginProblems', () => {
  it('asks for a password of at least eight characters besides the sign-in rule', () => {
    expect(portalLoginProblems({ email: 'jane@example.org', password: 'Seven!7' })).toEqual({
      password: authMessages.portalPasswordTooShort,
    });
    expect(portalLoginProblems({ email: 'jane@example.org', password: 'Eight!88' })).toEqual({});
    expect(portalLoginProblems({ email: 'jane', password: '' })).toEqual({
      email: authMessages.emailInvalid,
      password: authMessages.passwordRequired,
    });
  });
});
