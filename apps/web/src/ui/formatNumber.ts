/** A figure as the reports write it: thousands separated, at most two decimals. */
export const formatNumber = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A word's two forms: the one a count of exactly 1 takes, and the one every other count takes. */
export type CountedWord = readonly [one: string, many: string];

/** A count with its word in the form the count takes: "1 item", "2 items", "0 items". */
export const formatCount = (count: number, [one, many]: CountedWord): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
