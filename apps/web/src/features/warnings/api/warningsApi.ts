import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditWarningDescriptionInput,
  IssueWarningInput,
  NewWarningDescriptionInput,
  WarningDescriptionsChangedJson,
} from '@hgn/domain/warnings';
import { call } from '../../../shared/api/call';
import { warningsEndpoints as warnings } from '../../../shared/api/endpoints/warnings';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

export const warningKeys = {
  descriptions: ['warnings', 'descriptions'] as const,
  users: ['warnings', 'user'] as const,
  ofUser: (userId: string) => ['warnings', 'user', userId] as const,
};

/** The person's trackers, one per active description. */
export const useWarningsOf = (userId: string) =>
  useQuery({
    queryKey: warningKeys.ofUser(userId),
    queryFn: () => call(warnings.ofUser, { params: { userId } }),
  });

/** Every description, read only where they are managed (`enabled`). */
export const useWarningDescriptions = (enabled: boolean) =>
  useQuery({ queryKey: warningKeys.descriptions, queryFn: () => call(warnings.descriptions, {}), enabled });

/**
 * Issuing or deleting a warning answers the person's trackers, kept as they are. A red one gives the
 * person a blue square as well: their profile, which lists their blue squares, is read again.
 */
export function useIssueWarning(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueWarningInput) => call(warnings.issue, { params: { userId }, body }),
    onSuccess: async (trackers, { color }) => {
      await keepAnswer(queryClient, warningKeys.ofUser(userId), trackers);
      if (color === 'red') return queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) });
    },
  });
}

export function useDeleteWarning(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: string) => call(warnings.remove, { params: { userId }, body: { warningId } }),
    onSuccess: (trackers) => keepAnswer(queryClient, warningKeys.ofUser(userId), trackers),
  });
}

/** Every change to the descriptions answers them all, kept as they are; everyone's trackers are read again. */
function useDescriptionChange<T>(change: (input: T) => Promise<WarningDescriptionsChangedJson>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ currentWarningDescriptions }) => {
      await keepAnswer(queryClient, warningKeys.descriptions, { currentWarningDescriptions });
      return queryClient.invalidateQueries({ queryKey: warningKeys.users });
    },
  });
}

export const useAddWarningDescription = () =>
  useDescriptionChange((body: NewWarningDescriptionInput) => call(warnings.addDescription, { body }));

export const useEditWarningDescription = () =>
  useDescriptionChange((body: EditWarningDescriptionInput) => call(warnings.editDescription, { body }));

export const useToggleWarningDescription = () =>
  useDescriptionChange((warningDescriptionId: string) =>
    call(warnings.toggleDescription, { params: { warningDescriptionId } }),
  );

export const useDeleteWarningDescription = () =>
  useDescriptionChange((warningDescriptionId: string) =>
    call(warnings.deleteDescription, { params: { warningDescriptionId } }),
  );
