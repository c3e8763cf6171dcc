import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxStatus } from '@hgn/domain/emails';
import { call } from '../../../shared/api/call';
import { emailsEndpoints as emails } from '../../../shared/api/endpoints/emails';

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
    queryFn: ({ signal }) =>
      call(
        emails.list,
        { query: { page: filter.page, pageSize: OUTBOX_PAGE_SIZE, status: filter.status ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
