import { describe, expect, it } from 'vitest';
import { stockMessages } from '@hgn/domain/messages';
import { checkUsage, emptyUsage, logsSomething } from './usageRules';

const exceeds = stockMessages.usageExceedsStock;

describe('checking a use log before it is sent', () => {
  it('accepts use and waste that fit in what is available', () => {
    const { entry, problems } = checkUsage(
      { ...emptyUsage(), quantityUsed: 4, quantityWasted: 6 },
      10,
      exceeds,
    );
    expect(problems).toEqual({});
    expect(entry).toEqual({
      quantityUsed: 4,
      quantityWasted: 6,
      QtyUsedLogUnit: 'unit',
      QtyWastedLogUnit: 'unit',
    });
  });

  it('refuses a sum over what is available with the server’s message', () => {
    expect(checkUsage({ ...emptyUsage(), quantityUsed: 6, quantityWasted: 5 }, 10, exceeds).problems).toEqual(
      {
        total: exceeds,
      },
    );
    expect(checkUsage({ ...emptyUsage(), quantityUsed: 11 }, 10, exceeds).problems).toEqual({
      total: exceeds,
    });
  });

  it('counts percent of what is available', () => {
    const fits = { ...emptyUsage(), quantityUsed: 50, QtyUsedLogUnit: 'percent' as const, quantityWasted: 5 };
    expect(checkUsage(fits, 10, exceeds).problems).toEqual({});
    expect(checkUsage({ ...fits, quantityWasted: 5.5 }, 10, exceeds).problems).toEqual({ total: exceeds });
  });

  it('names a negative quantity, a percentage over 100 and text that is no number on their fields', () => {
    expect(checkUsage({ ...emptyUsage(), quantityUsed: -1 }, 10, exceeds).problems).toEqual({
      quantityUsed: stockMessages.quantityNotNegative,
    });
    expect(
      checkUsage({ ...emptyUsage(), quantityWasted: 101, QtyWastedLogUnit: 'percent' }, 1000, exceeds)
        .problems,
    ).toEqual({ quantityWasted: stockMessages.percentTooHigh });
    expect(checkUsage({ ...emptyUsage(), quantityUsed: '1-' }, 10, exceeds).problems).toEqual({
      quantityUsed: stockMessages.quantityNotNegative,
    });
  });

  it('reads an emptied field as 0, and a log of nothing as nothing to send', () => {
    expect(checkUsage({ ...emptyUsage(), quantityUsed: '' }, 0, exceeds).problems).toEqual({});
    expect(logsSomething({ ...emptyUsage(), quantityUsed: '' })).toBe(false);
    expect(logsSomething({ ...emptyUsage(), quantityWasted: 0.5 })).toBe(true);
  });

  it('allows nothing from an item with nothing available', () => {
    expect(
      checkUsage({ ...emptyUsage(), quantityUsed: 1, QtyUsedLogUnit: 'percent' }, 0, exceeds).problems,
    ).toEqual({});
    expect(checkUsage({ ...emptyUsage(), quantityUsed: 0.1 }, 0, exceeds).problems).toEqual({
      total: exceeds,
    });
  });
});
