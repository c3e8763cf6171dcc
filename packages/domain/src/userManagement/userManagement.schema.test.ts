import { describe, expect, it } from 'vitest';
import { profileMessages } from '../messages';
import { userManagementMessages as msg } from './userManagement.messages';
import { createUserInput, statusChangeInput, userPageQuery } from './userManagement.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the user page query', () => {
  it('pages by 10 over every status by default', () => {
    expect(userPageQuery.parse({})).toEqual({ page: 1, pageSize: 10, status: 'all' });
  });

  it('reads numbers from the query string and drops empty filters', () => {
    expect(
      userPageQuery.parse({ page: '3', pageSize: '25', search: '  ', team: '', status: 'paused' }),
    ).toEqual({
      page: 3,
      pageSize: 25,
      status: 'paused',
    });
  });

  it('offers the archived users as a status of their own', () => {
    expect(userPageQuery.parse({ status: 'archived' })).toMatchObject({ status: 'archived' });
  });

  it('refuses an unknown status and a page size over 100', () => {
    expect(userPageQuery.safeParse({ status: 'sleeping' }).success).toBe(false);
    expect(userPageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('creating a user', () => {
  const valid = { firstName: ' Ana ', lastName: 'Silva', email: ' Ana@Example.org ' };

  it('trims names, lowercases the e-mail and fills the defaults', () => {
    expect(createUserInput.parse(valid)).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.org',
      role: 'Volunteer',
      weeklycommittedHours: 10,
      jobTitle: [],
      allowsDuplicateName: false,
    });
  });

  it("speaks the profile's words for missing names and a bad e-mail", () => {
    expect(firstMessage(createUserInput.safeParse({ ...valid, firstName: ' ' }))).toBe(
      profileMessages.firstNameRequired,
    );
    expect(firstMessage(createUserInput.safeParse({ ...valid, lastName: '' }))).toBe(
      profileMessages.lastNameRequired,
    );
    expect(firstMessage(createUserInput.safeParse({ ...valid, email: 'nope' }))).toBe(
      profileMessages.emailInvalid,
    );
  });

  it('takes a job title as text or a list', () => {
    expect(createUserInput.parse({ ...valid, jobTitle: ' Gardener ' }).jobTitle).toEqual(['Gardener']);
    expect(createUserInput.parse({ ...valid, jobTitle: ['A', ''] }).jobTitle).toEqual(['A']);
  });

  it('refuses a weak chosen password and impossible hours', () => {
    expect(createUserInput.safeParse({ ...valid, password: 'short' }).success).toBe(false);
    expect(firstMessage(createUserInput.safeParse({ ...valid, weeklycommittedHours: 200 }))).toBe(
      msg.weeklyHoursInvalid,
    );
  });
});

describe('status changes', () => {
  it('needs the final day to deactivate or schedule, and the return day to pause', () => {
    expect(firstMessage(statusChangeInput.safeParse({ action: 'DEACTIVATE' }))).toBe(msg.endDateRequired);
    expect(firstMessage(statusChangeInput.safeParse({ action: 'SCHEDULE_DEACTIVATION', endDate: '' }))).toBe(
      msg.endDateRequired,
    );
    expect(firstMessage(statusChangeInput.safeParse({ action: 'PAUSE' }))).toBe(msg.reactivationDateRequired);
  });

  it('reads an ISO date-time as its Pacific day', () => {
    expect(
      statusChangeInput.parse({ action: 'PAUSE', reactivationDate: '2026-03-10T05:00:00.000Z' }),
    ).toEqual({
      action: 'PAUSE',
      reactivationDate: '2026-03-09',
    });
    expect(statusChangeInput.parse({ action: 'DEACTIVATE', endDate: '2026-03-10' })).toEqual({
      action: 'DEACTIVATE',
      endDate: '2026-03-10',
    });
  });

  it('refuses an unknown action and a date that is not one', () => {
    expect(statusChangeInput.safeParse({ action: 'FREEZE' }).success).toBe(false);
    expect(firstMessage(statusChangeInput.safeParse({ action: 'PAUSE', reactivationDate: 'soon' }))).toBe(
      msg.invalidDate,
    );
  });
});
