// The form's view of a use log: what the person typed, checked as the server checks it against the
// stock the list showed, so a mistake is named before sending.
import { STOCK_QUANTITY_MAX, usageOf, type LogUnit } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';

export type UsageDraft = {
  quantityUsed: number | string;
  quantityWasted: number | string;
  QtyUsedLogUnit: LogUnit;
  QtyWastedLogUnit: LogUnit;
};

export type UsageProblems = Partial<Record<'quantityUsed' | 'quantityWasted' | 'total', string>>;

export const emptyUsage = (): UsageDraft => ({
  quantityUsed: 0,
  quantityWasted: 0,
  QtyUsedLogUnit: 'unit',
  QtyWastedLogUnit: 'unit',
});

const amount = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? 0 : Number.NaN;

const problemOf = (value: number, unit: LogUnit): string | undefined => {
  if (!Number.isFinite(value) || value < 0 || value > STOCK_QUANTITY_MAX)
    return stockMessages.quantityNotNegative;
  if (unit === 'percent' && value > 100) return stockMessages.percentTooHigh;
  return undefined;
};

/** The draft as numbers, with what is wrong with it against `available` (empty when it may be sent). */
export function checkUsage(draft: UsageDraft, available: number, exceedsMessage: string) {
  const entry = {
    quantityUsed: amount(draft.quantityUsed),
    quantityWasted: amount(draft.quantityWasted),
    QtyUsedLogUnit: draft.QtyUsedLogUnit,
    QtyWastedLogUnit: draft.QtyWastedLogUnit,
  };
  const problems: UsageProblems = {};
  const used = problemOf(entry.quantityUsed, entry.QtyUsedLogUnit);
  const wasted = problemOf(entry.quantityWasted, entry.QtyWastedLogUnit);
  if (used) problems.quantityUsed = used;
  if (wasted) problems.quantityWasted = wasted;
  if (!used && !wasted && !usageOf(entry, available).fits) problems.total = exceedsMessage;
  return { entry, problems };
}

/** Whether the draft logs anything at all. */
export const logsSomething = (draft: UsageDraft): boolean =>
  amount(draft.quantityUsed) > 0 || amount(draft.quantityWasted) > 0;
