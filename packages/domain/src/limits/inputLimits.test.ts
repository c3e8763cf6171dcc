import { describe, expect, it } from 'vitest';
import { boundedText, INT_MAX, numberBetween, wholeNumber } from './inputLimits';

describe('input limits', () => {
  it('refuses a text over its limit with a message that states the limit', () => {
    expect(boundedText(100).safeParse('x'.repeat(100)).success).toBe(true);
    expect(boundedText(100).safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Please use at most 100 characters.',
    );
    expect(boundedText(10_000).safeParse('x'.repeat(900_000)).error?.issues[0]?.message).toBe(
      'Please use at most 10,000 characters.',
    );
  });

  it('refuses numbers outside the range, infinite ones and overflowing ones', () => {
    const hours = wholeNumber(0, 168);
    for (const value of [-1, 169, 1.5, 1e308, Infinity, 3_000_000_000, Number.NaN, '5'])
      expect(hours.safeParse(value).error?.issues[0]?.message).toBe(
        'Please enter a whole number from 0 to 168.',
      );
    expect(hours.safeParse(168).success).toBe(true);
    expect(wholeNumber(0, INT_MAX).safeParse(INT_MAX + 1).success).toBe(false);
    expect(numberBetween(0, 10_000).safeParse(2.5).success).toBe(true);
    expect(numberBetween(0, 10_000).safeParse(1e308).error?.issues[0]?.message).toBe(
      'Please enter a number from 0 to 10,000.',
    );
  });
});
