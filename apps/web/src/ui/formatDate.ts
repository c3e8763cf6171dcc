import { formatUS } from '@hgn/domain/time';

/** MM/DD/YYYY on the Pacific calendar; text the API sends that is not a date is shown cut to its first 10 characters. */
export function formatDay(value: string): string {
  try {
    return formatUS(value);
  } catch {
    return value.slice(0, 10);
  }
}
