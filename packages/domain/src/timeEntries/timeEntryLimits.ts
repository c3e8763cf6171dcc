// How much one request may ask for and hold; zod-free, so a screen can size its requests and fields.

/** The most people one request reads the entries of. */
export const TIME_ENTRY_USERS_MAX = 500;
/** The longest period one request of several people reads, in days: a month. */
export const TIME_ENTRY_RANGE_MAX_DAYS = 31;
/** The longest period one person's entries are read over, in days: ten years. */
export const TIME_ENTRY_PERSON_RANGE_MAX_DAYS = 3_660;
/** The most entries one page of `GET /api/TimeEntry` holds. */
export const TIME_ENTRY_PAGE_MAX = 1_000;
/** The hours and minutes fields of the form (spec 001 section 9). */
export const TIME_ENTRY_HOURS_MAX = 40;
export const TIME_ENTRY_MINUTES_MAX = 59;
/** Notes need more than this many words, and a link. */
export const TIME_ENTRY_NOTES_MIN_WORDS = 10;
/** The edit window and how many edits of tangible time it allows without a blue square. */
export const TIME_ENTRY_EDIT_WINDOW_DAYS = 365;
export const TIME_ENTRY_FREE_EDITS = 4;
/** An `Idempotency-Key` header is at most this long, and an answer is kept for a retry this long. */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEEP_HOURS = 24;
