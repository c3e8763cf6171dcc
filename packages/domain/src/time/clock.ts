// Services read the time through a clock so tests can stand on a Saturday night or a DST weekend.

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put; `set` and `advanceBy` move it. */
export type ManualClock = Clock & {
  set(at: Date | number | string): void;
  advanceBy(ms: number): void;
};

const toMs = (at: Date | number | string): number => {
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(at)}`);
  return ms;
};

export function fixedClock(at: Date | number | string): ManualClock {
  let current = toMs(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = toMs(next);
    },
    advanceBy: (ms) => {
      current += ms;
    },
  };
}
