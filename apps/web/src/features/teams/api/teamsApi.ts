import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignTeamMemberResultJson,
  DeleteTeamResultJson,
  MemberCandidateJson,
  MemberVisibilityInput,
  TeamCreateInput,
  TeamJson,
  TeamListItemJson,
  TeamMemberInput,
  TeamMemberJson,
  TeamUpdateInput,
} from '@hgn/domain/teams';
import { api } from '../../../app/api/api';
import { userProfileKeys } from '../../../app/api/userProfile';

export const teamKeys = {
  all: ['teams'] as const,
  list: ['teams', 'list'] as const,
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
  candidates: (teamId: string, search: string) => ['teams', teamId, 'candidates', search] as const,
};

/** Team creation is given up after 20 seconds (spec 000 section 9). */
export const TEAM_CREATION_TIMEOUT_MS = 20_000;

const encoded = encodeURIComponent;

export const useTeams = () =>
  useQuery({
    queryKey: teamKeys.list,
    queryFn: ({ signal }) => api.get<TeamListItemJson[]>('/team', { signal }),
  });

export const useTeamMembers = (teamId: string) =>
  useQuery({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => api.get<TeamMemberJson[]>(`/team/${encoded(teamId)}/users`, { signal }),
  });

export const useMemberCandidates = (teamId: string, search: string) =>
  useQuery({
    queryKey: teamKeys.candidates(teamId, search),
    queryFn: ({ signal }) =>
      api.get<MemberCandidateJson[]>(`/team/${encoded(teamId)}/candidates?search=${encoded(search)}`, {
        signal,
      }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** After any team change the lists, the members and the profiles showing teams are read again. */
const useTeamMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.all }),
      ]),
  });
};

export const useCreateTeam = () =>
  useTeamMutation((input: TeamCreateInput) =>
    api.post<TeamJson>('/team', input, { signal: AbortSignal.timeout(TEAM_CREATION_TIMEOUT_MS) }),
  );

export const useUpdateTeam = () =>
  useTeamMutation(({ teamId, ...change }: TeamUpdateInput & { teamId: string }) =>
    api.put<TeamJson>(`/team/${encoded(teamId)}`, change),
  );

export const useDeleteTeam = () =>
  useTeamMutation((teamId: string) =>
    api.request<DeleteTeamResultJson>(`/team/${encoded(teamId)}`, { method: 'DELETE' }),
  );

export const useAssignTeamMember = () =>
  useTeamMutation(({ teamId, ...body }: TeamMemberInput & { teamId: string }) =>
    api.post<AssignTeamMemberResultJson>(`/team/${encoded(teamId)}/users`, body),
  );

export const useSetMemberVisibility = () =>
  useTeamMutation((input: MemberVisibilityInput) => api.put<TeamMemberJson>('/team', input));
