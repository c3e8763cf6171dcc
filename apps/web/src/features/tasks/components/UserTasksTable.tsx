import { useId } from 'react';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { formatDay } from '../../../ui/formatDate';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable, NumberAndNameCells } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { useUserTasks } from '../api/tasksApi';
import { PROFILE_TABLES_QUERY } from '../../../ui/layouts';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The task's outline number and name, as the WBS shows them: "1.2 Plant the hedge". */
const taskTitle = (task: UserTaskJson): string => [task.num, task.taskName].filter(Boolean).join(' ');

/** Hours logged against the estimate: "3.5 of 10". */
const taskHours = (task: UserTaskJson): string =>
  `${hoursFormat.format(task.hoursLogged)} of ${hoursFormat.format(task.estimatedHours)}`;

const taskDue = (task: UserTaskJson): string =>
  task.dueDatetime === null ? 'Not set' : formatDay(task.dueDatetime);

function TaskCard({ task }: { task: UserTaskJson }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {taskTitle(task)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {task.projectName} / {task.wbsName}
        </Text>
        <Group gap="xs">
          <Badge variant="light" size="sm" tt="none">
            {task.status}
          </Badge>
          <Badge variant="outline" size="sm" tt="none">
            {task.priority} priority
          </Badge>
        </Group>
        <Group gap="md">
          <Text size="sm">Hours {taskHours(task)}</Text>
          <Text size="sm">Due {taskDue(task)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The tasks a person has not completed, shown under their projects in the profile editor; read-only. */
export function UserTasksTable({ userId }: { userId: string }) {
  const tasks = useUserTasks(userId);
  const isDesktop = useMediaQuery(PROFILE_TABLES_QUERY, true);
  const headingId = useId();

  const body = () => {
    if (tasks.isPending) return <ListLoading label="Loading tasks" />;
    if (tasks.isError) return <ListLoadFailed message="The tasks could not be loaded." />;
    if (tasks.data.length === 0) return <EmptyText>No tasks assigned.</EmptyText>;
    if (!isDesktop)
      return (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={headingId}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {tasks.data.map((task) => (
            <TaskCard key={task._id} task={task} />
          ))}
        </Stack>
      );
    // Read-only and narrow enough to fit from 700 px: the cells wrap rather than the table scrolling.
    return (
      <ListTable
        aria-labelledby={headingId}
        headings={['#', 'Task', 'Project', 'WBS', 'Status', 'Hours', 'Due', 'Priority']}
      >
        {tasks.data.map((task, index) => (
          <Table.Tr key={task._id}>
            <NumberAndNameCells index={index} name={taskTitle(task)} />
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{task.projectName}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{task.wbsName}</Table.Td>
            <Table.Td>{task.status}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{taskHours(task)}</Table.Td>
            <Table.Td>{taskDue(task)}</Table.Td>
            <Table.Td>{task.priority}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId}>
        Tasks
      </Title>
      {body()}
    </Stack>
  );
}
