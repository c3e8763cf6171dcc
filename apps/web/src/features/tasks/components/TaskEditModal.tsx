import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import type { Actor } from '@hgn/domain/permissions';
import { padNum, TASK_PRIORITIES, type TaskJson } from '@hgn/domain/tasks';
import { refusalCode } from '../../../shared/api/call';
import { serverSentence } from '../../../shared/api/apiError';
import { tasksEndpoints } from '../../../shared/api/endpoints/tasks';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useCreateTask, useSuggestTaskEdit, useUpdateTask } from '../api/taskTreeApi';
import {
  blankTaskForm,
  createBodyOf,
  pertEstimate,
  snapshotOf,
  taskFieldsOf,
  taskFormValuesOf,
  TASK_STATUSES,
  updateBodyOf,
  type FieldErrors,
  type TaskFormValues,
} from '../taskForm';
import type { TaskOpenMode } from '../taskTreeRights';
import { taskTreeMessages as messages } from '../taskTreeMessages';
import { ResourcePicker } from './ResourcePicker';

/** What the form is for: a new task (under a mother, or at the top level) or one that exists. */
export type TaskFormTarget = { kind: 'create'; mother: TaskJson | null } | { kind: 'edit'; task: TaskJson };

const hoursOf = (value: number | string): number => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * Every field of a task (spec 001 section 3) in one form. Whoever may update tasks saves with the
 * version read; someone who may only suggest sends the change as a suggestion; others read it.
 */
export function TaskEditModal({
  wbsId,
  actor,
  openAs,
  target,
  onReload,
  onClose,
}: {
  wbsId: string;
  actor: Actor;
  /** How an existing task opens; a new one is only offered to those who may create tasks. */
  openAs: TaskOpenMode;
  target: TaskFormTarget;
  /** Reads the tree again; the form keeps what was typed. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}) {
  const task = target.kind === 'edit' ? target.task : undefined;
  const [values, setValues] = useState<TaskFormValues>(() => (task ? taskFormValuesOf(task) : blankTaskForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isOutdated, setOutdated] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const create = useCreateTask(wbsId);
  const update = useUpdateTask(wbsId);
  const suggest = useSuggestTaskEdit();

  const maySuggest = target.kind === 'edit' && openAs === 'suggest';
  const mayEdit = target.kind === 'create' || openAs !== 'view';
  const isPending = create.isPending || update.isPending || suggest.isPending;

  const set = <K extends keyof TaskFormValues>(field: K, value: TaskFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setOutdated(false);
    } finally {
      setReloading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (target.kind === 'create') {
      const checked = createBodyOf(values, target.mother?._id ?? null);
      if (checked.errors) return setErrors(checked.errors);
      create.mutate(checked.body, {
        onSuccess: () => {
          toastSuccess(messages.created);
          onClose();
        },
        onError: (failure) => {
          const code = refusalCode(failure, tasksEndpoints.create);
          if (code === 'TOO_DEEP' || code === 'MOTHER_NOT_FOUND' || code === 'USER_NOT_FOUND')
            setFormError(serverSentence(failure, messages.createFailed));
          else toastRefusal(failure, messages.createFailed);
        },
      });
      return;
    }
    const current = target.task;
    const checked = updateBodyOf(values, current);
    if (checked.errors) return setErrors(checked.errors);
    if (maySuggest) {
      suggest.mutate(
        {
          taskId: current._id,
          userId: actor.userId,
          oldTask: {
            ...snapshotOf(taskFieldsOf(taskFormValuesOf(current)), current),
            __v: current.__v,
            modifiedDatetime: current.modifiedDatetime,
          },
          newTask: snapshotOf(taskFieldsOf(values), current),
        },
        {
          onSuccess: () => {
            toastSuccess(messages.suggested);
            onClose();
          },
          onError: (failure) => toastRefusal(failure, messages.suggestFailed),
        },
      );
      return;
    }
    update.mutate(
      { taskId: current._id, body: checked.body },
      {
        onSuccess: () => {
          toastSuccess(messages.saved);
          onClose();
        },
        onError: (failure) => {
          const code = refusalCode(failure, tasksEndpoints.update);
          if (code === 'STALE_WRITE') setOutdated(true);
          else if (code === 'USER_NOT_FOUND' || code === 'TASK_NOT_FOUND')
            setFormError(serverSentence(failure, messages.updateFailed));
          else toastRefusal(failure, messages.updateFailed);
        },
      },
    );
  };

  const title =
    target.kind === 'create'
      ? target.mother
        ? `Add a subtask to ${padNum(target.mother.num)} ${target.mother.taskName}`
        : 'Add a task'
      : `${padNum(target.task.num)} ${target.task.taskName}`;
  const statuses = [...new Set<string>([...TASK_STATUSES, values.status])];
  const readOnly = !mayEdit;
  const submitLabel = target.kind === 'create' ? 'Add task' : maySuggest ? 'Suggest changes' : 'Save';

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={isNarrow}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {isOutdated ? (
            <Alert color="orange" variant="light" role="alert" title={<Badge color="orange">outdated</Badge>}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{messages.outdated}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  loading={isReloading}
                  onClick={() => void reload()}
                >
                  Reload task
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {maySuggest ? (
            <Text size="sm" c="dimmed">
              You may suggest changes to this task; someone who may update tasks reviews them.
            </Text>
          ) : null}
          <FormErrorAlert message={formError} />
          <TextInput
            label="Task name"
            required
            readOnly={readOnly}
            maxLength={200}
            value={values.taskName}
            error={errors.taskName}
            onChange={(event) => set('taskName', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Priority"
              data={TASK_PRIORITIES}
              value={values.priority}
              readOnly={readOnly}
              allowDeselect={false}
              error={errors.priority}
              onChange={(value) => set('priority', value ?? values.priority)}
            />
            <Select
              label="Status"
              data={statuses}
              value={values.status}
              readOnly={readOnly}
              allowDeselect={false}
              error={errors.status}
              onChange={(value) => set('status', value ?? values.status)}
            />
          </SimpleGrid>
          <ResourcePicker
            people={values.resources}
            disabled={readOnly}
            error={errors.resources}
            onChange={(people) => set('resources', people)}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label="Best-case hours"
              min={0}
              readOnly={readOnly}
              value={values.hoursBest}
              error={errors.hoursBest}
              onChange={(value) => set('hoursBest', hoursOf(value))}
            />
            <NumberInput
              label="Worst-case hours"
              min={0}
              readOnly={readOnly}
              value={values.hoursWorst}
              error={errors.hoursWorst}
              onChange={(value) => set('hoursWorst', hoursOf(value))}
            />
            <NumberInput
              label="Most likely hours"
              min={0}
              readOnly={readOnly}
              value={values.hoursMost}
              error={errors.hoursMost}
              onChange={(value) => set('hoursMost', hoursOf(value))}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Estimated hours"
              description="(best + 4 × most likely + worst) / 6"
              readOnly
              value={String(pertEstimate(values.hoursBest, values.hoursWorst, values.hoursMost))}
            />
            <TextInput
              label="Hours logged"
              description="From the time entries on this task"
              readOnly
              value={String(task?.hoursLogged ?? 0)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Start date"
              type="date"
              readOnly={readOnly}
              value={values.startedDate}
              error={errors.startedDate}
              onChange={(event) => set('startedDate', event.currentTarget.value)}
            />
            <TextInput
              label="Due date"
              type="date"
              readOnly={readOnly}
              value={values.dueDate}
              error={errors.dueDate}
              onChange={(event) => set('dueDate', event.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Classification"
            readOnly={readOnly}
            maxLength={100}
            value={values.classification}
            error={errors.classification}
            onChange={(event) => set('classification', event.currentTarget.value)}
          />
          <Textarea
            label="Links"
            description="One address a line"
            autosize
            minRows={2}
            readOnly={readOnly}
            value={values.links}
            error={errors.links}
            onChange={(event) => set('links', event.currentTarget.value)}
          />
          <Textarea
            label="Related work links"
            description="One address a line"
            autosize
            minRows={2}
            readOnly={readOnly}
            value={values.relatedWorkLinks}
            error={errors.relatedWorkLinks}
            onChange={(event) => set('relatedWorkLinks', event.currentTarget.value)}
          />
          <Textarea
            label="Why this task is important"
            autosize
            minRows={2}
            readOnly={readOnly}
            value={values.whyInfo}
            error={errors.whyInfo}
            onChange={(event) => set('whyInfo', event.currentTarget.value)}
          />
          <Textarea
            label="Design intent"
            autosize
            minRows={2}
            readOnly={readOnly}
            value={values.intentInfo}
            error={errors.intentInfo}
            onChange={(event) => set('intentInfo', event.currentTarget.value)}
          />
          <Textarea
            label="End state"
            autosize
            minRows={2}
            readOnly={readOnly}
            value={values.endstateInfo}
            error={errors.endstateInfo}
            onChange={(event) => set('endstateInfo', event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={isPending} disabled={isOutdated && !maySuggest}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
