import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconBeach, IconInfoCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  LONGEST_DAY_FILTER,
  NO_TEAM_TASKS_FILTERS,
  firstDayOfPast,
  seesTaskStatusColumn,
  seesTeamTasksFilters,
  type DayFilter,
  type TeamMemberTasksJson,
  type TeamTasksFilters,
} from '@hgn/domain/teamTasks';
import { pacificDate } from '@hgn/domain/time';
import { teamTasksEndpoints } from '../../../shared/api/endpoints/teamTasks';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { EmptyText } from '../../../ui/Section';
import { WIDE_TABLES_QUERY } from '../../../ui/layouts';
import { teamTasksKeys, useMembersTimeEntries, useTeamTasksPage } from '../api/teamTasksApi';
import { entriesByPerson } from '../teamTasksModel';
import { DayFilterControl } from './DayFilterControl';
import type { MemberViewProps, TaskActionsRenderer } from './MemberParts';
import { MemberRows } from './MemberRows';

// Only the leading roles use the filters, and the icons' explanation waits for its first opening.
const TeamTasksFilterBar = lazy(async () => ({
  default: (await import('./TeamTasksFilterBar')).TeamTasksFilterBar,
}));
// The cards replace the table on narrow screens only, so wide ones never load them.
const MemberCards = lazy(async () => ({ default: (await import('./MemberCards')).MemberCards }));
const TaskIconsInfo = lazy(async () => ({ default: (await import('./TaskIconsInfo')).TaskIconsInfo }));
// Most teams fit one page: the pager loads only for a team that needs more.
const ListPager = lazy(async () => ({ default: (await import('../../../ui/ListPager')).ListPager }));

const pageCountOf = ({ total, pageSize }: { total: number; pageSize: number }): number =>
  Math.max(1, Math.ceil(total / pageSize));

const toggled = (set: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/**
 * The Team Member Tasks table of the dashboard: the members of `userId`'s teams with their hours and
 * tasks, a page at a time, time logs of the past days, time off, and for the leading roles the Team,
 * Team Code and Color filters, which the server applies. Shown to those the server lets read it (one's
 * own, or a user one may view).
 */
export function TeamMemberTasks({
  userId,
  renderTaskActions,
  summary,
}: {
  userId: string;
  renderTaskActions?: TaskActionsRenderer;
  /** Shown beside the title (the follow-up count of the tasks feature). */
  summary?: ReactNode;
}) {
  const actor = useActor();
  const mayRead = actor !== null && allowed(actor, teamTasksEndpoints.page, { params: { userId } });
  const queryClient = useQueryClient();
  const headingId = useId();
  const [dayFilter, setDayFilter] = useState<DayFilter | null>(null);
  const [isShowingTimeOff, setShowingTimeOff] = useState(false);
  const [openTimeOff, setOpenTimeOff] = useState<ReadonlySet<string>>(new Set());
  const [showingAll, setShowingAll] = useState<ReadonlySet<string>>(new Set());
  const [filters, setFilters] = useState<TeamTasksFilters>(NO_TEAM_TASKS_FILTERS);
  const [isInfoOpen, setInfoOpen] = useState(false);
  const [hasOpenedInfo, setOpenedInfo] = useState(false);
  const [page, setPage] = useState(1);
  const isWide = useMediaQuery(WIDE_TABLES_QUERY, true);
  const rows = useTeamTasksPage(userId, page, filters, mayRead);
  // A page's rows (some 300 tasks of 50 members, each with its controls) are drawn in a pass of their
  // own that gives way to the browser every few milliseconds: drawn at once, they held the page's next
  // frame (and the leaderboard below, already placed) for 300 to 600 ms.
  const shownPage = useDeferredValue(rows.data);

  const today = pacificDate(Date.now());
  const hasFilters = actor !== null && seesTeamTasksFilters(actor);
  const pageMembers = rows.data?.items;
  const pageCount = rows.data ? pageCountOf(rows.data) : 1;
  // A page left empty by members who left the list gives way to the last one there is.
  const isPastTheEnd = rows.data !== undefined && rows.data.items.length === 0 && rows.data.page > pageCount;
  useEffect(() => {
    if (isPastTheEnd) setPage(pageCount);
  }, [isPastTheEnd, pageCount]);
  const pageIds = useMemo(() => (pageMembers ?? []).map((member) => member.personId), [pageMembers]);
  const entries = useMembersTimeEntries(
    pageIds,
    firstDayOfPast(today, LONGEST_DAY_FILTER),
    today,
    dayFilter !== null,
  );
  const entriesOf = useMemo(
    () =>
      dayFilter === null || !entries.data
        ? undefined
        : entriesByPerson(entries.data, firstDayOfPast(today, dayFilter)),
    [dayFilter, entries.data, today],
  );

  if (!actor || !mayRead) return null;
  const hasStatusColumn = seesTaskStatusColumn(actor);
  const headings = [
    'User status',
    'Team member',
    'Weekly committed hours',
    'Completed hours',
    'Remaining hours',
    'Tasks',
    'Progress',
    ...(hasStatusColumn ? ['Status'] : []),
    ...(renderTaskActions ? ['Task actions'] : []),
  ];
  const taskColumns = headings.length - 5;
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: teamTasksKeys.ofUser(userId) });

  const body = () => {
    if (rows.isError) return <ListLoadFailed message="The team member tasks could not be loaded." />;
    if (!shownPage) return <ListLoading label="Loading team member tasks" rows={3} />;
    const { items, total, pageSize, memberCount } = shownPage;
    if (memberCount === 0) return <EmptyText>No team members to show.</EmptyText>;
    if (total === 0) return <EmptyText>No team members match the filters.</EmptyText>;
    const viewOf = (member: TeamMemberTasksJson): Omit<MemberViewProps, 'member'> => ({
      hasStatusColumn,
      renderTaskActions,
      onChanged,
      isShowingAll: showingAll.has(member.personId),
      onToggleShowAll: () => setShowingAll((ids) => toggled(ids, member.personId)),
      isTimeOffOpen: isShowingTimeOff || openTimeOff.has(member.personId),
      onToggleTimeOff: () => setOpenTimeOff((ids) => toggled(ids, member.personId)),
      dayFilter,
      entries: entriesOf ? (entriesOf.get(member.personId.toLowerCase()) ?? []) : undefined,
    });
    const table = isWide ? (
      <ScrollRegion label="Team member tasks" hasStickyLastColumn={renderTaskActions !== undefined}>
        {/* Narrow gaps between the columns let an Administrator's whole table (with Status) fit the
            page's column, so the kept actions column covers nothing in a wide window. */}
        <Table
          verticalSpacing="xs"
          horizontalSpacing={6}
          miw={960}
          aria-labelledby={headingId}
          withRowBorders
        >
          <Table.Thead>
            <Table.Tr>
              {headings.map((heading) => (
                <Table.Th key={heading}>{heading}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {items.map((member) => (
            <MemberRows
              key={member.personId}
              member={member}
              taskColumns={taskColumns}
              columns={headings.length}
              {...viewOf(member)}
            />
          ))}
        </Table>
      </ScrollRegion>
    ) : (
      <Suspense fallback={<ListLoading label="Loading team member tasks" rows={3} />}>
        <MemberCards members={items} labelledBy={headingId} viewOf={viewOf} />
      </Suspense>
    );
    return pageCountOf(shownPage) === 1 ? (
      table
    ) : (
      <Stack gap="sm">
        {table}
        <Suspense fallback={null}>
          <ListPager
            total={total}
            pageSize={pageSize}
            unit={['member', 'members']}
            page={shownPage.page}
            onPage={setPage}
          />
        </Suspense>
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            Team Member Tasks
          </Title>
          {summary}
        </Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          onClick={() => {
            setInfoOpen(true);
            setOpenedInfo(true);
          }}
        >
          Task icons
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <DayFilterControl value={dayFilter} onChange={setDayFilter} />
        <Button
          size="xs"
          variant={isShowingTimeOff ? 'filled' : 'default'}
          leftSection={<IconBeach size={16} aria-hidden />}
          aria-pressed={isShowingTimeOff}
          onClick={() => setShowingTimeOff(!isShowingTimeOff)}
        >
          Show time off
        </Button>
      </Group>
      {dayFilter !== null && entries.isError && (
        <ListLoadFailed message="The time logs could not be loaded." />
      )}
      {dayFilter !== null && entries.isLoading && <ListLoading label="Loading time logs" rows={1} />}
      {hasFilters && (
        <Suspense fallback={null}>
          <TeamTasksFilterBar
            choices={rows.data ?? { teams: [], teamCodes: [] }}
            filters={filters}
            onChange={(change) => {
              setFilters((current) => ({ ...current, ...change }));
              setPage(1);
            }}
          />
        </Suspense>
      )}
      {body()}
      {hasOpenedInfo && (
        <Suspense fallback={null}>
          <TaskIconsInfo opened={isInfoOpen} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
