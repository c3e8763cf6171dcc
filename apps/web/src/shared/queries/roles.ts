import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleJson } from '@hgn/domain/permissions';
import { api } from '../api/api';

export const rolesQuery = queryOptions({
  queryKey: ['roles'] as const,
  queryFn: ({ signal }) => api.get<RoleJson[]>('/roles', { signal }),
  staleTime: 5 * 60_000,
});

export const useRoles = (enabled: boolean) => useQuery({ ...rolesQuery, enabled });
