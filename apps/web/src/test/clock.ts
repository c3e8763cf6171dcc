import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fixes only the date for every test of the calling file (timers stay real, so user-event works),
 * and gives the real clock back after each test.
 */
export function fixTheDate(instant: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => vi.useRealTimers());
}
