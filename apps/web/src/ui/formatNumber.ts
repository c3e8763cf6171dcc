/** A figure as the reports write it: thousands separated, at most two decimals. */
export const formatNumber = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 2 });
