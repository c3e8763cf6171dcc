import { useId } from 'react';
import { Box, Table, Text } from '@mantine/core';
import { tasksOfRow, type TeamMemberTasksJson, type TeamTaskJson } from '@hgn/domain/teamTasks';
import { DAY_FILTER_COLORS } from '../teamTasksModel';
import {
  EntriesPanel,
  MemberLinks,
  StatusDot,
  TaskLink,
  TaskProgress,
  TasksFooter,
  TimeOffText,
  hasTasksFooter,
  hasTimeOff,
  memberHours,
  type MemberViewProps,
} from './MemberParts';

export type { TaskActionsRenderer, TaskMember } from './MemberParts';

export type MemberRowsProps = MemberViewProps & {
  /** Columns after the member's own: task, progress, the Administrator's Status, actions. */
  taskColumns: number;
  columns: number;
};

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
  return (
    <>
      <Table.Td>
        <Box miw="13rem">
          <TaskLink task={task} member={member} />
        </Box>
      </Table.Td>
      <Table.Td>
        <Box miw="9rem">
          <TaskProgress task={task} />
        </Box>
      </Table.Td>
      {hasStatusColumn && <Table.Td style={{ whiteSpace: 'nowrap' }}>{task.status}</Table.Td>}
      {renderTaskActions && (
        <Table.Td>
          {renderTaskActions(task, { personId: member.personId, name: member.name }, onChanged)}
        </Table.Td>
      )}
    </>
  );
}

/**
 * One member of the table: their cells beside their first task, a row per further task, then their
 * panels. A row of one spanning cell keeps an empty actions cell at its end, so that the kept last
 * column stays the actions' own and the spanning cell scrolls with the table.
 */
export function MemberRows(props: MemberRowsProps) {
  const { member, taskColumns, columns, isShowingAll, isTimeOffOpen, dayFilter, entries } = props;
  const timeOffId = useId();
  const { shown, openCount, completedHidden } = tasksOfRow(member.tasks, member.personId, isShowingAll);
  const hasFooter = hasTasksFooter(openCount, shown.length, completedHidden, isShowingAll);
  const span = Math.max(1, shown.length) + (hasFooter ? 1 : 0);
  const hours = memberHours(member);
  const actionsColumns = props.renderTaskActions ? 1 : 0;
  const actionsCell = actionsColumns === 1 ? <Table.Td /> : null;

  const memberCells = (
    <>
      <Table.Td rowSpan={span}>
        <StatusDot member={member} />
      </Table.Td>
      <Table.Td rowSpan={span}>
        <MemberLinks
          member={member}
          isTimeOffOpen={isTimeOffOpen}
          onToggleTimeOff={props.onToggleTimeOff}
          timeOffId={timeOffId}
        />
      </Table.Td>
      <Table.Td rowSpan={span}>{hours.committed}</Table.Td>
      <Table.Td rowSpan={span}>{hours.completed}</Table.Td>
      <Table.Td rowSpan={span}>{hours.remaining}</Table.Td>
    </>
  );

  return (
    <Table.Tbody>
      {shown.length === 0 ? (
        <Table.Tr>
          {memberCells}
          <Table.Td colSpan={taskColumns - actionsColumns}>
            <Text size="sm" c="dimmed">
              No open tasks.
            </Text>
          </Table.Td>
          {actionsCell}
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
          <Table.Td colSpan={taskColumns - actionsColumns}>
            <TasksFooter
              openCount={openCount}
              shownCount={shown.length}
              completedHidden={completedHidden}
              isShowingAll={isShowingAll}
              onToggleShowAll={props.onToggleShowAll}
            />
          </Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
      {hasTimeOff(member) && isTimeOffOpen && (
        <Table.Tr id={timeOffId}>
          <Table.Td colSpan={columns - actionsColumns}>
            <TimeOffText member={member} />
          </Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
      {dayFilter !== null && entries !== undefined && (
        <Table.Tr>
          <Table.Td
            colSpan={columns - actionsColumns}
            style={{ borderLeft: `4px solid var(--mantine-color-${DAY_FILTER_COLORS[dayFilter]}-filled)` }}
          >
            <EntriesPanel entries={entries} days={dayFilter} />
          </Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}
