import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffRequestInput, TimeOffRequestJson, TimeOffRequestUpdate } from '@hgn/domain/timeOff';
import { call } from '../../../shared/api/call';
import { timeOffEndpoints as timeOff } from '../../../shared/api/endpoints/timeOff';
import { timeOffKeys } from '../../../shared/queries/timeOff';
import { userProfileKeys } from '../../../shared/queries/userProfile';

/** After any change the requests (wherever shown) and the requester's profile are read again. */
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
  useTimeOffMutation((input: TimeOffRequestInput) => call(timeOff.create, { body: input }));

export const useUpdateTimeOff = () =>
  useTimeOffMutation(({ id, change }: { id: string; change: TimeOffRequestUpdate }) =>
    call(timeOff.update, { params: { id }, body: change }),
  );

export const useDeleteTimeOff = () =>
  useTimeOffMutation((id: string) => call(timeOff.remove, { params: { id } }));
