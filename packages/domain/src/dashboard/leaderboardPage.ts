// The leaderboard of this product's dashboard, a page at a time: the search and the team filter are
// decided by the server, which keeps the whole board between requests and cuts the page from it.
import { z } from 'zod';
import { boundedText, pageQuery } from '../limits';

export const LEADERBOARD_PAGE_SIZE = 50;
export const MAX_LEADERBOARD_PAGE_SIZE = 200;
export const MAX_LEADERBOARD_SEARCH_LENGTH = 100;

/** `GET /api/dashboard/leaderboard/:userId/page`: 1-based page; a name search; a team (Owners and Administrators). */
export const leaderboardPageQuery = z.object({
  ...pageQuery(LEADERBOARD_PAGE_SIZE, MAX_LEADERBOARD_PAGE_SIZE),
  search: boundedText(MAX_LEADERBOARD_SEARCH_LENGTH).optional().default(''),
  team: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type LeaderboardPageQuery = z.output<typeof leaderboardPageQuery>;
