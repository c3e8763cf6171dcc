import { describe, expect, it } from 'vitest';
import { isFinalDayNoticeDue, isPastFinalDay, isReactivationDue } from './lifecycle';

describe('the daily lifecycle rules', () => {
  it('reactivates on the reactivation day and after a missed run', () => {
    expect(isReactivationDue('2026-03-10', '2026-03-09')).toBe(false);
    expect(isReactivationDue('2026-03-10', '2026-03-10')).toBe(true);
    expect(isReactivationDue('2026-03-10', '2026-03-12')).toBe(true);
  });

  it('announces a final day from 21 days ahead until the day itself', () => {
    expect(isFinalDayNoticeDue('2026-04-30', '2026-04-08')).toBe(false);
    expect(isFinalDayNoticeDue('2026-04-30', '2026-04-09')).toBe(true);
    expect(isFinalDayNoticeDue('2026-04-30', '2026-04-30')).toBe(true);
    expect(isFinalDayNoticeDue('2026-04-30', '2026-05-01')).toBe(false);
  });

  it('separates the day after the final day', () => {
    expect(isPastFinalDay('2026-04-30', '2026-04-30')).toBe(false);
    expect(isPastFinalDay('2026-04-30', '2026-05-01')).toBe(true);
  });
});
