import { describe, expect, it } from 'vitest';
import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import { collectionWithAwards } from './badgeAssignment';

const held = (id: string, count: number): BadgeCollectionItemJson => ({
  _id: `e-${id}`,
  badge: {
    _id: id,
    badgeName: id,
    type: 'Custom',
    imageUrl: '',
    description: '',
    ranking: 0,
    showReport: false,
  },
  count,
  earnedDate: Array.from({ length: count }, () => 'Jan-01-26'),
  lastModified: '2026-01-01T00:00:00.000Z',
  featured: false,
  hasBadgeDeletionImpact: false,
});

describe('collectionWithAwards', () => {
  it('raises held badges by one and adds new ones, dated today in Pacific time', () => {
    const now = new Date('2026-03-10T05:00:00Z'); // still March 9 in Pacific time
    expect(collectionWithAwards([held('a', 2)], ['a', 'b', 'b'], now)).toEqual([
      { badge: 'a', count: 3, earnedDate: ['Jan-01-26', 'Jan-01-26', 'Mar-09-26'], featured: false },
      { badge: 'b', count: 1, earnedDate: ['Mar-09-26'], featured: false },
    ]);
  });
});
