// How much one read of time entries may ask for; zod-free, so a screen can size its requests.

/** The most people one request reads the entries of. */
export const TIME_ENTRY_USERS_MAX = 500;
/** The longest period one request reads, in days: a month. */
export const TIME_ENTRY_RANGE_MAX_DAYS = 31;
