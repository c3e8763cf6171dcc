import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import { renderWithProviders } from '../../../test/render';
import { BadgeSummaryDialog } from './BadgeSummaryDialog';

const entry = (
  name: string,
  ranking: number,
  count: number,
  earnedDate: string[],
  lastModified = '2026-01-01T10:00:00.000Z',
): BadgeCollectionItemJson => ({
  _id: name,
  badge: {
    _id: name,
    badgeName: name,
    type: 'Custom',
    imageUrl: '',
    description: '',
    ranking,
    showReport: false,
  },
  count,
  earnedDate,
  lastModified,
  featured: false,
  hasBadgeDeletionImpact: false,
});

const now = new Date('2026-03-10T12:00:00Z');

describe('BadgeSummaryDialog', () => {
  it('says who has no badges', () => {
    const { unmount } = renderWithProviders(
      <BadgeSummaryDialog opened onClose={() => undefined} entries={[]} isOwn now={now} />,
    );
    expect(screen.getByText('You have no badges.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <BadgeSummaryDialog opened onClose={() => undefined} entries={[]} isOwn={false} now={now} />,
    );
    expect(screen.getByText('This person has no badges.')).toBeInTheDocument();
  });

  it('lists badges by ranking with 0 last, dates cut to 10 characters, recent ones new', () => {
    renderWithProviders(
      <BadgeSummaryDialog
        opened
        onClose={() => undefined}
        isOwn
        now={now}
        entries={[
          entry('Unranked', 0, 1, ['2026-02-01T08:00:00.000Z']),
          entry('Second', 2, 1, ['Feb-01-26']),
          entry('First', 1, 3, ['Jan-01-26'], '2026-03-08T10:00:00.000Z'),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('badge-summary-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Firstnew',
      'Second',
      'Unranked',
    ]);
    expect(within(rows[2]!).getByText('2026-02-01')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Badge',
      'Name',
      'Modified',
      'Earned Dates',
      'Count',
    ]);
  });
});
