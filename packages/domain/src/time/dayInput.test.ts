import { describe, expect, it } from 'vitest';
import { dayInput, dayOfInput } from './dayInput';

describe('a day sent in a request', () => {
  it('takes a YYYY-MM-DD day as it is and an ISO instant as its Pacific day', () => {
    expect(dayOfInput(' 2026-03-02 ')).toBe('2026-03-02');
    expect(dayOfInput('2026-03-02T08:00:00.000Z')).toBe('2026-03-02');
    expect(dayOfInput('2026-03-02T07:59:00.000Z')).toBe('2026-03-01');
  });

  it('names no day for five-digit years, bare numbers, impossible days and other text', () => {
    for (const text of [
      '99999-12-31',
      '+099999-12-31T00:00:00Z',
      '1',
      '3000000000',
      '2026-02-30',
      'soon',
      '',
    ])
      expect(dayOfInput(text)).toBeNull();
  });

  it('says the required text for an empty day and the invalid text for any other', () => {
    const day = dayInput('Not a day.', 'A day is required.');
    expect(day.safeParse('').error?.issues[0]?.message).toBe('A day is required.');
    expect(day.safeParse(undefined).error?.issues[0]?.message).toBe('A day is required.');
    expect(day.safeParse('99999-12-31').error?.issues[0]?.message).toBe('Not a day.');
  });
});
