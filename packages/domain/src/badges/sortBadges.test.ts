import { describe, expect, it } from 'vitest';
import { sortBadges, totalBadgeCount } from './sortBadges';

const entry = (badgeName: string, ranking: number, count = 1, type = 'Custom') => ({
  count,
  badge: { badgeName, ranking, type },
});

describe('badge order', () => {
  it('sorts by ranking ascending, unranked (0) last, ties by name', () => {
    const sorted = sortBadges([
      entry('Zeta', 0),
      entry('Beta', 2),
      entry('Alpha', 0),
      entry('Gamma', 1),
      entry('Aardvark', 2),
    ]);
    expect(sorted.map((e) => e.badge.badgeName)).toEqual(['Gamma', 'Aardvark', 'Beta', 'Alpha', 'Zeta']);
  });

  it('counts each badge by its count, a Personal Max once', () => {
    expect(totalBadgeCount([entry('A', 1, 3), entry('B', 2, 5, 'Personal Max')])).toBe(4);
  });
});
