import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/api';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMessageJson {
  _id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface OutboxPage {
  items: OutboxMessageJson[];
  total: number;
  page: number;
  pageSize: number;
}

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
      return api.get<OutboxPage>(`/emailoutbox?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
