import { useId, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBeach, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  hasMetCommitment,
  progressBand,
  progressPercent,
  remainingHours,
  tasksOfRow,
  type DayFilter,
  type TeamMemberTasksJson,
  type TeamTaskJson,
} from '@hgn/domain/teamTasks';
import type { UsersTimeEntryJson } from '@hgn/domain/timeEntries';
import { canEnterRoute, ROUTE_RULES } from '@hgn/domain/permissions';
import { ProfileLink } from '../../../ui/ProfileLink';
import { formatDay } from '../../../ui/formatDate';
import { linkTo, paths } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';
import {
  DAY_FILTER_COLORS,
  PROGRESS_BAND_COLORS,
  entryDuration,
  formatHours,
  notesText,
} from '../teamTasksModel';
import { TaskIcons } from './TaskIcons';

export type TaskMember = { personId: string; name: string };
/** The actions of one member's place on a task, from the tasks feature. */
export type TaskActionsRenderer = (
  task: TeamTaskJson,
  member: TaskMember,
  onChanged: () => void,
) => ReactNode;

/** What a member's rows or card show and do, the same in the table and in the cards. */
export type MemberViewProps = {
  member: TeamMemberTasksJson;
  hasStatusColumn: boolean;
  renderTaskActions: TaskActionsRenderer | undefined;
  onChanged: () => void;
  isShowingAll: boolean;
  onToggleShowAll: () => void;
  isTimeOffOpen: boolean;
  onToggleTimeOff: () => void;
  dayFilter: DayFilter | null;
  entries: readonly UsersTimeEntryJson[] | undefined;
};

export const taskTitle = (task: TeamTaskJson): string => [task.num, task.taskName].filter(Boolean).join(' ');

const hasTimeOff = (member: TeamMemberTasksJson): boolean =>
  member.timeOffFrom !== null && member.timeOffTill !== null;

function StatusDot({ member }: { member: TeamMemberTasksJson }) {
  const isMet = hasMetCommitment(member);
  const label = isMet ? 'Weekly commitment met' : 'Below the weekly commitment';
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      w={12}
      h={12}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        background: isMet ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-red-filled)',
      }}
    />
  );
}

/** The member's profile link, their time log and the button that opens their time off. */
function MemberLinks({
  member,
  isTimeOffOpen,
  onToggleTimeOff,
  timeOffId,
}: Pick<MemberViewProps, 'member' | 'isTimeOffOpen' | 'onToggleTimeOff'> & { timeOffId: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ProfileLink userId={member.personId} name={member.name} />
      <ActionIcon
        component={Link}
        to={linkTo(paths.userTimelog, { userId: member.personId })}
        variant="subtle"
        size="sm"
        aria-label={`Time log of ${member.name}`}
      >
        <IconClock size={16} aria-hidden />
      </ActionIcon>
      {hasTimeOff(member) && (
        <ActionIcon
          variant={isTimeOffOpen ? 'light' : 'subtle'}
          color="cyan"
          size="sm"
          aria-label={`Time off of ${member.name}`}
          aria-expanded={isTimeOffOpen}
          aria-controls={timeOffId}
          onClick={onToggleTimeOff}
        >
          <IconBeach size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * The task's name, linking to the task's page for those its route admits. A task outside a project has
 * no page (spec 001 section 2 links it to the root path, which is the dashboard already shown), and a
 * role the page refuses would only be sent back here: both read the name alone.
 */
function TaskLink({ task, member }: { task: TeamTaskJson; member: TeamMemberTasksJson }) {
  const actor = useActor();
  const mayOpen = task.projectId !== '' && actor !== null && canEnterRoute(actor, ROUTE_RULES[paths.task]);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TaskIcons task={task} memberId={member.personId} />
      {mayOpen ? (
        <Anchor
          component={Link}
          to={linkTo(paths.task, { taskId: task._id })}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {taskTitle(task)}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {taskTitle(task)}
        </Text>
      )}
    </Group>
  );
}

function TaskProgress({ task }: { task: TeamTaskJson }) {
  const percent = progressPercent(task);
  return (
    <Stack gap={2}>
      <Progress
        value={Math.min(100, percent)}
        color={PROGRESS_BAND_COLORS[progressBand(percent)]}
        aria-label={`Progress of ${taskTitle(task)}`}
        data-band={progressBand(percent)}
      />
      <Text size="xs" c="dimmed">
        {formatHours(task.hoursLogged)} of {formatHours(task.estimatedHours)} hrs
      </Text>
    </Stack>
  );
}

/** Show All / Truncate and the count of completed tasks left out. */
function TasksFooter({
  openCount,
  shownCount,
  completedHidden,
  isShowingAll,
  onToggleShowAll,
}: {
  openCount: number;
  shownCount: number;
  completedHidden: number;
  isShowingAll: boolean;
  onToggleShowAll: () => void;
}) {
  return (
    <Group gap="md">
      {(openCount > shownCount || isShowingAll) && (
        <Button size="compact-xs" variant="subtle" aria-expanded={isShowingAll} onClick={onToggleShowAll}>
          {isShowingAll ? 'Truncate' : `Show All (${openCount})`}
        </Button>
      )}
      {completedHidden > 0 && (
        <Text size="xs" c="dimmed">
          {completedHidden === 1 ? '1 completed task hidden' : `${completedHidden} completed tasks hidden`}
        </Text>
      )}
    </Group>
  );
}

function TimeOffText({ member }: { member: TeamMemberTasksJson }) {
  return (
    <Text size="sm">
      {member.name} has time off from {formatDay(member.timeOffFrom ?? '')} to{' '}
      {formatDay(member.timeOffTill ?? '')}.
    </Text>
  );
}

function EntriesPanel({ entries, days }: { entries: readonly UsersTimeEntryJson[]; days: DayFilter }) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No time logged in the past {days === 1 ? 'day' : `${days} days`}.
      </Text>
    );
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Text key={entry._id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
          <strong>{formatDay(entry.dateOfWork)}</strong> {entryDuration(entry)}{' '}
          {entry.isTangible ? 'tangible' : 'intangible'}
          {entry.projectName ? `, ${[entry.projectName, entry.taskName].filter(Boolean).join(' / ')}` : ''}
          {entry.notes ? `: ${notesText(entry.notes)}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** What a task shows in a member's rows or card. */
export type TaskParts = {
  id: string;
  link: ReactNode;
  progress: ReactNode;
  /** The task's status, for those who see the Status column; null for the others. */
  status: string | null;
  actions: ReactNode;
};

/**
 * What a member's rows and card both show, built once from their props for each to lay out: the
 * status dot, links and hours, each task shown (or the line saying there is none), and the footer,
 * time off and time logs when they are shown (null otherwise). The element holding the time off takes
 * `timeOffId`, which its button controls.
 */
export function useMemberParts(props: MemberViewProps) {
  const { member, hasStatusColumn, isShowingAll, isTimeOffOpen, dayFilter, entries } = props;
  const { renderTaskActions, onChanged } = props;
  const timeOffId = useId();
  const { shown, openCount, completedHidden } = tasksOfRow(member.tasks, member.personId, isShowingAll);
  const taskMember: TaskMember = { personId: member.personId, name: member.name };
  return {
    statusDot: <StatusDot member={member} />,
    links: (
      <MemberLinks
        member={member}
        isTimeOffOpen={isTimeOffOpen}
        onToggleTimeOff={props.onToggleTimeOff}
        timeOffId={timeOffId}
      />
    ),
    hours: {
      committed: formatHours(member.weeklycommittedHours),
      completed: formatHours(member.totaltangibletime_hrs),
      remaining: formatHours(remainingHours(member)),
    },
    tasks: shown.map((task): TaskParts => ({
      id: task._id,
      link: <TaskLink task={task} member={member} />,
      progress: <TaskProgress task={task} />,
      status: hasStatusColumn ? task.status : null,
      actions: renderTaskActions?.(task, taskMember, onChanged),
    })),
    hasTaskActions: renderTaskActions !== undefined,
    noOpenTasks:
      shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No open tasks.
        </Text>
      ) : null,
    footer:
      openCount > shown.length || isShowingAll || completedHidden > 0 ? (
        <TasksFooter
          openCount={openCount}
          shownCount={shown.length}
          completedHidden={completedHidden}
          isShowingAll={isShowingAll}
          onToggleShowAll={props.onToggleShowAll}
        />
      ) : null,
    timeOffId,
    timeOff: hasTimeOff(member) && isTimeOffOpen ? <TimeOffText member={member} /> : null,
    timeLogs:
      dayFilter !== null && entries !== undefined
        ? {
            panel: <EntriesPanel entries={entries} days={dayFilter} />,
            /** The left edge in the colour of the day filter's button. */
            edge: { borderLeft: `4px solid var(--mantine-color-${DAY_FILTER_COLORS[dayFilter]}-filled)` },
          }
        : null,
  };
}
