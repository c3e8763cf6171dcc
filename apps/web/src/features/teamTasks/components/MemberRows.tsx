import { Box, Table } from '@mantine/core';
import { useMemberParts, type MemberViewProps, type TaskParts } from './MemberParts';

export type MemberRowsProps = MemberViewProps & {
  /** Columns after the member's own: task, progress, the Administrator's Status, actions. */
  taskColumns: number;
  columns: number;
};

function TaskCells({ task, hasTaskActions }: { task: TaskParts; hasTaskActions: boolean }) {
  return (
    <>
      <Table.Td>
        <Box miw="12rem">{task.link}</Box>
      </Table.Td>
      <Table.Td>
        <Box miw="9rem">{task.progress}</Box>
      </Table.Td>
      {task.status !== null && <Table.Td>{task.status}</Table.Td>}
      {hasTaskActions && <Table.Td>{task.actions}</Table.Td>}
    </>
  );
}

/**
 * One member of the table: their cells beside their first task, a row per further task, then their
 * panels. A row of one spanning cell keeps an empty actions cell at its end, so that the kept last
 * column stays the actions' own and the spanning cell scrolls with the table.
 */
export function MemberRows(props: MemberRowsProps) {
  const { taskColumns, columns } = props;
  const parts = useMemberParts(props);
  const { hours, footer, timeOff, timeLogs } = parts;
  const span = Math.max(1, parts.tasks.length) + (footer ? 1 : 0);
  const actionsColumns = parts.hasTaskActions ? 1 : 0;
  const actionsCell = parts.hasTaskActions ? <Table.Td /> : null;

  const memberCells = (
    <>
      <Table.Td rowSpan={span}>{parts.statusDot}</Table.Td>
      <Table.Td rowSpan={span}>{parts.links}</Table.Td>
      <Table.Td rowSpan={span}>{hours.committed}</Table.Td>
      <Table.Td rowSpan={span}>{hours.completed}</Table.Td>
      <Table.Td rowSpan={span}>{hours.remaining}</Table.Td>
    </>
  );

  return (
    <Table.Tbody>
      {parts.noOpenTasks ? (
        <Table.Tr>
          {memberCells}
          <Table.Td colSpan={taskColumns - actionsColumns}>{parts.noOpenTasks}</Table.Td>
          {actionsCell}
        </Table.Tr>
      ) : (
        parts.tasks.map((task, index) => (
          <Table.Tr key={task.id}>
            {index === 0 && memberCells}
            <TaskCells task={task} hasTaskActions={parts.hasTaskActions} />
          </Table.Tr>
        ))
      )}
      {footer && (
        <Table.Tr>
          <Table.Td colSpan={taskColumns - actionsColumns}>{footer}</Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
      {timeOff && (
        <Table.Tr id={parts.timeOffId}>
          <Table.Td colSpan={columns - actionsColumns}>{timeOff}</Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
      {timeLogs && (
        <Table.Tr>
          <Table.Td colSpan={columns - actionsColumns} style={timeLogs.edge}>
            {timeLogs.panel}
          </Table.Td>
          {actionsCell}
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}
