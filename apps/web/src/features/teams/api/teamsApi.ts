import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MemberVisibilityInput,
  TeamCreateInput,
  TeamMemberInput,
  TeamUpdateInput,
} from '@hgn/domain/teams';
import { call } from '../../../shared/api/call';
import { teamsEndpoints as teams } from '../../../shared/api/endpoints/teams';
import { teamMembersQuery, teamsListQuery } from '../../../shared/queries/teams';
import { userProfileKeys } from '../../../shared/queries/userProfile';

export const teamKeys = {
  all: ['teams'] as const,
  list: teamsListQuery.queryKey,
  members: (teamId: string) => teamMembersQuery(teamId).queryKey,
  candidates: (teamId: string, search: string) => ['teams', teamId, 'candidates', search] as const,
};

/** Team creation is given up after 20 seconds (spec 000 section 9). */
export const TEAM_CREATION_TIMEOUT_MS = 20_000;

export const useTeams = () => useQuery(teamsListQuery);

export const useTeamMembers = (teamId: string) => useQuery(teamMembersQuery(teamId));

export const useMemberCandidates = (teamId: string, search: string) =>
  useQuery({
    queryKey: teamKeys.candidates(teamId, search),
    queryFn: ({ signal }) => call(teams.candidates, { params: { teamId }, query: { search } }, { signal }),
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
    call(teams.create, { body: input }, { signal: AbortSignal.timeout(TEAM_CREATION_TIMEOUT_MS) }),
  );

export const useUpdateTeam = () =>
  useTeamMutation(({ teamId, ...change }: TeamUpdateInput & { teamId: string }) =>
    call(teams.update, { params: { teamId }, body: change }),
  );

export const useDeleteTeam = () =>
  useTeamMutation((teamId: string) => call(teams.remove, { params: { teamId } }));

export const useAssignTeamMember = () =>
  useTeamMutation(({ teamId, ...body }: TeamMemberInput & { teamId: string }) =>
    call(teams.assignMember, { params: { teamId }, body }),
  );

export const useSetMemberVisibility = () =>
  useTeamMutation((input: MemberVisibilityInput) => call(teams.setMemberVisibility, { body: input }));
