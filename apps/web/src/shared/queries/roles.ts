import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { permissionsEndpoints } from '../api/endpoints/permissions';

export const rolesQuery = queryOptions({
  queryKey: ['roles'] as const,
  queryFn: ({ signal }) => call(permissionsEndpoints.listRoles, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const useRoles = (enabled: boolean) => useQuery({ ...rolesQuery, enabled });
