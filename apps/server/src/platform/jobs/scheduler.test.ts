import { describe, expect, it } from 'vitest';
import { periodKey } from './scheduler.js';

describe('periodKey', () => {
  it('names a firing by its Pacific wall-clock minute, not by UTC', () => {
    // Saturday 23:59 PST is already Sunday in UTC.
    expect(periodKey(new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-07T23:59');
    expect(periodKey(new Date('2026-12-31T08:00:00Z'))).toBe('2026-12-31T00:00');
    expect(periodKey(new Date('2027-01-01T07:59:30Z'))).toBe('2026-12-31T23:59');
  });

  it('follows the clocks on both DST weekends', () => {
    // Spring forward, 8 March 2026: 01:59 PST is followed by 03:00 PDT.
    expect(periodKey(new Date('2026-03-08T09:59:00Z'))).toBe('2026-03-08T01:59');
    expect(periodKey(new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08T03:00');
    // Fall back, 1 November 2026: 01:30 happens twice and is one period.
    expect(periodKey(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T01:30');
    expect(periodKey(new Date('2026-11-01T09:30:00Z'))).toBe('2026-11-01T01:30');
    expect(periodKey(new Date('2026-11-01T10:00:00Z'))).toBe('2026-11-01T02:00');
  });
});
