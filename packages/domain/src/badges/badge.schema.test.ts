import { describe, expect, it } from 'vitest';
import {
  assignBadgesInput,
  BADGE_NUMBER_MAX,
  badgeInput,
  badgeSchemaMessages,
  isBadgeImageUrl,
  MAX_BADGE_COUNT,
  mergeBadgeCollection,
} from './badge.schema';
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
  const [a, b, c, d] = [1, 2, 3, 4].map((n) => `0b9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4${n}`);

  it('drops zero and unreadable counts and merges duplicates', () => {
    const input = assignBadgesInput.parse({
      badgeCollection: [
        { badge: a, count: 2, earnedDate: ['Jan-01-26'] },
        { badge: { _id: a }, count: '1', earnedDate: ['Feb-01-26'], featured: true },
        { badge: b, count: 0 },
        { badge: c, count: 'lots' },
        { badge: d, count: null },
      ],
    });
    expect(mergeBadgeCollection(input.badgeCollection)).toEqual([
      { badgeId: a, count: 3, featured: true, earnedDates: ['Jan-01-26', 'Feb-01-26'] },
    ]);
  });

  it('refuses a badge that is not an id and a count out of range, stating the range', () => {
    const refusal = (entry: Record<string, unknown>) =>
      assignBadgesInput.safeParse({ badgeCollection: [entry] }).error?.issues[0]?.message;
    expect(refusal({ badge: 'not-a-uuid', count: 1 })).toBe('Please choose a badge from the list.');
    for (const count of [1e308, 1_000_000, MAX_BADGE_COUNT + 1, -1, '3000000000'])
      expect(refusal({ badge: a, count })).toBe(badgeSchemaMessages.countOutOfRange);
    expect(badgeSchemaMessages.countOutOfRange).toContain('from 0 to 1,000');
    expect(refusal({ badge: a, count: MAX_BADGE_COUNT })).toBeUndefined();
  });

  it('bounds the sum of entries naming the same badge like a single count', () => {
    const half = { badge: a, count: MAX_BADGE_COUNT / 2 + 1 };
    const result = assignBadgesInput.safeParse({ badgeCollection: [half, half] });
    expect(result.error?.issues[0]?.message).toBe(badgeSchemaMessages.countOutOfRange);
  });
});

describe('badge numbers', () => {
  it('refuses rankings and figures beyond their bounds, stating the bound', () => {
    for (const [field, max] of Object.entries(BADGE_NUMBER_MAX)) {
      const result = badgeInput.safeParse({ badgeName: 'B', [field]: 3_000_000_000 });
      expect(result.error?.issues[0]).toMatchObject({
        path: [field],
        message: `Please enter a whole number from 0 to ${max.toLocaleString('en-US')}.`,
      });
      expect(badgeInput.safeParse({ badgeName: 'B', [field]: max }).success).toBe(true);
    }
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
