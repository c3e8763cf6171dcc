import { describe, expect, it } from 'vitest';
import { assignBadgesInput, badgeInput, isBadgeImageUrl, mergeBadgeCollection } from './badge.schema';
import { earnedDateLabel, isNewBadge, isSmallCount } from './badgeDisplay';

describe('badge input', () => {
  it('fills the defaults of the original model', () => {
    expect(badgeInput.parse({ badgeName: ' Gold ' })).toMatchObject({
      badgeName: 'Gold',
      type: 'Total Hrs in Category',
      category: 'Unspecified',
      ranking: 0,
      showReport: false,
      imageUrl: '',
    });
  });

  it('refuses unknown types and categories, and fractions', () => {
    expect(badgeInput.safeParse({ badgeName: 'a', type: 'Shiny' }).success).toBe(false);
    expect(badgeInput.safeParse({ badgeName: 'a', category: 'Space' }).success).toBe(false);
    expect(badgeInput.safeParse({ badgeName: 'a', ranking: 1.5 }).success).toBe(false);
    expect(badgeInput.safeParse({ badgeName: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a badge name.',
    );
  });

  it('accepts https and raster data URLs only', () => {
    expect(isBadgeImageUrl('https://example.org/b.png')).toBe(true);
    expect(isBadgeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isBadgeImageUrl('http://example.org/b.png')).toBe(false);
    expect(isBadgeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isBadgeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isBadgeImageUrl('data:text/html;base64,PGI+')).toBe(false);
  });
});

describe('mergeBadgeCollection', () => {
  it('drops zero and unreadable counts and merges duplicates', () => {
    const input = assignBadgesInput.parse({
      badgeCollection: [
        { badge: 'a', count: 2, earnedDate: ['Jan-01-26'] },
        { badge: { _id: 'a' }, count: '1', earnedDate: ['Feb-01-26'], featured: true },
        { badge: 'b', count: 0 },
        { badge: 'c', count: 'lots' },
        { badge: 'd', count: null },
      ],
    });
    expect(mergeBadgeCollection(input.badgeCollection)).toEqual([
      { badgeId: 'a', count: 3, featured: true, earnedDates: ['Jan-01-26', 'Feb-01-26'] },
    ]);
  });
});

describe('badge display', () => {
  it('cuts dates to 10 characters and marks counts under 100 small', () => {
    expect(earnedDateLabel('2026-03-01T08:00:00.000Z')).toBe('2026-03-01');
    expect(isSmallCount(99)).toBe(true);
    expect(isSmallCount(100)).toBe(false);
  });

  it('marks badges of the last week new', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(isNewBadge('2026-03-04T12:00:00Z', now)).toBe(true);
    expect(isNewBadge('2026-03-02T12:00:00Z', now)).toBe(false);
    expect(isNewBadge('not a date', now)).toBe(false);
  });
});
