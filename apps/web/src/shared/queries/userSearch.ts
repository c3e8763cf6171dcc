import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { usersEndpoints } from '../api/endpoints/users';

/** Active people whose name matches the text (at most ten), for choosing someone in a form. */
export const userSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['users', 'autocomplete', text] as const,
    queryFn: ({ signal }) => call(usersEndpoints.autocomplete, { params: { searchText: text } }, { signal }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
  });
