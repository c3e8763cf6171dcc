import { describe, expect, it } from 'vitest';
import { pacificWallTimeOf, pacificWallTimeToISO } from './listingTimes';

describe('Pacific wall times of community listings', () => {
  it('reads a wall time as Pacific, in winter and in summer', () => {
    expect(pacificWallTimeToISO('2026-12-05T18:00')).toBe('2026-12-06T02:00:00.000Z');
    expect(pacificWallTimeToISO('2026-07-04T09:30')).toBe('2026-07-04T16:30:00.000Z');
  });

  it('reads a time after the clock change of its day correctly', () => {
    expect(pacificWallTimeToISO('2026-03-08T10:00')).toBe('2026-03-08T17:00:00.000Z');
    expect(pacificWallTimeToISO('2026-11-01T10:00')).toBe('2026-11-01T18:00:00.000Z');
  });

  it('gives null for text that is no wall time', () => {
    expect(pacificWallTimeToISO('')).toBeNull();
    expect(pacificWallTimeToISO('2026-12-05 18:00')).toBeNull();
    expect(pacificWallTimeToISO('2026-12-05T25:00')).toBeNull();
  });

  it('shows an instant as its Pacific wall time, the inverse of reading it', () => {
    expect(pacificWallTimeOf('2026-12-06T02:00:00.000Z')).toBe('2026-12-05T18:00');
    expect(pacificWallTimeOf(pacificWallTimeToISO('2026-03-08T10:00')!)).toBe('2026-03-08T10:00');
  });
});
