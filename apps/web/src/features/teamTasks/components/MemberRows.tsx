import { useId, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
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
import { ProfileLink } from '../../../ui/ProfileLink';
import { formatDay } from '../../../ui/formatDate';
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

export type MemberRowsProps = {
  member: TeamMemberTasksJson;
  /** Columns after the member's own: task, progress, the Administrator's Status, actions. */
  taskColumns: number;
  columns: number;
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

const taskTitle = (task: TeamTaskJson): string => [task.num, task.taskName].filter(Boolean).join(' ');

function TaskCells({
  task,
  member,
  hasStatusColumn,
  renderTaskActions,
  onChanged,
}: Pick<MemberRowsProps, 'hasStatusColumn' | 'renderTaskActions' | 'onChanged'> & {
  task: TeamTaskJson;
  member: TeamMemberTasksJson;
}) {
  const percent = progressPercent(task);
  // A task outside a project links to the root path (spec 001 section 2).
  const href = task.projectId ? `/wbs/tasks/${encodeURIComponent(task._id)}` : '/';
  return (
    <>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TaskIcons task={task} memberId={member.personId} />
          <Anchor component={Link} to={href} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {taskTitle(task)}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td miw={140}>
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
      </Table.Td>
      {hasStatusColumn && <Table.Td>{task.status}</Table.Td>}
      {renderTaskActions && (
        <Table.Td>
          {renderTaskActions(task, { personId: member.personId, name: member.name }, onChanged)}
        </Table.Td>
      )}
    </>
  );
}

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
        borderRadius: '50%',
        background: isMet ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-red-filled)',
      }}
    />
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

/** One member of the table: their cells beside their first task, a row per further task, then their panels. */
export function MemberRows(props: MemberRowsProps) {
  const { member, taskColumns, columns, isShowingAll, isTimeOffOpen, dayFilter, entries } = props;
  const timeOffId = useId();
  const { shown, openCount, completedHidden } = tasksOfRow(member.tasks, member.personId, isShowingAll);
  const hasFooter = openCount > shown.length || isShowingAll || completedHidden > 0;
  const span = Math.max(1, shown.length) + (hasFooter ? 1 : 0);
  const hasTimeOff = member.timeOffFrom !== null && member.timeOffTill !== null;

  const memberCells = (
    <>
      <Table.Td rowSpan={span}>
        <StatusDot member={member} />
      </Table.Td>
      <Table.Td rowSpan={span}>
        <Group gap={4} wrap="nowrap">
          <ProfileLink userId={member.personId} name={member.name} />
          <ActionIcon
            component={Link}
            to={`/timelog/${encodeURIComponent(member.personId)}`}
            variant="subtle"
            size="sm"
            aria-label={`Time log of ${member.name}`}
          >
            <IconClock size={16} aria-hidden />
          </ActionIcon>
          {hasTimeOff && (
            <ActionIcon
              variant={isTimeOffOpen ? 'light' : 'subtle'}
              color="cyan"
              size="sm"
              aria-label={`Time off of ${member.name}`}
              aria-expanded={isTimeOffOpen}
              aria-controls={timeOffId}
              onClick={props.onToggleTimeOff}
            >
              <IconBeach size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
      <Table.Td rowSpan={span}>{formatHours(member.weeklycommittedHours)}</Table.Td>
      <Table.Td rowSpan={span}>{formatHours(member.totaltangibletime_hrs)}</Table.Td>
      <Table.Td rowSpan={span}>{formatHours(remainingHours(member))}</Table.Td>
    </>
  );

  return (
    <Table.Tbody>
      {shown.length === 0 ? (
        <Table.Tr>
          {memberCells}
          <Table.Td colSpan={taskColumns}>
            <Text size="sm" c="dimmed">
              No open tasks.
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : (
        shown.map((task, index) => (
          <Table.Tr key={task._id}>
            {index === 0 && memberCells}
            <TaskCells
              task={task}
              member={member}
              hasStatusColumn={props.hasStatusColumn}
              renderTaskActions={props.renderTaskActions}
              onChanged={props.onChanged}
            />
          </Table.Tr>
        ))
      )}
      {hasFooter && (
        <Table.Tr>
          <Table.Td colSpan={taskColumns}>
            <Group gap="md">
              {(openCount > shown.length || isShowingAll) && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-expanded={isShowingAll}
                  onClick={props.onToggleShowAll}
                >
                  {isShowingAll ? 'Truncate' : `Show All (${openCount})`}
                </Button>
              )}
              {completedHidden > 0 && (
                <Text size="xs" c="dimmed">
                  {completedHidden === 1
                    ? '1 completed task hidden'
                    : `${completedHidden} completed tasks hidden`}
                </Text>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
      {hasTimeOff && isTimeOffOpen && (
        <Table.Tr id={timeOffId}>
          <Table.Td colSpan={columns}>
            <Text size="sm">
              {member.name} has time off from {formatDay(member.timeOffFrom ?? '')} to{' '}
              {formatDay(member.timeOffTill ?? '')}.
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {dayFilter !== null && entries !== undefined && (
        <Table.Tr>
          <Table.Td
            colSpan={columns}
            style={{ borderLeft: `4px solid var(--mantine-color-${DAY_FILTER_COLORS[dayFilter]}-filled)` }}
          >
            <EntriesPanel entries={entries} days={dayFilter} />
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}
