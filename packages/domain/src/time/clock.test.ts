import { describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from './clock';

describe('clocks', () => {
  it('holds a fixed instant until moved', () => {
    const clock = fixedClock('2026-03-08T09:59:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-08T09:59:00.000Z');
    clock.advanceBy(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-08T10:00:00.000Z');
    clock.set(new Date('2026-11-01T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('hands out copies so callers cannot move it', () => {
    const clock = fixedClock(0);
    clock.now().setTime(5);
    expect(clock.now().getTime()).toBe(0);
  });

  it('refuses an unreadable instant', () => {
    expect(() => fixedClock('soon')).toThrow(RangeError);
  });

  it('reads the real time from the system clock', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
