import { describe, expect, it } from 'vitest';
import {
  emailCopyJson,
  emailCopyMessages,
  scheduledReasonJson,
  scheduledReasonMessages,
  scheduledReasonsJson,
} from '@hgn/domain/blueSquares';
import { createTestApp, fixedClock } from '../../../test/app.js';

// Wednesday 2 December 2026, noon Pacific: the next Sunday is the 6th, the last one was 29 November.
const t = await createTestApp({ clock: fixedClock('2026-12-02T20:00:00Z') });

describe('/api/AssignBlueSquareEmail', () => {
  it('lists, adds by e-mail and removes people with the original shapes, for an Owner', async () => {
    const owner = await t.signedIn('Owner');
    const copied = await t.createUser({ firstName: 'Cora', lastName: 'Copy', role: 'Manager' });

    const added = await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', {
      email: copied.email.toUpperCase(),
    });
    expect(added.statusCode).toBe(200);
    const body = emailCopyJson.parse(added.json());
    expect(body).toEqual({
      _id: expect.any(String) as string,
      email: copied.email,
      assignedTo: {
        _id: copied.id,
        firstName: 'Cora',
        lastName: 'Copy',
        email: copied.email,
        role: 'Manager',
        isActive: true,
      },
    });

    const listed = await t.call(owner, 'GET', '/api/assignbluesquareemail');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([body]);

    const removed = await t.call(owner, 'DELETE', `/api/AssignBlueSquareEmail/${body._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: body._id });
    expect((await t.call(owner, 'GET', '/api/AssignBlueSquareEmail')).json()).toEqual([]);
    expect((await t.call(owner, 'DELETE', `/api/AssignBlueSquareEmail/${body._id}`)).statusCode).toBe(404);
  });

  it('refuses an address of no active person (400) and a second listing (409), naming the field', async () => {
    const admin = await t.signedIn('Administrator');
    const gone = await t.createUser({ isActive: false });
    for (const email of ['nobody@example.org', gone.email]) {
      const res = await t.call(admin, 'POST', '/api/AssignBlueSquareEmail', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'email', message: emailCopyMessages.noSuchPerson });
    }
    const person = await t.createUser();
    expect(
      (await t.call(admin, 'POST', '/api/AssignBlueSquareEmail', { email: person.email })).statusCode,
    ).toBe(200);
    const again = await t.call(admin, 'POST', '/api/AssignBlueSquareEmail', { assignedTo: person.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_COPY_TAKEN', field: 'email' });
  });

  it('lists a person picked by id with the address their profile has', async () => {
    const owner = await t.signedIn('Owner');
    const person = await t.createUser();
    const res = await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', { assignedTo: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: person.email, assignedTo: { _id: person.id } });
    const none = await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'email', message: emailCopyMessages.noPersonChosen });
  });

  it('keeps the list and its addresses from those who do not keep it', async () => {
    const person = await t.createUser();
    for (const role of ['Volunteer', 'Manager', 'Mentor', 'Core Team'] as const) {
      const caller = await t.signedIn(role);
      expect((await t.call(caller, 'GET', '/api/AssignBlueSquareEmail')).statusCode).toBe(403);
      expect(
        (await t.call(caller, 'POST', '/api/AssignBlueSquareEmail', { email: person.email })).statusCode,
      ).toBe(403);
    }
    const keeper = await t.signedIn('Volunteer', { frontPermissions: ['resendBlueSquareAndSummaryEmails'] });
    expect((await t.call(keeper, 'GET', '/api/AssignBlueSquareEmail')).statusCode).toBe(200);
  });

  it('answers hostile input with 400 and stores nothing', async () => {
    const owner = await t.signedIn('Owner');
    for (const payload of [
      {},
      { email: 42 },
      { email: 'x'.repeat(300) + '@example.org' },
      { email: "' or 1=1 --" },
    ]) {
      const res = await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await t.call(owner, 'DELETE', '/api/AssignBlueSquareEmail/not-an-id')).statusCode).toBe(400);
  });

  it('lists a person once when ten keepers add them at the same moment', async () => {
    const owner = await t.signedIn('Owner');
    const person = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(owner, 'POST', '/api/AssignBlueSquareEmail', { email: person.email }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });
});

describe('/api/reason', () => {
  const schedule = (
    caller: { headers: Record<string, string> },
    userId: string,
    reasonData: Record<string, unknown>,
  ) => t.call(caller, 'POST', '/api/reason/', { userId, requestor: { role: 'Volunteer' }, reasonData });

  it('schedules, lists, reads by date and edits a volunteer’s own reason in the original shapes', async () => {
    const volunteer = await t.signedIn('Volunteer');
    // The original client sends the chosen Sunday as the instant that Pacific day starts.
    const res = await schedule(volunteer, volunteer.id, {
      date: '2026-12-13T08:00:00.000Z',
      message: 'Family visit',
    });
    expect(res.statusCode).toBe(200);
    const saved = scheduledReasonJson.parse(res.json());
    expect(saved).toEqual({
      _id: expect.any(String) as string,
      reason: 'Family visit',
      date: '2026-12-13T08:00:00.000Z',
      userId: volunteer.id,
      isSet: true,
    });

    const all = await t.call(volunteer, 'GET', `/api/reason/${volunteer.id}`);
    expect(scheduledReasonsJson.parse(all.json())).toEqual({ reasons: [saved] });

    const single = await t.call(volunteer, 'GET', `/api/reason/single/${volunteer.id}?queryDate=2026-12-13`);
    expect(single.json()).toEqual(saved);
    const none = await t.call(volunteer, 'GET', `/api/reason/single/${volunteer.id}?queryDate=2026-12-20`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ reason: '', date: '', userId: '', isSet: false });

    const edited = await t.call(volunteer, 'PATCH', `/api/reason/${volunteer.id}`, {
      userId: volunteer.id,
      reasonData: { date: '2026-12-13', message: 'Family visit abroad' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ message: scheduledReasonMessages.updated });
    expect(
      (await t.call(volunteer, 'GET', `/api/reason/single/${volunteer.id}?queryDate=2026-12-13`)).json(),
    ).toMatchObject({ reason: 'Family visit abroad' });

    const missing = await t.call(volunteer, 'PATCH', `/api/reason/${volunteer.id}`, {
      reasonData: { date: '2026-12-20', message: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: scheduledReasonMessages.notFound });
  });

  it('refuses a day that is not a Sunday, a past Sunday and an empty reason with 400 naming the field', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const cases = [
      [{ date: '2026-12-14', message: 'Monday' }, 'reasonData.date', scheduledReasonMessages.notSunday],
      [{ date: '2026-11-29', message: 'Last week' }, 'reasonData.date', scheduledReasonMessages.inPast],
      [{ date: '2026-12-13', message: '   ' }, 'reasonData.message', scheduledReasonMessages.missing],
    ] as const;
    for (const [reasonData, field, message] of cases) {
      const res = await schedule(volunteer, volunteer.id, reasonData);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect((await t.call(volunteer, 'GET', `/api/reason/${volunteer.id}`)).json()).toEqual({ reasons: [] });
  });

  it('refuses a second reason for the same Sunday with 409, and only one of ten at once succeeds', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        schedule(volunteer, volunteer.id, { date: '2026-12-20', message: 'Away' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'REASON_TAKEN',
      message: scheduledReasonMessages.duplicate,
    });
    expect(
      (await t.call(volunteer, 'GET', `/api/reason/${volunteer.id}`)).json<{ reasons: unknown[] }>().reasons,
    ).toHaveLength(1);
  });

  it('lets those who manage time off schedule for others and keeps everyone else out', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const admin = await t.signedIn('Administrator');
    expect((await schedule(admin, volunteer.id, { date: '2026-12-27', message: 'Surgery' })).statusCode).toBe(
      200,
    );
    const manager = await t.signedIn('Manager', { frontPermissions: ['manageTimeOffRequests'] });
    expect((await t.call(manager, 'GET', `/api/reason/${volunteer.id}`)).statusCode).toBe(200);
    for (const role of ['Volunteer', 'Mentor', 'Core Team'] as const) {
      const other = await t.signedIn(role);
      expect((await schedule(other, volunteer.id, { date: '2027-01-03', message: 'No' })).statusCode).toBe(
        403,
      );
      expect((await t.call(other, 'GET', `/api/reason/${volunteer.id}`)).statusCode).toBe(403);
      expect(
        (await t.call(other, 'GET', `/api/reason/single/${volunteer.id}?queryDate=2026-12-27`)).statusCode,
      ).toBe(403);
      expect(
        (
          await t.call(other, 'PATCH', `/api/reason/${volunteer.id}`, {
            reasonData: { date: '2026-12-27', message: 'Changed' },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.call(volunteer, 'GET', `/api/reason/${volunteer.id}`)).json()).toMatchObject({
      reasons: [{ reason: 'Surgery' }],
    });
  });

  it('answers hostile input with 400 or 404 and never a server error', async () => {
    const owner = await t.signedIn('Owner');
    const payloads = [
      {},
      { userId: owner.id },
      { userId: owner.id, reasonData: 'x' },
      { userId: owner.id, reasonData: { date: 'not a date', message: 'x' } },
      { userId: owner.id, reasonData: { date: '+275760-09-13', message: 'x' } },
      { userId: owner.id, reasonData: { date: '2026-12-13', message: 'x'.repeat(20_000) } },
      { userId: 'nope', reasonData: { date: '2026-12-13', message: 'x' } },
    ];
    for (const payload of payloads)
      expect((await t.call(owner, 'POST', '/api/reason', payload)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await t.call(owner, 'POST', '/api/reason', {
          userId: unknown,
          reasonData: { date: '2026-12-13', message: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(owner, 'GET', `/api/reason/${unknown}`)).statusCode).toBe(404);
    expect((await t.call(owner, 'GET', `/api/reason/single/${owner.id}?queryDate=garbage`)).statusCode).toBe(
      400,
    );
  });
});
