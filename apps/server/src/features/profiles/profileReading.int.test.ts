import { profileMessages } from '@hgn/domain/messages';
import { endOfWeek } from '@hgn/domain/time';
import {
  userBasicInfoJson,
  userListItemJson,
  userProfileJson,
  type UserListItemJson,
  type UserNameJson,
  type UserProfileJson,
} from '@hgn/domain/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';

const t = await createTestApp();
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

describe('privacy of a profile', () => {
  it('hides a private e-mail, phone and blue squares from other volunteers only', async () => {
    const subject = await t.createUser({
      phoneNumber: ['+1 555 0100 999'],
      privacyEmail: false,
      privacyPhoneNumber: false,
      privacyBlueSquares: false,
    });
    await t.database.db
      .insert(blueSquares)
      .values({ userId: subject.id, date: '2026-01-04', description: 'Late' });
    const volunteer = await t.signedIn('Volunteer');
    const manager = await t.signedIn('Manager');
    const hidden = (await get(`/api/userprofile/${subject.id}`, volunteer.headers)).json<UserProfileJson>();
    expect(hidden).toMatchObject({ email: '', phoneNumber: [], infringements: [] });
    const shown = (await get(`/api/userprofile/${subject.id}`, manager.headers)).json<UserProfileJson>();
    expect(shown.email).toBe(subject.email);
    expect(shown.phoneNumber).toEqual(['+1 555 0100 999']);
    expect(shown.infringements).toHaveLength(1);
  });

  it('shows public fields to everyone and private ones to the user', async () => {
    const me = await t.signedIn('Volunteer', { privacyEmail: false });
    expect((await get(`/api/userprofile/${me.id}`, me.headers)).json<UserProfileJson>().email).toBe(me.email);
    const other = await t.signedIn('Volunteer');
    const publicOne = await t.createUser();
    expect((await get(`/api/userprofile/${publicOne.id}`, other.headers)).json<UserProfileJson>().email).toBe(
      publicOne.email,
    );
  });

  it('returns the fields of the original profile', async () => {
    const me = await t.signedIn('Volunteer');
    const profile = (await get(`/api/userprofile/${me.id}`, me.headers)).json<UserProfileJson>();
    expect(profile).toMatchObject({
      bioPosted: 'default',
      emailSubscriptions: false,
      weeklySummaryOption: 'Required',
      weeklySummaryNotReq: false,
      isFirstTimelog: true,
      missedHours: 0,
      personalBestMaxHrs: 0,
      badgeCount: 0,
      reactivationDate: null,
      isSet: false,
      weeklycommittedHoursHistory: [],
      homeCountry: { userProvided: '', coords: { lat: null, lng: null }, country: '', city: '' },
      location: { userProvided: '', coords: { lat: null, lng: null }, country: '', city: '' },
    });
  });
});

describe('the original shapes of profiles', () => {
  it('sends every field of the original profile, lists and figures present even when empty', async () => {
    const me = await t.signedIn('Volunteer', { homeCountry: 'Brazil', jobTitle: ['Cook', 'Gardener'] });
    const before = new Date();
    const profile = userProfileJson.parse((await get(`/api/userprofile/${me.id}`, me.headers)).json());
    expect(profile).toMatchObject({
      jobTitle: ['Cook', 'Gardener'],
      homeCountry: { userProvided: 'Brazil', coords: { lat: null, lng: null }, country: 'Brazil', city: '' },
      permissions: { frontPermissions: [], backPermissions: [] },
      weeklySummariesCount: 0,
      totalTangibleHrs: 0,
      totalIntangibleHrs: 0,
      lastWeekTangibleHrs: 0,
      tangibleHoursReportedThisWeek: 0,
      categoryTangibleHrs: [],
      savedTangibleHrs: [],
      timeEntryEditHistory: [],
      suggestedProfilePics: [],
      warnings: [],
      infoCollections: [],
      summarySubmissionDates: [],
      copiedAiPrompt: null,
      getWeeklyReport: false,
    });
    // Eight areas of work, none with hours yet.
    expect(Object.values(profile.hoursByCategory)).toEqual(Array<number>(8).fill(0));
    // This week's summary first, then the three before it, each due Saturday 23:59:59.999 Pacific.
    expect(profile.weeklySummaries).toEqual(
      [0, -1, -2, -3].map((week) => ({
        dueDate: endOfWeek(before, week).toISOString(),
        summary: '',
        uploadDate: null,
      })),
    );
  });

  it('takes the whole profile back with the home country as a place', async () => {
    const me = await t.signedIn('Volunteer', { homeCountry: 'Brazil' });
    const profile = (await get(`/api/userprofile/${me.id}`, me.headers)).json<UserProfileJson>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${me.id}`,
      headers: me.headers,
      payload: {
        ...profile,
        homeCountry: { ...profile.homeCountry, userProvided: 'Chile', country: 'Chile' },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = userProfileJson.parse((await get(`/api/userprofile/${me.id}`, me.headers)).json());
    expect(saved.homeCountry).toMatchObject({ userProvided: 'Chile', country: 'Chile' });
  });

  it('sends a profile with teams, projects, badges and blue squares in the original shape', async () => {
    const owner = await t.signedIn('Owner');
    const subject = await t.createUser({ weeklyCommittedHours: 12 });
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: owner.headers, payload });
    const team = (await call('POST', '/api/team', { teamName: 'Shape Crew' })).json<{ _id: string }>();
    await call('POST', `/api/team/${team._id}/users`, { userId: subject.id, operation: 'Assign' });
    const project = (await call('POST', '/api/projects', { projectName: 'Shape Garden' })).json<{
      _id: string;
    }>();
    await call('POST', `/api/project/${project._id}/users`, {
      projectId: project._id,
      users: [{ userId: subject.id, operation: 'Assign' }],
    });
    const badge = (
      await call('POST', '/api/badge', {
        badgeName: 'Shape Badge',
        type: 'Custom',
        imageUrl:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      })
    ).json<{ _id: string }>();
    await call('PUT', `/api/badge/assign/${subject.id}`, {
      badgeCollection: [{ badge: badge._id, count: 1 }],
    });
    await call('POST', `/api/userprofile/${subject.id}/addInfringement`, {
      blueSquare: { date: '2026-01-04', description: 'Late' },
    });

    const res = await get(`/api/userprofile/${subject.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    const profile = userProfileJson.parse(res.json());
    expect(profile.teams.map((row) => row.teamName)).toEqual(['Shape Crew']);
    expect(profile.projects.map((row) => row.projectName)).toContain('Shape Garden');
    expect(profile.badgeCollection.map((item) => item.badge.badgeName)).toEqual(['Shape Badge']);
    expect(profile.infringements.map((item) => item.description)).toEqual(['Late']);
  });

  it('sends the plain list with the job titles as one string, as the original list did', async () => {
    const admin = await t.signedIn('Administrator', { jobTitle: ['Cook', 'Gardener'] });
    const list = z.array(userListItemJson).parse((await get('/api/userprofile', admin.headers)).json());
    expect(list.find((user) => user._id === admin.id)?.jobTitle).toBe('Cook, Gardener');
  });

  it('answers /userProfile/basicInfo with everyone by last name, for getUserProfiles only', async () => {
    const volunteer = await t.signedIn('Volunteer');
    expect((await get('/api/userProfile/basicInfo', volunteer.headers)).statusCode).toBe(403);
    const zulu = await t.createUser({ lastName: 'Basic-Zulu', isActive: false });
    const coreTeam = await t.signedIn('Core Team', { lastName: 'Basic-Alpha' });
    const res = await get('/api/userProfile/basicInfo', coreTeam.headers);
    expect(res.statusCode).toBe(200);
    const rows = z.array(userBasicInfoJson).parse(res.json());
    const ids = rows.map((row) => row._id);
    expect(ids.indexOf(coreTeam.id)).toBeLessThan(ids.indexOf(zulu.id));
    expect(rows.find((row) => row._id === zulu.id)).toMatchObject({
      lastName: 'Basic-Zulu',
      isActive: false,
    });
  });
});

describe('finding people', () => {
  it('autocompletes active users ignoring accents and case, at most 10', async () => {
    const me = await t.signedIn('Volunteer');
    await t.createUser({ firstName: 'José', lastName: 'Álvarez' });
    await t.createUser({ firstName: 'Jose', lastName: 'Inactive', isActive: false });
    for (let i = 0; i < 12; i++) await t.createUser({ firstName: 'Zzmany', lastName: `Person${i}` });
    const found = (await get('/api/userprofile/autocomplete/JOSE alv', me.headers)).json<UserNameJson[]>();
    expect(found.map((user) => `${user.firstName} ${user.lastName}`)).toEqual(['José Álvarez']);
    expect(
      (await get('/api/userProfile/autocomplete/zzmány', me.headers)).json<UserNameJson[]>(),
    ).toHaveLength(10);
    expect((await get('/api/userprofile/autocomplete/%25', me.headers)).json<UserNameJson[]>()).toEqual([]);
  });

  it('finds by name and by full name, ignoring accents and case', async () => {
    const me = await t.signedIn('Volunteer');
    const lukasz = await t.createUser({ firstName: 'Łukasz', lastName: 'Nowak Kowalski' });
    const byName = (await get('/api/userprofile/name/lukasz nowak kowalski', me.headers)).json<
      UserNameJson[]
    >();
    expect(byName.map((user) => user._id)).toEqual([lukasz.id]);
    const byFull = (await get('/api/userprofile/fullName/LUKASZ   Nowak Kowalski', me.headers)).json<
      UserNameJson[]
    >();
    expect(byFull.map((user) => user._id)).toEqual([lukasz.id]);
  });

  it('lists the team codes in use', async () => {
    const me = await t.signedIn('Volunteer');
    await t.createUser({ teamCode: 'X-ABC' });
    await t.createUser({ teamCode: 'X-ABC' });
    await t.createUser({ teamCode: 'A-BCD' });
    expect((await get('/api/userprofile/teamCode/list', me.headers)).json()).toEqual(['A-BCD', 'X-ABC']);
  });

  it('lists all users for getUserProfiles only, with their blue-square count', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const admin = await t.signedIn('Administrator');
    expect((await get('/api/userprofile', volunteer.headers)).statusCode).toBe(403);
    const res = await get('/api/userprofile/', admin.headers);
    expect(res.statusCode).toBe(200);
    const mine = res.json<UserListItemJson[]>().find((user) => user._id === admin.id);
    expect(mine).toMatchObject({ role: 'Administrator', infringementCount: 0 });
  });

  it('counts each user’s own blue squares in the list', async () => {
    const admin = await t.signedIn('Administrator');
    const late = await t.createUser({ firstName: 'Lena', lastName: 'Late' });
    const onTime = await t.createUser({ firstName: 'Omar', lastName: 'OnTime' });
    await t.database.db.insert(blueSquares).values([
      { userId: late.id, date: '2026-01-04', description: 'First' },
      { userId: late.id, date: '2026-01-11', description: 'Second' },
      { userId: late.id, date: '2026-01-18', description: 'Third' },
    ]);
    const list = (await get('/api/userprofile', admin.headers)).json<UserListItemJson[]>();
    expect(list.find((user) => user._id === late.id)?.infringementCount).toBe(3);
    expect(list.find((user) => user._id === onTime.id)?.infringementCount).toBe(0);
  });

  it('shows the edit history only to those who may edit the profile', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const other = await t.createUser();
    expect((await get(`/api/userprofile/${other.id}/edits`, volunteer.headers)).statusCode).toBe(403);
    expect((await get(`/api/userprofile/${volunteer.id}/edits`, volunteer.headers)).json()).toEqual([]);
  });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);

describe('profile pictures', () => {
  const putPicture = (userId: string, headers: Headers, payload: Buffer | object, contentType?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${userId}/picture`,
      headers: contentType ? { ...headers, 'content-type': contentType } : headers,
      payload,
    });

  it('stores a png sent raw and serves it with its type, cached by version', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await putPicture(me.id, me.headers, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const { profilePic } = res.json<{ profilePic: string }>();
    expect(profilePic).toMatch(new RegExp(`^/api/userprofile/${me.id}/picture\\?v=\\d+$`));
    const served = await t.app.inject({ method: 'GET', url: profilePic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/userprofile/${me.id}`, me.headers)).json<UserProfileJson>().profilePic).toBe(
      profilePic,
    );
    // The upload does not make an open editor's copy stale.
    expect((await get(`/api/userprofile/${me.id}`, me.headers)).json<UserProfileJson>().__v).toBe(0);
  });

  it('takes a jpeg as a data URL, judging it by its bytes', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await putPicture(me.id, me.headers, {
      profilePic: `data:image/png;base64,${JPEG.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json<{ profilePic: string }>().profilePic });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file that only claims to be a picture', async () => {
    const me = await t.signedIn('Volunteer');
    const gif = Buffer.from('GIF89a-not-a-png-at-all');
    const res = await putPicture(me.id, me.headers, gif, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: profileMessages.pictureTypeNotPermitted });
    expect((await t.app.inject({ method: 'GET', url: `/api/userprofile/${me.id}/picture` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a picture over 50 KB, raw or as a data URL', async () => {
    const me = await t.signedIn('Volunteer');
    const big = Buffer.concat([PNG, Buffer.alloc(50 * 1024, 3)]);
    const raw = await putPicture(me.id, me.headers, big, 'image/png');
    expect(raw.statusCode).toBe(413);
    expect(raw.json()).toMatchObject({ message: profileMessages.pictureTooLarge });
    const asDataUrl = await putPicture(me.id, me.headers, {
      profilePic: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(asDataUrl.statusCode).toBe(413);
    const huge = await putPicture(
      me.id,
      me.headers,
      Buffer.concat([PNG, Buffer.alloc(200 * 1024)]),
      'image/png',
    );
    expect(huge.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: `/api/userprofile/${me.id}/picture` })).statusCode).toBe(
      404,
    );
  });

  it('asks for a picture when the body carries none, and says a person has none', async () => {
    const me = await t.signedIn('Volunteer');
    const empty = await putPicture(me.id, me.headers, { caption: 'me' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'Please choose a picture.',
      message: 'Please choose a picture.',
      code: 'VALIDATION_FAILED',
      field: 'profilePic',
    });
    for (const userId of [me.id, 'not-an-id']) {
      const none = await t.app.inject({ method: 'GET', url: `/api/userprofile/${userId}/picture` });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({
        error: 'This user has no profile picture.',
        message: 'This user has no profile picture.',
        code: 'NOT_FOUND',
      });
    }
  });

  it('refuses another user’s picture and lets the owner remove theirs', async () => {
    const me = await t.signedIn('Volunteer');
    const other = await t.signedIn('Volunteer');
    expect((await putPicture(other.id, me.headers, PNG, 'image/png')).statusCode).toBe(403);
    expect((await putPicture(me.id, me.headers, PNG, 'image/png')).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/userprofile/${me.id}/picture`,
      headers: me.headers,
    });
    expect(removed.json()).toEqual({ profilePic: '' });
    expect((await t.app.inject({ method: 'GET', url: `/api/userprofile/${me.id}/picture` })).statusCode).toBe(
      404,
    );
  });
});
