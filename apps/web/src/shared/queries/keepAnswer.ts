import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * A change's answer becomes what is kept under the key. A read of the key still on its way was
 * begun before the change was stored: it is dropped first, so that it cannot land over the answer.
 */
export async function keepAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}
