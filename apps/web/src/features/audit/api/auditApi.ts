import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEventType } from '@hgn/domain/audit';
import { call, callForCsv } from '../../../shared/api/call';
import { auditEndpoints as audit } from '../../../shared/api/endpoints/audit';
import { usersEndpoints as users } from '../../../shared/api/endpoints/users';

/** What the Owner filters the log by: a type, a person and Pacific days, each optional. */
export type AuditFilterValues = {
  type: AuditEventType | null;
  userId: string | null;
  from: string;
  to: string;
};

/** The filters as the endpoint's query, leaving out those not set. */
const queryOf = ({ type, userId, from, to }: AuditFilterValues) => ({
  type: type ?? undefined,
  userId: userId ?? undefined,
  from: from || undefined,
  to: to || undefined,
});

export const auditKeys = { all: ['audit'] as const };

export const useAuditEvents = (filters: AuditFilterValues, page: number, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: [...auditKeys.all, filters, page, limit] as const,
    queryFn: ({ signal }) => call(audit.list, { query: { ...queryOf(filters), page, limit } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Everyone's names, to say who did what and to choose a person to filter by. */
export const usePeopleNames = () =>
  useQuery({
    queryKey: ['users', 'basicInfo'] as const,
    queryFn: ({ signal }) => call(users.basicInfo, {}, { signal }),
    staleTime: 60_000,
  });

/** Every event the filters match, as CSV. */
export const downloadAuditCsv = async (filters: AuditFilterValues) => ({
  csv: await callForCsv(audit.list, { query: queryOf(filters) }),
  filename: 'audit-log.csv',
});
