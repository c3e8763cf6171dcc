import { queryOptions } from '@tanstack/react-query';
import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import { call } from '../api/call';
import { taskEditSuggestionsEndpoints as suggestions } from '../api/endpoints/taskEditSuggestions';

/** How often the header asks again how many suggestions wait, while it is open. */
export const SUGGESTION_COUNT_REFRESH_MS = 3 * 60_000;

/** Approving or rejecting invalidates `all`, so the list page and the header's count refresh together. */
export const taskEditSuggestionKeys = {
  all: ['taskEditSuggestions'] as const,
  list: ['taskEditSuggestions', 'list'] as const,
  count: ['taskEditSuggestions', 'count'] as const,
};

/** Every pending suggestion, newest first. */
export const taskEditSuggestionListQuery = queryOptions({
  queryKey: taskEditSuggestionKeys.list,
  queryFn: async ({ signal }): Promise<TaskEditSuggestionJson[]> => {
    const answer = await call(suggestions.list, { query: {} }, { signal });
    return Array.isArray(answer) ? answer : [];
  },
});

/** How many suggestions wait for review. */
export const taskEditSuggestionCountQuery = queryOptions({
  queryKey: taskEditSuggestionKeys.count,
  queryFn: async ({ signal }): Promise<number> => {
    const answer = await call(suggestions.list, { query: { count: 'true' } }, { signal });
    return Array.isArray(answer) ? answer.length : answer.count;
  },
  refetchInterval: SUGGESTION_COUNT_REFRESH_MS,
});
