import { describe, expect, it } from 'vitest';
import { userManagementMessages } from '@hgn/domain/userManagement';
import { ApiError } from '../../shared/api/apiError';
import { createFailure, isPaused, pageQuery, timeOffText } from './userTableModel';
import { userPageItem } from '../../test/users';
import { queryString } from '../../shared/api/call';

const user = userPageItem;

describe('the page query', () => {
  it('leaves out empty filters and the "all" status', () => {
    expect(
      queryString(pageQuery({ search: '  ', role: '', status: 'all', team: '', page: 1, pageSize: 10 })),
    ).toBe('?page=1&pageSize=10');
  });

  it('sends the trimmed search and every chosen filter', () => {
    expect(
      queryString(
        pageQuery({
          search: ' José ',
          role: 'Manager',
          status: 'paused',
          team: 't1',
          page: 2,
          pageSize: 25,
        }),
      ),
    ).toBe('?page=2&pageSize=25&search=Jos%C3%A9&role=Manager&status=paused&team=t1');
  });
});

describe('row labels', () => {
  it('knows a paused user from a separated one', () => {
    expect(isPaused(user({ isActive: false, inactiveReason: 'Paused' }))).toBe(true);
    expect(isPaused(user({ isActive: false, inactiveReason: 'Separated' }))).toBe(false);
  });

  it('shows the time off as a Pacific date range, or a dash', () => {
    expect(timeOffText(user())).toBe('—');
    expect(
      timeOffText(
        user({
          hasTimeOffRequest: true,
          timeOffFrom: '2026-03-22T07:00:00.000Z',
          timeOffTill: '2026-04-04T07:00:00.000Z',
        }),
      ),
    ).toBe('03/22/2026 – 04/04/2026');
  });
});

describe('a refused creation', () => {
  it('asks about a repeated name', () => {
    expect(
      createFailure(new ApiError(400, 'Bad Request', { code: 'NAME_TAKEN', type: 'name', error: 'x' })),
    ).toEqual({
      kind: 'duplicateName',
      message: userManagementMessages.nameTakenQuestion,
    });
  });

  it('puts a repeated e-mail and field errors on their fields', () => {
    expect(
      createFailure(
        new ApiError(400, 'Bad Request', { code: 'EMAIL_TAKEN', type: 'email', error: 'in use' }),
      ),
    ).toEqual({
      kind: 'field',
      field: 'email',
      message: 'in use',
    });
    expect(createFailure(new ApiError(400, 'Bad Request', { field: 'role', message: 'bad role' }))).toEqual({
      kind: 'field',
      field: 'role',
      message: 'bad role',
    });
  });

  it('shows anything else on the form', () => {
    expect(createFailure(new ApiError(403, 'Forbidden', { error: 'no' }))).toEqual({
      kind: 'form',
      message: 'no',
    });
    expect(createFailure(new Error('boom')).kind).toBe('form');
  });
});
