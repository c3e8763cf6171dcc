import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
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
import { ChoiceField } from '../../../ui/ChoiceField';
import { FormNumberInput } from '../../../ui/FormNumberInput';
import { FormErrorAlert } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useCreateTask, useSuggestTaskEdit, useUpdateTask } from '../api/taskTreeApi';
import {
  blankTaskForm,
  createBodyOf,
  pertEstimate,
  snapshotOf,
  taskFieldsOf,
  taskFormValuesOf,
  taskCreateForm,
  taskUpdateForm,
  TASK_STATUSES,
  updateBodyOf,
} from '../taskForm';
import type { TaskOpenMode } from '../taskTreeRights';
import { taskTreeMessages as messages } from '../taskTreeMessages';
import { ResourcePicker } from './ResourcePicker';

/** What the form is for: a new task (under a mother, or at the top level) or one that exists. */
export type TaskFormTarget = { kind: 'create'; mother: TaskJson | null } | { kind: 'edit'; task: TaskJson };

/** An estimate emptied (or not yet a number) is no hours. */
const hoursOf = (typed: string): number => Number(typed) || 0;

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
  // Checked against the task as last read: a reload after a stale save checks and sends its version.
  const schema =
    target.kind === 'create' ? taskCreateForm(target.mother?._id ?? null) : taskUpdateForm(target.task);
  const dialog = useDialogForm(schema, task ? taskFormValuesOf(task) : blankTaskForm, onClose);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = dialog.form;
  const [isOutdated, setOutdated] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const create = useCreateTask(wbsId);
  const update = useUpdateTask(wbsId);
  const suggest = useSuggestTaskEdit();

  const maySuggest = target.kind === 'edit' && openAs === 'suggest';
  const mayEdit = target.kind === 'create' || openAs !== 'view';
  const isPending = create.isPending || update.isPending || suggest.isPending;

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setOutdated(false);
    } finally {
      setReloading(false);
    }
  };

  const refused = (failure: unknown, fallback: string): void =>
    dialog.showFailure({ field: 'form', message: serverSentence(failure, fallback) });

  const submit = handleSubmit((values) => {
    dialog.clearFormError();
    if (target.kind === 'create') {
      create.mutate(createBodyOf(values, target.mother?._id ?? null), {
        onSuccess: () => {
          toastSuccess(messages.created);
          dialog.close();
        },
        onError: (failure) => {
          const code = refusalCode(failure, tasksEndpoints.create);
          if (code === 'TOO_DEEP' || code === 'MOTHER_NOT_FOUND' || code === 'USER_NOT_FOUND')
            refused(failure, messages.createFailed);
          else toastRefusal(failure, messages.createFailed);
        },
      });
      return;
    }
    const current = target.task;
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
            dialog.close();
          },
          onError: (failure) => toastRefusal(failure, messages.suggestFailed),
        },
      );
      return;
    }
    update.mutate(
      { taskId: current._id, body: updateBodyOf(values, current) },
      {
        onSuccess: () => {
          toastSuccess(messages.saved);
          dialog.close();
        },
        onError: (failure) => {
          const code = refusalCode(failure, tasksEndpoints.update);
          if (code === 'STALE_WRITE') setOutdated(true);
          else if (code === 'USER_NOT_FOUND' || code === 'TASK_NOT_FOUND')
            refused(failure, messages.updateFailed);
          else toastRefusal(failure, messages.updateFailed);
        },
      },
    );
  });

  const title =
    target.kind === 'create'
      ? target.mother
        ? `Add a subtask to ${padNum(target.mother.num)} ${target.mother.taskName}`
        : 'Add a task'
      : `${padNum(target.task.num)} ${target.task.taskName}`;
  const statuses = [...new Set<string>([...TASK_STATUSES, watch('status')])];
  const readOnly = !mayEdit;
  const submitLabel = target.kind === 'create' ? 'Add task' : maySuggest ? 'Suggest changes' : 'Save';

  return (
    <Modal opened onClose={dialog.close} title={title} size="xl" fullScreen={isNarrow}>
      <form onSubmit={(event) => void submit(event)} noValidate>
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
          <FormErrorAlert message={dialog.formError} />
          <TextInput
            label="Task name"
            required
            readOnly={readOnly}
            maxLength={200}
            error={errors.taskName?.message}
            {...register('taskName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ChoiceField
              control={control}
              name="priority"
              label="Priority"
              data={TASK_PRIORITIES}
              readOnly={readOnly}
            />
            <ChoiceField control={control} name="status" label="Status" data={statuses} readOnly={readOnly} />
          </SimpleGrid>
          <Controller
            control={control}
            name="resources"
            render={({ field, fieldState }) => (
              <ResourcePicker
                people={field.value}
                disabled={readOnly}
                error={fieldState.error?.message}
                onChange={field.onChange}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <FormNumberInput
              control={control}
              name="hoursBest"
              label="Best-case hours"
              min={0}
              readOnly={readOnly}
              notANumber={hoursOf}
            />
            <FormNumberInput
              control={control}
              name="hoursWorst"
              label="Worst-case hours"
              min={0}
              readOnly={readOnly}
              notANumber={hoursOf}
            />
            <FormNumberInput
              control={control}
              name="hoursMost"
              label="Most likely hours"
              min={0}
              readOnly={readOnly}
              notANumber={hoursOf}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Estimated hours"
              description="(best + 4 × most likely + worst) / 6"
              readOnly
              value={String(pertEstimate(...watch(['hoursBest', 'hoursWorst', 'hoursMost'])))}
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
              error={errors.startedDate?.message}
              {...register('startedDate')}
            />
            <TextInput
              label="Due date"
              type="date"
              readOnly={readOnly}
              error={errors.dueDate?.message}
              {...register('dueDate')}
            />
          </SimpleGrid>
          <TextInput
            label="Classification"
            readOnly={readOnly}
            maxLength={100}
            error={errors.classification?.message}
            {...register('classification')}
          />
          <Textarea
            label="Links"
            description="One address a line"
            autosize
            minRows={2}
            readOnly={readOnly}
            error={errors.links?.message}
            {...register('links')}
          />
          <Textarea
            label="Related work links"
            description="One address a line"
            autosize
            minRows={2}
            readOnly={readOnly}
            error={errors.relatedWorkLinks?.message}
            {...register('relatedWorkLinks')}
          />
          <Textarea
            label="Why this task is important"
            autosize
            minRows={2}
            readOnly={readOnly}
            error={errors.whyInfo?.message}
            {...register('whyInfo')}
          />
          <Textarea
            label="Design intent"
            autosize
            minRows={2}
            readOnly={readOnly}
            error={errors.intentInfo?.message}
            {...register('intentInfo')}
          />
          <Textarea
            label="End state"
            autosize
            minRows={2}
            readOnly={readOnly}
            error={errors.endstateInfo?.message}
            {...register('endstateInfo')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={dialog.close}>
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
