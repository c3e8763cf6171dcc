import { describe, expect, it } from 'vitest';
import { setupMessages } from '../messages';
import {
  invitationInput,
  profilePictureProblem,
  profileSetupForm,
  profileSetupInput,
  titleCase,
} from './setup.schema';

const valid = {
  token: 't',
  firstName: '  maría  josé ',
  lastName: 'de la cruz',
  email: 'IGNORED@Example.org',
  phoneNumber: '+1 555 010 1234',
  password: 'Setup!pass1',
  jobTitle: 'web developer',
  collaborationPreference: 'wechat',
  timeZone: 'Europe/Paris',
  location: {
    userProvided: 'paris,  france',
    coords: { lat: 48.8, lng: 2.3 },
    country: 'France',
    city: 'Paris',
  },
};

const messageFor = (input: unknown, field: string) => {
  const result = profileSetupInput.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

const picture = (type: string, bytes: number) =>
  `data:image/${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

describe('profileSetupInput', () => {
  it('title-cases names, job title, location and preference, lowercases the e-mail', () => {
    const parsed = profileSetupInput.parse(valid);
    expect(parsed).toMatchObject({
      firstName: 'María José',
      lastName: 'De La Cruz',
      email: 'ignored@example.org',
      jobTitle: 'Web Developer',
      collaborationPreference: 'WeChat',
      privacySettings: { email: true, phoneNumber: true },
    });
    expect(parsed.location.userProvided).toBe('Paris, France');
    expect(titleCase('o NEIL')).toBe('O Neil');
  });

  it('uses the spec texts for each field', () => {
    expect(messageFor({ ...valid, firstName: ' ' }, 'firstName')).toBe(setupMessages.firstNameRequired);
    expect(messageFor({ ...valid, firstName: 'R2D2' }, 'firstName')).toBe(setupMessages.firstNameInvalid);
    expect(messageFor({ ...valid, lastName: undefined }, 'lastName')).toBe(setupMessages.lastNameRequired);
    expect(messageFor({ ...valid, lastName: 'x_y' }, 'lastName')).toBe(setupMessages.lastNameInvalid);
    expect(messageFor({ ...valid, phoneNumber: '' }, 'phoneNumber')).toBe(setupMessages.phoneRequired);
    expect(messageFor({ ...valid, phoneNumber: '12345' }, 'phoneNumber')).toBe(setupMessages.phoneInvalid);
    expect(messageFor({ ...valid, password: '' }, 'password')).toBe(setupMessages.passwordRequired);
    expect(messageFor({ ...valid, password: 'Ab1!' }, 'password')).toBe(setupMessages.passwordTooShort);
    expect(messageFor({ ...valid, password: 'Abcdefg1' }, 'password')).toBe(setupMessages.passwordRule);
    expect(messageFor({ ...valid, jobTitle: '' }, 'jobTitle')).toBe(setupMessages.jobTitleRequired);
    expect(messageFor({ ...valid, collaborationPreference: ' ' }, 'collaborationPreference')).toBe(
      setupMessages.collaborationPreferenceEmpty,
    );
    expect(messageFor({ ...valid, location: { userProvided: '' } }, 'location')).toBe(
      setupMessages.locationRequired,
    );
    expect(messageFor({ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone')).toBe(
      setupMessages.timeZoneRequired,
    );
  });

  it('falls back to Pacific time and Zoom when the API call leaves them out', () => {
    const parsed = profileSetupInput.parse({
      ...valid,
      timeZone: undefined,
      collaborationPreference: undefined,
    });
    expect(parsed.timeZone).toBe('America/Los_Angeles');
    expect(parsed.collaborationPreference).toBe('Zoom');
  });

  it('accepts png, jpeg and jpg pictures up to 50 KB', () => {
    expect(profilePictureProblem(picture('png', 50 * 1024 - 3))).toBeUndefined();
    expect(profilePictureProblem(picture('jpg', 1000))).toBeUndefined();
    expect(profilePictureProblem(picture('jpeg', 60 * 1024))).toBe(setupMessages.fileTooLarge);
    expect(profilePictureProblem(picture('gif', 1000))).toBe(setupMessages.fileTypeNotPermitted);
    expect(profilePictureProblem('https://example.org/me.png')).toBe(setupMessages.fileTypeNotPermitted);
    expect(messageFor({ ...valid, profilePicture: picture('gif', 10) }, 'profilePicture')).toBe(
      setupMessages.fileTypeNotPermitted,
    );
  });
});

describe('profileSetupForm', () => {
  it('asks for the confirmation and a time zone set through the lookup', () => {
    const result = profileSetupForm.safeParse({ ...valid, confirmPassword: 'Other!pass1', timeZone: '' });
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain(setupMessages.timeZoneRequired);
    const mismatch = profileSetupForm.safeParse({ ...valid, confirmPassword: 'Other!pass1' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: setupMessages.confirmPasswordMismatch,
    });
  });
});

describe('invitationInput', () => {
  it('lowercases the e-mail and defaults the weekly hours to 10', () => {
    expect(invitationInput.parse({ email: ' New.Person@Example.ORG ' })).toMatchObject({
      email: 'new.person@example.org',
      weeklyCommittedHours: 10,
    });
    expect(invitationInput.parse({ email: 'a@b.org', weeklyCommittedHours: '15' }).weeklyCommittedHours).toBe(
      15,
    );
    expect(invitationInput.safeParse({ email: 'a@b.org', weeklyCommittedHours: 200 }).success).toBe(false);
  });
});
