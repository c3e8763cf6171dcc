import { useMemo, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileImport, IconListNumbers, IconPlus } from '@tabler/icons-react';
import type { Actor } from '@hgn/domain/permissions';
import { taskMessages, type TaskJson } from '@hgn/domain/tasks';
import { refusalCode } from '../../../shared/api/call';
import { tasksEndpoints } from '../../../shared/api/endpoints/tasks';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';
import { EmptyText } from '../../../ui/Section';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import {
  useCreateTask,
  useMoveTask,
  useRemoveChildren,
  useRemoveTask,
  useRenumberTasks,
  useWbsTasks,
} from '../api/taskTreeApi';
import { copyBodyOf } from '../taskForm';
import {
  initiallyCollapsed,
  neighbourOf,
  noTaskFilter,
  outlineOf,
  peopleOf,
  renumbering,
  siblingsOf,
  statusesOf,
  subtreesOf,
  visibleRows,
  type OutlineRow,
  type TaskFilter,
} from '../taskOutline';
import { taskTreeRightsOf } from '../taskTreeRights';
import { taskTreeMessages as messages } from '../taskTreeMessages';
import { ImportTasksDialog } from './ImportTasksDialog';
import { TaskEditModal, type TaskFormTarget } from './TaskEditModal';
import { TaskFilters } from './TaskFilters';
import { TaskTreeTable } from './TaskTreeTable';

type Editing = { kind: 'create'; motherId: string | null } | { kind: 'edit'; taskId: string } | null;

/**
 * The tasks of one WBS as a tree (spec 001 section 3): filters, expand and collapse, and, for those
 * allowed, adding, editing or suggesting, copying, moving, renumbering, importing and deleting.
 * `focusTask` marks one task (shown alone when the rest of its WBS cannot be read); `siblingsOfTaskId`
 * shows only that task's level under its mother.
 */
export function TaskTreeScreen({
  actor,
  wbsId,
  title,
  focusTask,
  siblingsOfTaskId,
}: {
  actor: Actor;
  wbsId: string;
  title: string;
  focusTask?: TaskJson | undefined;
  siblingsOfTaskId?: string | undefined;
}) {
  const tasks = useWbsTasks(wbsId);
  const [filter, setFilter] = useState<TaskFilter>(() =>
    focusTask || siblingsOfTaskId ? { ...noTaskFilter, completion: 'all' } : noTaskFilter,
  );
  // Null until someone expands or collapses: the tree then opens as initiallyCollapsed says.
  const [chosenCollapsed, setCollapsedIds] = useState<ReadonlySet<string> | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [isImporting, setImporting] = useState(false);
  const create = useCreateTask(wbsId);
  const move = useMoveTask(wbsId);
  const remove = useRemoveTask(wbsId);
  const removeChildren = useRemoveChildren(wbsId);
  const renumber = useRenumberTasks(wbsId);

  const focusTaskId = focusTask?._id;
  // Without its tree, a task opened on its own page is shown alone.
  const isAlone = tasks.isError && focusTask !== undefined;
  const outline = useMemo(
    () => outlineOf(tasks.data ?? (isAlone ? [focusTask] : [])),
    [tasks.data, isAlone, focusTask],
  );
  const inScope = useMemo(
    () =>
      siblingsOfTaskId
        ? subtreesOf(
            outline,
            siblingsOf(outline, siblingsOfTaskId).map((row) => row.task._id),
          )
        : outline.rows,
    [outline, siblingsOfTaskId],
  );
  const collapsedIds = useMemo(
    () => chosenCollapsed ?? initiallyCollapsed(outline, focusTaskId),
    [chosenCollapsed, outline, focusTaskId],
  );
  const shown = useMemo(() => visibleRows(inScope, collapsedIds, filter), [inScope, collapsedIds, filter]);
  const scopeTasks = useMemo(() => inScope.map((row) => row.task), [inScope]);
  const rights = taskTreeRightsOf(actor);

  const toggle = (taskId: string) => {
    const next = new Set(collapsedIds);
    if (!next.delete(taskId)) next.add(taskId);
    setCollapsedIds(next);
  };

  const copy = (task: TaskJson) =>
    create.mutate(copyBodyOf(task), {
      onSuccess: () => toastSuccess(messages.copied),
      onError: (failure) => toastRefusal(failure, messages.createFailed),
    });

  const moveBy = (row: OutlineRow, step: -1 | 1) => {
    const neighbour = neighbourOf(outline, row.task._id, step);
    if (!neighbour) return;
    move.mutate(
      { fromNum: row.task.num, toNum: neighbour.task.num },
      {
        onSuccess: () => toastSuccess(messages.moved),
        onError: (failure) => toastRefusal(failure, messages.moveFailed),
      },
    );
  };

  const confirmDelete = (row: OutlineRow) =>
    modals.openConfirmModal({
      title: `Delete ${row.paddedNum} ${row.task.taskName}?`,
      children: <Text size="sm">{messages.deleteSubtasks(row.descendantCount)}</Text>,
      labels: { confirm: 'Delete task', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { taskId: row.task._id, motherId: row.task.mother },
          {
            onSuccess: () => toastSuccess(messages.deleted),
            onError: (failure) => toastRefusal(failure, messages.deleteFailed),
          },
        ),
    });

  const confirmDeleteChildren = (row: OutlineRow) =>
    modals.openConfirmModal({
      title: `Delete the subtasks of ${row.paddedNum} ${row.task.taskName}?`,
      children: <Text size="sm">{messages.deleteChildren(row.descendantCount)}</Text>,
      labels: { confirm: 'Delete subtasks', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeChildren.mutate(row.task._id, {
          onSuccess: () => toastSuccess(messages.childrenDeleted),
          onError: (failure) => toastRefusal(failure, messages.deleteFailed),
        }),
    });

  const tidyNumbers = () => {
    const changes = renumbering(outline);
    if (changes.length === 0) return toastSuccess(messages.nothingToRenumber);
    renumber.mutate(changes, {
      onSuccess: () => toastSuccess(messages.renumbered),
      onError: (failure) => toastRefusal(failure, messages.moveFailed),
    });
  };

  const target: TaskFormTarget | null = (() => {
    if (editing === null) return null;
    if (editing.kind === 'create')
      return {
        kind: 'create',
        mother: editing.motherId === null ? null : (outline.byId.get(editing.motherId)?.task ?? null),
      };
    const task = outline.byId.get(editing.taskId)?.task;
    return task ? { kind: 'edit', task } : null;
  })();

  const withChildren = outline.rows.filter((row) => row.childIds.length > 0).map((row) => row.task._id);
  const isLoaded = tasks.isSuccess || isAlone;
  const isEmpty = isLoaded && inScope.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="xs" wrap="wrap">
          {rights.canCreate && !siblingsOfTaskId ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'create', motherId: null })}
            >
              Add task
            </Button>
          ) : null}
          {rights.canImport ? (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import tasks
            </Button>
          ) : null}
          {rights.canRenumber && outline.rows.length > 0 ? (
            <Button
              variant="default"
              leftSection={<IconListNumbers size={16} aria-hidden />}
              loading={renumber.isPending}
              onClick={tidyNumbers}
            >
              Renumber
            </Button>
          ) : null}
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <TaskFilters
            filter={filter}
            statuses={statusesOf(scopeTasks)}
            people={peopleOf(scopeTasks)}
            onChange={setFilter}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setCollapsedIds(new Set())}>
              Expand all
            </Button>
            <Button size="xs" variant="light" onClick={() => setCollapsedIds(new Set(withChildren))}>
              Collapse all
            </Button>
            {isLoaded ? (
              <Text size="sm" c="dimmed" role="status">
                {shown.length} of {inScope.length} tasks shown
              </Text>
            ) : null}
          </Group>
          {isAlone ? <EmptyText>{messages.aloneTask}</EmptyText> : null}
          {tasks.isPending ? (
            <ListLoading label="Loading tasks" rows={5} />
          ) : tasks.isError && !isAlone ? (
            refusalCode(tasks.error, tasksEndpoints.ofWbs) === 'WBS_NOT_FOUND' ? (
              <EmptyText>{taskMessages.wbsNotFound}</EmptyText>
            ) : (
              <ErrorDisplay error={tasks.error} />
            )
          ) : isEmpty ? (
            <EmptyText>{messages.noTasks}</EmptyText>
          ) : shown.length === 0 ? (
            <EmptyText>{messages.noMatches}</EmptyText>
          ) : (
            <TaskTreeTable
              rows={shown}
              collapsedIds={collapsedIds}
              focusTaskId={focusTaskId}
              rights={rights}
              actions={{
                onToggle: toggle,
                onOpen: (task) => setEditing({ kind: 'edit', taskId: task._id }),
                onAddChild: (task) => setEditing({ kind: 'create', motherId: task._id }),
                onCopy: copy,
                onMove: moveBy,
                onDelete: confirmDelete,
                onDeleteChildren: confirmDeleteChildren,
              }}
            />
          )}
        </Stack>
      </Card>
      {target ? (
        <TaskEditModal
          key={editing?.kind === 'edit' ? editing.taskId : `new-${editing?.motherId ?? 'top'}`}
          wbsId={wbsId}
          actor={actor}
          openAs={rights.openAs}
          target={target}
          onReload={() => tasks.refetch()}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {isImporting ? <ImportTasksDialog wbsId={wbsId} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
