// How the badge screens show a badge (spec 000 section 9).

/** A count under this is shown in small type. */
export const SMALL_COUNT_LIMIT = 100;
/** Badges earned or changed within this window are marked 'new'. */
export const NEW_BADGE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const isSmallCount = (count: number): boolean => count < SMALL_COUNT_LIMIT;

/** Earned dates are shown cut to their first 10 characters, whatever format they were stored in. */
export const earnedDateLabel = (date: string): string => date.slice(0, 10);

export function isNewBadge(lastModified: string, now: Date): boolean {
  const modified = Date.parse(lastModified);
  return (
    Number.isFinite(modified) && now.getTime() - modified <= NEW_BADGE_WINDOW_MS && modified <= now.getTime()
  );
}
