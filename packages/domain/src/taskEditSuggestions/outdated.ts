// Spec 001: a suggestion made on a task that has changed since the suggester loaded it is 'outdated'.

/** The version a suggester's copy of the task was read at, as the suggestion's oldTask carries it. */
export type LoadedTaskVersion = { __v?: number | undefined; modifiedDatetime?: string | undefined };

/** The task as it is now, and when the suggestion was made. */
export type CurrentTaskVersion = { __v: number; modifiedDatetime: string; dateSuggested: string };

/**
 * Whether the task changed after the suggester loaded it: its version moved on from the one the
 * suggestion was made on, or (a suggestion that names no version) it was modified later than the
 * copy, or than the suggestion itself.
 */
export function isSuggestionOutdated(loaded: LoadedTaskVersion, current: CurrentTaskVersion): boolean {
  if (loaded.__v !== undefined) return current.__v !== loaded.__v;
  const since = Date.parse(loaded.modifiedDatetime ?? current.dateSuggested);
  return Number.isNaN(since) || Date.parse(current.modifiedDatetime) > since;
}
