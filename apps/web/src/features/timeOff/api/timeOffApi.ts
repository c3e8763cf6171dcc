import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TimeOffRequestInput,
  TimeOffRequestJson,
  TimeOffRequestsByUserJson,
  TimeOffRequestUpdate,
} from '@hgn/domain/timeOff';
import { api } from '../../../shared/api/api';
import { userProfileKeys } from '../../../shared/queries/userProfile';

// The dashboard reads the same list under this key, so a change here shows there at once.
export const timeOffKeys = { all: ['timeOffRequests'] as const };

export const useTimeOffRequests = () =>
  useQuery({
    queryKey: timeOffKeys.all,
    queryFn: ({ signal }) => api.get<TimeOffRequestsByUserJson>('/getTimeOffRequests', { signal }),
  });

const useTimeOffMutation = <T>(mutationFn: (input: T) => Promise<TimeOffRequestJson>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.one(request.requestFor) }),
      ]),
  });
};

export const useCreateTimeOff = () =>
  useTimeOffMutation((input: TimeOffRequestInput) =>
    api.post<TimeOffRequestJson>('/setTimeOffRequest', input),
  );

export const useUpdateTimeOff = () =>
  useTimeOffMutation(({ id, change }: { id: string; change: TimeOffRequestUpdate }) =>
    api.post<TimeOffRequestJson>(`/updateTimeOffRequest/${encodeURIComponent(id)}`, change),
  );

export const useDeleteTimeOff = () =>
  useTimeOffMutation((id: string) =>
    api.request<TimeOffRequestJson>(`/deleteTimeOffRequest/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
