import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { badgeMessages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../test/render';
import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import { BadgeList } from './BadgeList';

const entry = (badgeName: string, ranking: number, count = 1): BadgeCollectionItemJson => ({
  _id: badgeName,
  count,
  earnedDate: Array.from({ length: count }, () => '2026-01-10'),
  lastModified: '2026-01-10T08:00:00.000Z',
  featured: false,
  hasBadgeDeletionImpact: false,
  badge: {
    _id: `b-${badgeName}`,
    badgeName,
    type: 'Custom',
    imageUrl: '',
    description: '',
    ranking,
    showReport: false,
  },
});

describe('badges on the dashboard', () => {
  it('lists badges by ranking, unranked last, then by name, with the total count', () => {
    renderWithProviders(
      <BadgeList
        isOwn
        entries={[entry('Unranked', 0), entry('Second', 2, 3), entry('First', 1), entry('Also second', 2)]}
      />,
    );
    const names = screen
      .getAllByTestId('badge-entry')
      .map((item) => within(item).getByTestId('badge-name').textContent);
    expect(names).toEqual(['First', 'Also second', 'Second', 'Unranked']);
    expect(screen.getByLabelText('6 badges earned')).toHaveTextContent('6');
  });

  it('says so when there are none', () => {
    renderWithProviders(<BadgeList isOwn={false} entries={[]} />);
    expect(screen.getByText(badgeMessages.personHasNone)).toBeInTheDocument();
  });
});
