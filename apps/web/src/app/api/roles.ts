import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface RoleJson {
  _id: string;
  roleName: string;
  permissions: string[];
}

export const rolesQuery = queryOptions({
  queryKey: ['roles'] as const,
  queryFn: ({ signal }) => api.get<RoleJson[]>('/roles', { signal }),
  staleTime: 5 * 60_000,
});

export const useRoles = (enabled: boolean) => useQuery({ ...rolesQuery, enabled });
