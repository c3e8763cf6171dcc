import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { teamsListQuery } from '../../../shared/queries/teams';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';

/**
 * Under the time entries' key, so a saved, changed or deleted entry (or the timer logging one) refreshes
 * the week's hours on the board; a board per user, so viewing someone else reads theirs.
 */
export const leaderboardKeys = {
  all: [...timeEntryKeys.all, 'leaderboard'] as const,
  ofUser: (userId: string) => [...timeEntryKeys.all, 'leaderboard', 'user', userId] as const,
  page: (userId: string, choice: LeaderboardChoice) =>
    [...timeEntryKeys.all, 'leaderboard', 'user', userId, 'page', choice] as const,
  org: [...timeEntryKeys.all, 'leaderboard', 'org'] as const,
};

/** Which rows of the leaderboard are shown: a page of those whose names hold the search, of a team or all. */
export type LeaderboardChoice = { page: number; search: string; team: string | null };

/** The board as the dashboard first shows it. */
export const FIRST_LEADERBOARD_PAGE: LeaderboardChoice = { page: 1, search: '', team: null };

/**
 * A page of the people on `userId`'s leaderboard with this week's hours, chosen by the server (of its
 * size, `LEADERBOARD_PAGE_SIZE`); the page shown stays while the next one loads.
 */
export const useLeaderboardPage = (userId: string, choice: LeaderboardChoice, isEnabled: boolean) =>
  useQuery({
    queryKey: leaderboardKeys.page(userId, choice),
    queryFn: ({ signal }) =>
      call(
        dashboardEndpoints.leaderboardPage,
        {
          params: { userId },
          query: {
            page: choice.page,
            ...(choice.search !== '' && { search: choice.search }),
            ...(choice.team !== null && { team: choice.team }),
          },
        },
        { signal },
      ),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
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
