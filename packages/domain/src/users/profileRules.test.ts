import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, effectivePermissions, type Actor } from '../permissions';
import { areValidLinks, googleDocLinkOf } from './profileLinks';
import { canSeePrivateProfileFields, mayChangeProfileField, mayEditProfile } from './profileAccess';
import { profileIdentityForm, profileUpdateInput } from './profile.schema';
import { isValidTeamCode } from './teamCode';
import { countryOfTimeZone } from './zoneCountries';
import { listTimeZones, timeZoneLabel, utcOffsetOf } from './timeZones';

const actor = (role: string, userId = 'u1', extra: string[] = []): Actor => ({
  userId,
  role,
  permissions: effectivePermissions({
    rolePermissions: DEFAULT_ROLE_PERMISSIONS[role as keyof typeof DEFAULT_ROLE_PERMISSIONS] ?? [],
    frontPermissions: extra,
  }),
});

describe('team codes', () => {
  it.each(['', 'A-BCD', '1-23456', 'ABCDE', 'abc1234', '#-AB1'])('accepts %j', (code) =>
    expect(isValidTeamCode(code)).toBe(true),
  );
  it.each(['AB', 'A-BC', 'ABCDEFGH', 'AB-CDE', 'A-BCDEFG', '#-ABCD'])('refuses %j', (code) =>
    expect(isValidTeamCode(code)).toBe(false),
  );
});

describe('links', () => {
  it('accepts empty default links and named valid ones', () => {
    expect(
      areValidLinks([
        { Name: 'Google Doc', Link: '' },
        { Name: 'Media Folder', Link: '' },
        { Name: 'Site', Link: 'example.org/path?q=1' },
      ]),
    ).toBe(true);
  });
  it.each([
    [[{ Name: '', Link: 'example.org' }]],
    [[{ Name: 'Site', Link: '' }]],
    [[{ Name: 'Site', Link: 'http://localhost' }]],
    [[{ Name: 'Google Doc', Link: 'https://example.org/doc' }]],
    [
      [
        { Name: 'Site', Link: 'a.example.org' },
        { Name: 'SITE', Link: 'b.example.org' },
      ],
    ],
  ])('refuses %j', (links) => expect(areValidLinks(links)).toBe(false));
  it('finds the Google Doc', () =>
    expect(googleDocLinkOf([{ Name: 'Google Doc', Link: ' https://docs.google.com/document/d/x ' }])).toBe(
      'https://docs.google.com/document/d/x',
    ));
});

describe('who may see and change a profile', () => {
  const target = { userId: 'u2', role: 'Volunteer', isProtected: false };
  it('shows private fields to the user, editors and elevated roles only', () => {
    expect(canSeePrivateProfileFields(actor('Volunteer', 'u2'), target)).toBe(true);
    expect(canSeePrivateProfileFields(actor('Volunteer'), target)).toBe(false);
    expect(canSeePrivateProfileFields(actor('Mentor'), target)).toBe(true);
  });
  it('protects Owners and protected accounts', () => {
    expect(mayEditProfile(actor('Administrator'), { ...target, role: 'Owner' })).toBe(false);
    expect(mayEditProfile(actor('Owner'), { ...target, role: 'Owner' })).toBe(true);
    expect(mayEditProfile(actor('Administrator'), { ...target, isProtected: true })).toBe(false);
    expect(mayEditProfile(actor('Volunteer', 'u2'), { ...target, isProtected: true })).toBe(true);
  });
  it('names the permission of each important field', () => {
    expect(mayChangeProfileField(actor('Volunteer', 'u2'), target, 'weeklycommittedHours')).toBe(false);
    expect(mayChangeProfileField(actor('Volunteer', 'u1', ['editTeamCode']), target, 'teamCode')).toBe(true);
    expect(mayChangeProfileField(actor('Administrator'), target, 'adminLinks')).toBe(true);
    expect(mayChangeProfileField(actor('Volunteer', 'u2'), target, 'bioPosted')).toBe(true);
    expect(mayChangeProfileField(actor('Administrator'), target, 'isProtected')).toBe(false);
  });
});

describe('profile schemas', () => {
  it('carries the spec’s messages', () => {
    const issues = profileIdentityForm.safeParse({ firstName: ' ', lastName: '', email: 'x' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      "First Name Can't be null",
      "Last Name Can't be Null",
      'Email is not Valid',
    ]);
  });
  it('reads instants as Pacific days and single texts as lists', () => {
    expect(
      profileUpdateInput.parse({ startDate: '2024-03-10T08:00:00.000Z', jobTitle: 'Cook', endDate: '' }),
    ).toMatchObject({ startDate: '2024-03-10', jobTitle: ['Cook'], endDate: null });
  });
});

describe('time zones', () => {
  it('lists zones with offsets and countries', () => {
    const zones = listTimeZones(new Date('2026-01-15T12:00:00Z'));
    expect(zones.find((zone) => zone.name === 'America/Los_Angeles')).toEqual({
      name: 'America/Los_Angeles',
      utcOffset: 'UTC-08:00',
      countryCode: 'US',
    });
    expect(utcOffsetOf('Asia/Kolkata', new Date())).toBe('UTC+05:30');
    expect(timeZoneLabel({ name: 'UTC', utcOffset: 'UTC+00:00' })).toBe('UTC (UTC+00:00)');
    expect(countryOfTimeZone('Asia/Calcutta')).toBe('IN');
    expect(
      zones.filter(
        (zone) => zone.name.includes('/') && !zone.name.startsWith('Etc/') && zone.countryCode === '',
      ),
    ).toEqual([]);
  });
});
