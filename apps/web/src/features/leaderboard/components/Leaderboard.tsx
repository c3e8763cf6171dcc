import { lazy, Suspense, useId, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  LEADERBOARD_PAGE_SIZE,
  LEADERBOARD_SEARCH_DEBOUNCE_MS,
  seesLeaderboardTeamFilter,
  type LeaderboardRowJson,
} from '@hgn/domain/dashboard';
import { leaderboardMessages } from '@hgn/domain/messages';
import { can, isOwner } from '@hgn/domain/permissions';
import { canViewOthersDashboard } from '@hgn/domain/teamTasks';
import { serverSentence } from '../../../shared/api/apiError';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { linkTo, paths } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';
import { ListPager } from '../../../ui/ListPager';
import { ListLoading } from '../../../ui/ListStates';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { EmptyText } from '../../../ui/Section';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useLeaderboardPage, useOrgData } from '../api/leaderboardApi';
import { LeaderboardRow, OrgRow, type RowOptions } from './LeaderboardRows';
import type { RowWithTimeOff } from './LeaderboardTimeOffDialog';
import { TotalHoursHeading } from './TotalHoursHeading';

// Only Owners and Administrators filter by team, and the confirmation waits for its first opening.
const TeamFilter = lazy(async () => ({ default: (await import('./TeamFilter')).TeamFilter }));
const ViewDashboardDialog = lazy(async () => ({
  default: (await import('./ViewDashboardDialog')).ViewDashboardDialog,
}));
const LeaderboardTimeOffDialog = lazy(async () => ({
  default: (await import('./LeaderboardTimeOffDialog')).LeaderboardTimeOffDialog,
}));

const HEADINGS = ['Status', 'Name', 'Progress', 'Tangible hours', 'Intangible hours', 'Total hours'] as const;

/**
 * The leaderboard of `userId`'s dashboard: the organisation's week, then the people of the user's
 * teams (everyone, for those who see every user) with this week's hours against their commitment, a
 * page at a time; a search by name and, for Owners and Administrators, a team filter, both decided by
 * the server. Shown to those the server lets read it (one's own, or a user whose dashboard one may view).
 */
export function Leaderboard({ userId }: { userId: string }) {
  const actor = useActor();
  const mayRead =
    actor !== null && allowed(actor, dashboardEndpoints.leaderboardPage, { params: { userId } });
  const org = useOrgData(mayRead);
  const headingId = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), LEADERBOARD_SEARCH_DEBOUNCE_MS);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [pageAsked, setPage] = useState({ page: 1, search: '', team: null as string | null });
  // A new search or team starts again from the first page.
  const page = pageAsked.search === debouncedSearch && pageAsked.team === teamId ? pageAsked.page : 1;
  const board = useLeaderboardPage(userId, { page, search: debouncedSearch, team: teamId }, mayRead);
  const [confirming, setConfirming] = useState<LeaderboardRowJson | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [timeOffRow, setTimeOffRow] = useState<RowWithTimeOff | null>(null);
  const [isTimeOffOpen, setTimeOffOpen] = useState(false);
  const [isRefreshing, setRefreshing] = useState(false);

  const hasTeamFilter = actor !== null && seesLeaderboardTeamFilter(actor);
  const shownRows = board.data?.items ?? [];

  if (!actor || !mayRead) return null;

  const options: RowOptions = {
    viewerId: actor.userId,
    mayOpenDashboards: canViewOthersDashboard(actor),
    seesSummaryIndicator: can(actor, 'seeSummaryIndicator'),
    seesVisibilityIcon: can(actor, 'seeVisibilityIcon'),
    now: new Date(),
    onOpenDashboard: (row) => {
      setConfirming(row);
      setConfirmOpen(true);
    },
    onOpenTimeOff: ({ timeOffFrom, timeOffTill, ...row }) => {
      if (timeOffFrom === null || timeOffTill === null) return;
      setTimeOffRow({ ...row, timeOffFrom, timeOffTill });
      setTimeOffOpen(true);
    },
  };

  const refresh = async () => {
    setRefreshing(true);
    const [people, totals] = await Promise.all([board.refetch(), org.refetch()]);
    setRefreshing(false);
    if (people.isError || totals.isError)
      toastError(serverSentence(people.error ?? totals.error, 'The leaderboard could not be loaded.'));
    else toastSuccess(leaderboardMessages.updated);
  };

  const teamProblem = (() => {
    if (teamId === null) return null;
    if (board.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">{leaderboardMessages.teamMembersFailed}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void board.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      );
    if (board.data?.teamMemberCount === 0 && !board.isPlaceholderData)
      return (
        <Alert color="yellow" variant="light" role="alert">
          {leaderboardMessages.teamWithoutMembers}
        </Alert>
      );
    return null;
  })();

  const body = () => {
    if (board.isError && teamId !== null) return null;
    if (board.isPending)
      return (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {leaderboardMessages.loading}
          </Text>
          <ListLoading label={leaderboardMessages.loading} rows={3} />
        </Stack>
      );
    if (board.isError && teamId !== null) return null;
    if (board.isError)
      return (
        <Group gap="sm" role="alert">
          <Text size="sm" c="var(--mantine-color-error)">
            {serverSentence(board.error, 'The leaderboard could not be loaded.')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </Group>
      );
    const isFilteringTeam = teamId !== null && board.isPlaceholderData;
    const empty =
      shownRows.length > 0 || isFilteringTeam || teamProblem
        ? null
        : debouncedSearch.trim()
          ? `No one on the leaderboard matches “${debouncedSearch.trim()}”.`
          : 'No one is on the leaderboard this week.';
    return (
      <Stack gap="xs">
        <ScrollRegion label="Leaderboard table">
          <Table verticalSpacing={6} miw={560} aria-labelledby={headingId} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {HEADINGS.map((heading) => (
                  <Table.Th key={heading} ta={heading.endsWith('hours') ? 'right' : undefined}>
                    {heading === 'Total hours' ? <TotalHoursHeading mayEdit={isOwner(actor)} /> : heading}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {org.data && <OrgRow org={org.data} />}
              {org.isError && (
                <Table.Tr>
                  <Table.Td colSpan={HEADINGS.length}>
                    <EmptyText>The organisation&apos;s totals could not be loaded.</EmptyText>
                  </Table.Td>
                </Table.Tr>
              )}
              {isFilteringTeam ? (
                <Table.Tr>
                  <Table.Td colSpan={HEADINGS.length}>
                    <ListLoading label="Loading the team's members" rows={2} />
                  </Table.Td>
                </Table.Tr>
              ) : (
                shownRows.map((row) => <LeaderboardRow key={row.personId} row={row} options={options} />)
              )}
              {empty && (
                <Table.Tr>
                  <Table.Td colSpan={HEADINGS.length}>
                    <EmptyText>{empty}</EmptyText>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <ListPager
          total={board.data?.total}
          pageSize={LEADERBOARD_PAGE_SIZE}
          unit={['person', 'people']}
          page={page}
          onPage={(chosen) => setPage({ page: chosen, search: debouncedSearch, team: teamId })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          Leaderboard
        </Title>
        <Group gap="xs" wrap="wrap">
          {hasTeamFilter && (
            <Suspense fallback={null}>
              <TeamFilter teamId={teamId} onChange={setTeamId} />
            </Suspense>
          )}
          <ActionIcon
            variant="subtle"
            aria-label="Refresh the leaderboard"
            loading={isRefreshing}
            onClick={() => void refresh()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <TextInput
        label="Search by name"
        type="search"
        size="sm"
        maw={320}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {teamProblem}
      {body()}
      {confirming && (
        <Suspense fallback={null}>
          <ViewDashboardDialog
            opened={isConfirmOpen}
            name={confirming.name}
            onClose={() => setConfirmOpen(false)}
            onConfirm={() => {
              setConfirmOpen(false);
              void navigate(linkTo(paths.userDashboard, { userId: confirming.personId }));
            }}
          />
        </Suspense>
      )}
      {timeOffRow && (
        <Suspense fallback={null}>
          <LeaderboardTimeOffDialog
            row={timeOffRow}
            opened={isTimeOffOpen}
            onClose={() => setTimeOffOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
