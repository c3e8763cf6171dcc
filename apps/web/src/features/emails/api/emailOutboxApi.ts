import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxPageJson, OutboxStatus } from '@hgn/domain/emails';
import { api } from '../../../shared/api/api';

export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxFilter {
  page: number;
  status: OutboxStatus | null;
}

export const emailOutboxKeys = {
  all: ['emailOutbox'] as const,
  page: (filter: OutboxFilter) => ['emailOutbox', filter] as const,
};

export const useEmailOutbox = (filter: OutboxFilter) =>
  useQuery({
    queryKey: emailOutboxKeys.page(filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page), pageSize: String(OUTBOX_PAGE_SIZE) });
      if (filter.status) query.set('status', filter.status);
      return api.get<OutboxPageJson>(`/emailoutbox?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
