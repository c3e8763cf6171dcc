/** Every refusal of the time entry endpoints beyond the common ones. */
export const TIME_ENTRIES_ERROR_CODES = [] as const;
export type TimeEntriesErrorCode = (typeof TIME_ENTRIES_ERROR_CODES)[number];
