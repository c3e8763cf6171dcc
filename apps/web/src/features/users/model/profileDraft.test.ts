import { describe, expect, it } from 'vitest';
import { profileMessages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import { isAcceptableNewLink, withDefaultAdminLinks } from '../components/LinksDialog';
import { pictureProblem } from './pictureFile';
import { fitWithin } from './pictureResize';
import { changedFields, draftOf, identityProblems } from './profileDraft';

const profile = {
  _id: 'u1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  phoneNumber: ['+1 555 0100 100'],
  jobTitle: ['Cook'],
  bio: '',
  collaborationPreference: 'Zoom',
  weeklycommittedHours: 10,
  timeZone: 'America/Los_Angeles',
  teamCode: '',
  personalLinks: [],
  adminLinks: [],
  privacySettings: { email: true, phoneNumber: true, blueSquares: true },
  location: { userProvided: '', coords: { lat: null, lng: null }, country: '', city: '' },
  homeCountry: { userProvided: '', coords: { lat: null, lng: null }, country: '', city: '' },
  isVisible: true,
  isRehireable: true,
  isProtected: false,
  emailSubscriptions: false,
  bioPosted: 'default',
  startDate: '2024-03-10T08:00:00.000Z',
  endDate: null,
  __v: 3,
} as unknown as UserProfileJson;

describe('the profile draft', () => {
  it('reads the profile’s Pacific days and lists', () => {
    expect(draftOf(profile)).toMatchObject({ startDate: '2024-03-10', endDate: '', jobTitle: 'Cook' });
  });

  it('sends only the changed fields with the version read', () => {
    const saved = draftOf(profile);
    const body = changedFields(saved, { ...saved, jobTitle: 'Cook, Driver ', endDate: '' }, profile.__v);
    expect(body).toEqual({ jobTitle: ['Cook', 'Driver'], __v: 3 });
    expect(changedFields(saved, { ...saved, endDate: '2026-01-01' }, 3)).toEqual({
      endDate: '2026-01-01',
      __v: 3,
    });
  });

  it('names the identity problems that keep Save disabled', () => {
    expect(identityProblems({ firstName: '', lastName: ' ', email: 'x@' })).toEqual({
      firstName: profileMessages.firstNameRequired,
      lastName: profileMessages.lastNameRequired,
      email: profileMessages.emailInvalid,
    });
    expect(identityProblems(draftOf(profile))).toEqual({});
  });
});

describe('links', () => {
  it('always shows the default admin links first', () => {
    expect(
      withDefaultAdminLinks([{ Name: 'Extra', Link: 'x.example.org' }]).map((link) => link.Name),
    ).toEqual(['Google Doc', 'Media Folder', 'Extra']);
  });

  it('accepts a new link only with a name, a valid URL and a name not yet used', () => {
    const links = [{ Name: 'Blog', Link: 'blog.example.org' }];
    expect(isAcceptableNewLink(links, { Name: 'Site', Link: 'https://site.example.org/a' })).toBe(true);
    expect(isAcceptableNewLink(links, { Name: 'BLOG', Link: 'https://site.example.org' })).toBe(false);
    expect(isAcceptableNewLink(links, { Name: '', Link: 'https://site.example.org' })).toBe(false);
    expect(isAcceptableNewLink(links, { Name: 'Site', Link: 'not a link' })).toBe(false);
  });
});

describe('pictures', () => {
  it('refuses other types and offers a resize for large files', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })?.kind).toBe('type');
    expect(pictureProblem({ type: 'image/png', size: 60 * 1024 })?.kind).toBe('size');
    expect(pictureProblem({ type: 'image/jpeg', size: 50 * 1024 })).toBeNull();
  });

  it('shrinks to fit, keeping proportions and never enlarging', () => {
    expect(fitWithin(1600, 800, 400)).toEqual({ width: 400, height: 200 });
    expect(fitWithin(100, 50, 400)).toEqual({ width: 100, height: 50 });
  });
});
