import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { teamMembersQuery, teamsListQuery } from '../../../shared/queries/teams';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';

/**
 * Under the time entries' key, so a saved, changed or deleted entry (or the timer logging one) refreshes
 * the week's hours on the board; a board per user, so viewing someone else reads theirs.
 */
export const leaderboardKeys = {
  all: [...timeEntryKeys.all, 'leaderboard'] as const,
  ofUser: (userId: string) => [...timeEntryKeys.all, 'leaderboard', 'user', userId] as const,
  org: [...timeEntryKeys.all, 'leaderboard', 'org'] as const,
};

/** The people on `userId`'s leaderboard with this week's hours. */
export const useLeaderboard = (userId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: leaderboardKeys.ofUser(userId),
    queryFn: ({ signal }) => call(dashboardEndpoints.leaderboard, { params: { userId } }, { signal }),
    enabled: isEnabled,
  });

/** The organisation's totals of the week. */
export const useOrgData = (isEnabled: boolean) =>
  useQuery({
    queryKey: leaderboardKeys.org,
    queryFn: ({ signal }) => call(dashboardEndpoints.orgData, {}, { signal }),
    enabled: isEnabled,
  });

/** Every team, for the team filter. */
export const useTeamsList = () => useQuery(teamsListQuery);

/** The members of the team chosen in the filter; nothing is read while none is chosen. */
export const useChosenTeamMembers = (teamId: string | null) =>
  useQuery({ ...teamMembersQuery(teamId ?? ''), enabled: teamId !== null });

const mouseoverTextKey = ['leaderboard', 'mouseoverText'] as const;

/** The text on the total hours: a list of one, or none before an Owner writes it. */
export const useMouseoverText = () =>
  useQuery({
    queryKey: mouseoverTextKey,
    queryFn: ({ signal }) => call(dashboardEndpoints.mouseoverText, {}, { signal }),
  });

/**
 * Writes the text on the total hours: the first one when there is none (`id` null), else that one. The
 * text is read again after a refusal too: another Owner may have written the first meanwhile.
 */
export const useSaveMouseoverText = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string | null; text: string }) =>
      id === null
        ? call(dashboardEndpoints.createMouseoverText, { body: { newMouseoverText: text } })
        : call(dashboardEndpoints.updateMouseoverText, {
            params: { mouseoverTextId: id },
            body: { newMouseoverText: text },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mouseoverTextKey }),
  });
};
