import { describe, expect, it } from 'vitest';
import { stockMessages } from '../messages/stock.messages';
import { stockBulkUsageFormInput, stockUsageFormInput } from './stock.schema';

const ITEM = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const use = (fields: Record<string, unknown>) => ({
  material: { _id: ITEM },
  date: '2026-11-25',
  quantityUsed: 0,
  quantityWasted: 0,
  QtyUsedLogUnit: 'unit',
  QtyWastedLogUnit: 'unit',
  ...fields,
});

/** Each issue's path and message. */
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('a use log checked against the stock its form shows', () => {
  it('accepts use and waste that fit in what is available, an emptied field read as 0', () => {
    expect(stockUsageFormInput(10).parse(use({ quantityUsed: 4, quantityWasted: 6 }))).toMatchObject({
      quantityUsed: 4,
      quantityWasted: 6,
    });
    expect(stockUsageFormInput(0).safeParse(use({ quantityUsed: '' })).success).toBe(true);
  });

  it('refuses a sum over what is available, on the item, counting percent of what is available', () => {
    const exceeds = [['material', stockMessages.usageExceedsStock]];
    expect(issuesOf(stockUsageFormInput(10).safeParse(use({ quantityUsed: 6, quantityWasted: 5 })))).toEqual(
      exceeds,
    );
    expect(issuesOf(stockUsageFormInput(10).safeParse(use({ quantityUsed: 11 })))).toEqual(exceeds);
    const fits = use({ quantityUsed: 50, QtyUsedLogUnit: 'percent', quantityWasted: 5 });
    expect(stockUsageFormInput(10).safeParse(fits).success).toBe(true);
    expect(issuesOf(stockUsageFormInput(10).safeParse({ ...fits, quantityWasted: 5.5 }))).toEqual(exceeds);
    expect(issuesOf(stockUsageFormInput(0).safeParse(use({ quantityUsed: 0.1 })))).toEqual(exceeds);
  });

  it('names a negative quantity, a percentage over 100 and text that is no number on their fields', () => {
    expect(issuesOf(stockUsageFormInput(10).safeParse(use({ quantityUsed: -1 })))).toEqual([
      ['quantityUsed', stockMessages.quantityNotNegative],
    ]);
    expect(
      issuesOf(
        stockUsageFormInput(1000).safeParse(use({ quantityWasted: 101, QtyWastedLogUnit: 'percent' })),
      ),
    ).toEqual([['quantityWasted', stockMessages.percentTooHigh]]);
    expect(issuesOf(stockUsageFormInput(10).safeParse(use({ quantityUsed: '1-' })))).toEqual([
      ['quantityUsed', stockMessages.quantityNotNegative],
    ]);
  });
});

describe('the bulk use form', () => {
  const available: Record<string, number> = { [ITEM]: 10, [OTHER]: 0 };
  const bulk = stockBulkUsageFormInput((id) => available[id] ?? 0);
  const row = (id: string, fields: Record<string, unknown> = {}) => {
    const { date: _date, ...entry } = use({ material: { _id: id }, ...fields });
    return entry;
  };

  it('sends only the rows that log something', () => {
    expect(
      bulk.parse({ date: '2026-11-25', upadateMaterials: [row(ITEM, { quantityWasted: 0.5 }), row(OTHER)] }),
    ).toEqual({ date: '2026-11-25', upadateMaterials: [expect.objectContaining({ quantityWasted: 0.5 })] });
  });

  it('names the row and field of each problem, and a log of nothing', () => {
    expect(
      issuesOf(
        bulk.safeParse({
          date: '2026-11-25',
          upadateMaterials: [row(ITEM, { quantityUsed: 11 }), row(OTHER, { quantityWasted: -1 })],
        }),
      ),
    ).toEqual([
      ['upadateMaterials.0.material', stockMessages.usageExceedsStock],
      ['upadateMaterials.1.quantityWasted', stockMessages.quantityNotNegative],
    ]);
    expect(
      issuesOf(bulk.safeParse({ date: '2026-11-25', upadateMaterials: [row(ITEM), row(OTHER)] })),
    ).toEqual([['upadateMaterials', stockMessages.bulkEmpty]]);
  });
});
