import { describe, expect, it } from 'vitest';
import { orgSummaryMessages as msg } from '@hgn/domain/messages';
import { initialChoice, periodOf, queryOfChoice } from './orgSummaryChoice';

// Friday 27 November 2026, noon Pacific.
const NOW = new Date('2026-11-27T20:00:00.000Z');

describe('the period chooser', () => {
  it('starts on the last four weeks beside the four before them', () => {
    const choice = initialChoice(NOW);
    expect(periodOf(choice, NOW)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-28' });
    expect(queryOfChoice(choice, NOW)).toEqual({
      query: { startDate: '2026-11-01', endDate: '2026-11-28' },
      problems: null,
    });
  });

  it('asks a custom period with a custom comparison period', () => {
    const choice = {
      ...initialChoice(NOW),
      preset: 'custom' as const,
      custom: { fromDate: '2026-01-01', toDate: '2026-06-30' },
      comparison: 'custom' as const,
      customComparison: { fromDate: '2025-01-01', toDate: '2025-06-30' },
    };
    expect(queryOfChoice(choice, NOW).query).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      comparisonStartDate: '2025-01-01',
      comparisonEndDate: '2025-06-30',
    });
  });

  it('says what is wrong with a custom period instead of asking it', () => {
    const custom = {
      ...initialChoice(NOW),
      preset: 'custom' as const,
      custom: { fromDate: '2026-06-30', toDate: '2026-01-01' },
    };
    expect(queryOfChoice(custom, NOW)).toEqual({ query: null, problems: { endDate: msg.startAfterEnd } });
    const comparison = {
      ...initialChoice(NOW),
      comparison: 'custom' as const,
      customComparison: { fromDate: '', toDate: '2025-06-30' },
    };
    expect(queryOfChoice(comparison, NOW)).toEqual({
      query: null,
      problems: { comparisonStartDate: msg.dateRequired },
    });
  });
});
