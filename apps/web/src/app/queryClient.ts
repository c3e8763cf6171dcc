import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/apiError';
import { getSession, subscribeToSession } from '../shared/session/session';

// A 4xx answer will not change on a retry; only network trouble and 5xx are retried, once.
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && (!isApiError(error) || error.isNetworkFailure || error.status >= 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Nothing one user loaded may be shown to the next one signing in on this browser.
let cachedFor = getSession()?.claims.userid ?? null;
subscribeToSession(() => {
  const userId = getSession()?.claims.userid ?? null;
  if (userId !== cachedFor) queryClient.clear();
  cachedFor = userId;
});
