import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconDots,
  IconEye,
  IconPencil,
  IconPlus,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { MAX_TASK_LEVEL, type TaskJson, type TaskPriority } from '@hgn/domain/tasks';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { WIDE_TABLES_QUERY } from '../../../ui/layouts';
import { UserPhoto } from '../../../ui/UserPhoto';
import { namePartsOf } from '../taskForm';
import type { OutlineRow } from '../taskOutline';
import type { TaskTreeRights } from '../taskTreeRights';

export interface TaskTreeActions {
  onToggle: (taskId: string) => void;
  onOpen: (task: TaskJson) => void;
  onAddChild: (task: TaskJson) => void;
  onCopy: (task: TaskJson) => void;
  onMove: (row: OutlineRow, step: -1 | 1) => void;
  onDelete: (row: OutlineRow) => void;
  onDeleteChildren: (row: OutlineRow) => void;
}

const priorityColor: Record<TaskPriority, string> = { Primary: 'red', Secondary: 'yellow', Tertiary: 'gray' };

/** MM/DD/YYYY of the day a date names, as the form's date fields hold it. */
const dayText = (at: string | null): string => {
  if (at === null) return '';
  const [year, month, day] = at.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/** Only web addresses become links; other text (a `javascript:` address among them) is shown as text. */
const isWebAddress = (link: string): boolean => /^https?:\/\//i.test(link);

const openLabel = { edit: 'Edit', suggest: 'Suggest changes to', view: 'View' } as const;

function RowActions({
  row,
  rights,
  actions,
  previous,
  next,
}: {
  row: OutlineRow;
  rights: TaskTreeRights;
  actions: TaskTreeActions;
  previous: boolean;
  next: boolean;
}) {
  const { task, paddedNum } = row;
  const name = `${paddedNum} ${task.taskName}`;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={
            rights.openAs === 'view' ? (
              <IconEye size={14} aria-hidden />
            ) : (
              <IconPencil size={14} aria-hidden />
            )
          }
          onClick={() => actions.onOpen(task)}
        >
          {openLabel[rights.openAs]} task
        </Menu.Item>
        {rights.canCreate && task.level < MAX_TASK_LEVEL ? (
          <Menu.Item
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => actions.onAddChild(task)}
          >
            Add subtask
          </Menu.Item>
        ) : null}
        {rights.canCreate ? (
          <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => actions.onCopy(task)}>
            Copy task
          </Menu.Item>
        ) : null}
        {rights.canMove && previous ? (
          <Menu.Item
            leftSection={<IconArrowUp size={14} aria-hidden />}
            onClick={() => actions.onMove(row, -1)}
          >
            Move up
          </Menu.Item>
        ) : null}
        {rights.canMove && next ? (
          <Menu.Item
            leftSection={<IconArrowDown size={14} aria-hidden />}
            onClick={() => actions.onMove(row, 1)}
          >
            Move down
          </Menu.Item>
        ) : null}
        {rights.canDelete && row.childIds.length > 0 ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrashX size={14} aria-hidden />}
            onClick={() => actions.onDeleteChildren(row)}
          >
            Delete subtasks
          </Menu.Item>
        ) : null}
        {rights.canDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => actions.onDelete(row)}
          >
            Delete task
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function Resources({ task }: { task: TaskJson }) {
  if (task.resources.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody
      </Text>
    );
  return (
    <Stack gap={4}>
      <Avatar.Group spacing="xs">
        {task.resources.map((resource) => (
          <Tooltip key={resource.userID} label={resource.name}>
            <UserPhoto profilePic={resource.profilePic} {...namePartsOf(resource.name)} size="sm" />
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text size="xs" c="dimmed">
        {task.resources.map((resource) => resource.name).join(', ')}
      </Text>
    </Stack>
  );
}

function HoursText({ task }: { task: TaskJson }) {
  return (
    <Text size="sm" span>
      {task.hoursBest} / {task.hoursWorst} / {task.hoursMost}
    </Text>
  );
}

function LoggedText({ task }: { task: TaskJson }) {
  return (
    <Text
      size="sm"
      span
      c={
        task.estimatedHours > 0 && task.hoursLogged > task.estimatedHours
          ? 'var(--mantine-color-error)'
          : undefined
      }
    >
      {task.hoursLogged} of {task.estimatedHours}
    </Text>
  );
}

function Links({ task }: { task: TaskJson }) {
  return (
    <Stack gap={2}>
      {task.links.map((link, index) =>
        isWebAddress(link) ? (
          <Anchor key={`${index}-${link}`} href={link} target="_blank" rel="noreferrer" size="sm">
            Link {index + 1}
          </Anchor>
        ) : (
          <Text key={`${index}-${link}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {link}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** A narrow screen's task cell: the name, priority, status and due day, and a button for the other columns. */
function NarrowTaskCell({
  row,
  detailsId,
  isOpen,
  onToggle,
  onOpen,
}: {
  row: OutlineRow;
  detailsId: string;
  isOpen: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { task, paddedNum } = row;
  const due = dayText(task.dueDatetime);
  return (
    <Stack gap={4} align="flex-start">
      <Anchor component="button" type="button" size="sm" ta="left" onClick={onOpen}>
        {task.taskName}
      </Anchor>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" size="sm" color={priorityColor[task.priority]}>
          {task.priority}
        </Badge>
        <Text size="xs">{task.status}</Text>
        {due && <Text size="xs">Due {due}</Text>}
      </Group>
      <Anchor
        component="button"
        type="button"
        size="xs"
        fw={600}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        aria-label={`Details of ${paddedNum} ${task.taskName}`}
        onClick={onToggle}
      >
        {isOpen ? 'Hide details' : 'Details'}
      </Anchor>
    </Stack>
  );
}

/** The columns a narrow screen leaves out, in a row of their own under the task's. */
function NarrowDetailsRow({ task, id }: { task: TaskJson; id: string }) {
  return (
    <Table.Tr id={id}>
      <Table.Td colSpan={3}>
        <Stack gap={6}>
          <Resources task={task} />
          <Text size="sm">
            Hours best / worst / most likely: <HoursText task={task} />
          </Text>
          <Text size="sm">
            Logged of estimated: <LoggedText task={task} />
          </Text>
          {task.startedDatetime && <Text size="sm">Start {dayText(task.startedDatetime)}</Text>}
          {task.links.length > 0 && <Links task={task} />}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The tasks of a WBS as an outline: numbers padded to four levels, each mother with a button (and
 * the arrow keys on its row) to show or hide its subtasks, and a menu of what the viewer may do.
 */
export function TaskTreeTable({
  rows,
  collapsedIds,
  focusTaskId,
  rights,
  actions,
}: {
  rows: readonly OutlineRow[];
  collapsedIds: ReadonlySet<string>;
  focusTaskId?: string | undefined;
  rights: TaskTreeRights;
  actions: TaskTreeActions;
}) {
  const focused = useRef<HTMLTableRowElement>(null);
  const isWide = useMediaQuery(WIDE_TABLES_QUERY, true);
  const detailsIdPrefix = useId();
  const [openDetails, setOpenDetails] = useState<ReadonlySet<string>>(new Set());
  const toggleDetails = (taskId: string) =>
    setOpenDetails((ids) => {
      const next = new Set(ids);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'center' });
  }, [focusTaskId]);

  const onRowKey = (row: OutlineRow) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (row.childIds.length === 0) return;
    const isCollapsed = collapsedIds.has(row.task._id);
    if ((event.key === 'ArrowRight' && isCollapsed) || (event.key === 'ArrowLeft' && !isCollapsed)) {
      event.preventDefault();
      actions.onToggle(row.task._id);
    }
  };

  return (
    <ScrollRegion label="Tasks" hasStickyLastColumn={isWide}>
      <Table
        striped={isWide}
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={isWide ? 'sm' : 'xs'}
        miw={isWide ? 960 : undefined}
        aria-label="Task tree"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Task</Table.Th>
            {isWide && (
              <>
                <Table.Th>Priority</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Resources</Table.Th>
                <Table.Th>Hours best / worst / most likely</Table.Th>
                <Table.Th>Logged of estimated</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Links</Table.Th>
              </>
            )}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { task, paddedNum, depth } = row;
            const isCollapsed = collapsedIds.has(task._id);
            const isFocused = task._id === focusTaskId;
            const detailsId = `${detailsIdPrefix}-${task._id}`;
            const isDetailsOpen = !isWide && openDetails.has(task._id);
            return (
              <Fragment key={task._id}>
                <Table.Tr
                  ref={isFocused ? focused : undefined}
                  data-task-num={paddedNum}
                  aria-current={isFocused ? 'true' : undefined}
                  onKeyDown={onRowKey(row)}
                  style={isFocused ? { background: 'var(--mantine-color-yellow-light)' } : undefined}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={4} wrap="nowrap" pl={depth * (isWide ? 16 : 6)}>
                      {row.childIds.length > 0 ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="sm"
                          aria-expanded={!isCollapsed}
                          aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${paddedNum} ${task.taskName}`}
                          onClick={() => actions.onToggle(task._id)}
                        >
                          {isCollapsed ? (
                            <IconChevronRight size={16} aria-hidden />
                          ) : (
                            <IconChevronDown size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      ) : (
                        <span style={{ display: 'inline-block', width: 22 }} aria-hidden />
                      )}
                      <Text size="sm" ff="monospace">
                        {paddedNum}
                      </Text>
                    </Group>
                  </Table.Td>
                  {isWide ? (
                    <>
                      <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          ta="left"
                          onClick={() => actions.onOpen(task)}
                        >
                          {task.taskName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ minWidth: '8.5rem' }}>
                        <Badge variant="light" color={priorityColor[task.priority]}>
                          {task.priority}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{task.status}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Resources task={task} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <HoursText task={task} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <LoggedText task={task} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(task.startedDatetime)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(task.dueDatetime)}</Table.Td>
                      <Table.Td>
                        <Links task={task} />
                      </Table.Td>
                    </>
                  ) : (
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <NarrowTaskCell
                        row={row}
                        detailsId={detailsId}
                        isOpen={isDetailsOpen}
                        onToggle={() => toggleDetails(task._id)}
                        onOpen={() => actions.onOpen(task)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <RowActions
                      row={row}
                      rights={rights}
                      actions={actions}
                      previous={row.siblingIndex > 0}
                      next={row.siblingIndex < row.siblingCount - 1}
                    />
                  </Table.Td>
                </Table.Tr>
                {isDetailsOpen && <NarrowDetailsRow task={task} id={detailsId} />}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
