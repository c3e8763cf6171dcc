import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import type { ProjectJson } from '@hgn/domain/projects';
import type { UserTaskJson } from '@hgn/domain/tasks';
import {
  entryDayBounds,
  mayLogTimeOn,
  notesProblems,
  refusedEditPart,
  seesEditLimitWarning,
  TIME_ENTRY_HOURS_MAX,
  TIME_ENTRY_MINUTES_MAX,
  timeEntryInput,
  wordsOfNotes,
  type TimeEntryInput,
} from '@hgn/domain/timeEntries';
import { pacificDate } from '@hgn/domain/time';
import type { UserProfileJson } from '@hgn/domain/users';
import { userProjectsQuery } from '../../../shared/queries/projects';
import { userTasksQuery } from '../../../shared/queries/taskLists';
import { userProfileQuery } from '../../../shared/queries/userProfile';
import { useActor } from '../../../shared/session/useActor';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastInfo, toastSuccess } from '../../../ui/notify';
import { useCreateTimeEntry, useUpdateTimeEntry, wordsOfFailure } from '../api/timeEntryMutations';
import {
  editableParts,
  initialValues,
  isUnchanged,
  recentTimeEdits,
  workChoices,
  workValueOf,
  type TimeEntryFormValues,
} from './timeEntryFormModel';
import { factsOf } from '../entryRights';
import type { TimeEntryFormModalProps } from './timeEntryModalProps';
import {
  IntangibleConfirmModal,
  ReminderModal,
  TangibleHelpModal,
  TimeEntryHelpModal,
} from './TimeEntryFormHelp';

/** The dialogs the form opens over itself; while one is open, Escape is its. */
type InnerDialog = 'none' | 'help' | 'tangibleHelp' | 'reminder' | 'intangible';

/** Add or edit one time entry (spec 001 sections 2, 4 and 5), from the timer, the time log or the weekly tab. */
export function TimeEntryFormModal(props: TimeEntryFormModalProps) {
  const [innerDialog, setInnerDialog] = useState<InnerDialog>('none');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={msg.formTitle}
      size="lg"
      closeOnEscape={innerDialog === 'none'}
    >
      {/* Mounted while open, so each opening starts from the entry or from a blank form. */}
      {props.opened && (
        <TimeEntryFormData {...props} innerDialog={innerDialog} setInnerDialog={setInnerDialog} />
      )}
    </Modal>
  );
}

type FormProps = TimeEntryFormModalProps & {
  innerDialog: InnerDialog;
  setInnerDialog: (dialog: InnerDialog) => void;
};

/** The person's profile, projects and tasks, read together (spec 001 section 7), then the form. */
function TimeEntryFormData(props: FormProps) {
  const actor = useActor();
  const [profile, projects, tasks] = useQueries({
    queries: [
      userProfileQuery(props.personId),
      userProjectsQuery(props.personId),
      userTasksQuery(props.personId),
    ],
  });
  if (profile.isError || projects.isError || tasks.isError)
    return <FormErrorAlert message={msg.loadFormFailed} />;
  if (!actor || !profile.data || !projects.data || !tasks.data)
    return <Loader role="status" size="sm" aria-label="Loading the form" />;
  return (
    <TimeEntryForm
      {...props}
      actor={actor}
      profile={profile.data}
      projects={projects.data}
      tasks={tasks.data}
    />
  );
}

/** A fresh key for one submission; a retry of the same submission sends it again. */
const newIdempotencyKey = (): string => crypto.randomUUID();

function TimeEntryForm({
  actor,
  profile,
  projects,
  tasks,
  innerDialog,
  setInnerDialog,
  ...props
}: FormProps & { actor: Actor; profile: UserProfileJson; projects: ProjectJson[]; tasks: UserTaskJson[] }) {
  const { entry, origin, intangibleOnly = false, onClose, onSaved } = props;
  const today = pacificDate(new Date());
  const editable = editableParts(actor, props, profile.role, today);
  const dayBounds = entryDayBounds(actor, today);
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const [formError, setFormError] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<TimeEntryInput | null>(null);
  // One key per submission: the same request sent again (a retry, a second click) reuses it.
  const submission = useRef<{ key: string; request: string } | null>(null);
  const form = useForm<TimeEntryFormValues, unknown, TimeEntryInput>({
    resolver: zodResolver(timeEntryInput),
    defaultValues: initialValues(props, today),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [watchedNotes, projectId, taskId] = useWatch({ control, name: ['notes', 'projectId', 'taskId'] });
  const notes = watchedNotes ?? '';
  const choices = workChoices(projects, tasks, entry);
  const editCount = recentTimeEdits(profile, new Date());
  const showsEditWarning = entry?.isTangible === true && seesEditLimitWarning(actor);

  const send = async (input: TimeEntryInput): Promise<void> => {
    setFormError(null);
    try {
      if (entry) await update.mutateAsync({ timeEntryId: entry._id, body: input });
      else {
        const body = origin === 'Timer' ? { ...input, stopTimer: true } : input;
        const request = JSON.stringify(body);
        if (submission.current?.request !== request)
          submission.current = { key: newIdempotencyKey(), request };
        await create.mutateAsync({ body, idempotencyKey: submission.current.key });
      }
      toastSuccess(msg.saved);
      onSaved?.();
      onClose();
    } catch (failure) {
      setFormError(msg.submitFailed(wordsOfFailure(failure)));
    }
  };

  const save = async (input: TimeEntryInput): Promise<void> => {
    if (input.dateOfWork !== entry?.dateOfWork && !mayLogTimeOn(actor, input.dateOfWork, today)) {
      setError('dateOfWork', { type: 'rule', message: msg.dateNotAllowed }, { shouldFocus: true });
      return;
    }
    if (entry && isUnchanged(entry, input)) {
      toastInfo(msg.nothingChanged);
      return;
    }
    const refusedPart = entry
      ? refusedEditPart(actor, {
          before: factsOf(entry),
          after: factsOf(input),
          personRole: profile.role,
          today,
        })
      : null;
    if (refusedPart) {
      setFormError(
        msg.submitFailed(refusedPart === 'owner' ? msg.ownerTimeOnlyByOwner : msg.editRefused(refusedPart)),
      );
      return;
    }
    if (!entry && !input.isTangible) {
      setAwaitingConfirmation(input);
      setInnerDialog('intangible');
      return;
    }
    await send(input);
  };

  const submit = handleSubmit(save, (invalid) => {
    if (invalid.notes) setInnerDialog('reminder');
  });

  const confirmIntangible = async (asTangible: boolean): Promise<void> => {
    const input = awaitingConfirmation;
    setInnerDialog('none');
    setAwaitingConfirmation(null);
    if (!input) return;
    if (asTangible) setValue('isTangible', true);
    await send({ ...input, isTangible: asTangible });
  };

  const closeInner = () => {
    setInnerDialog('none');
    setAwaitingConfirmation(null);
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={msg.formTitle}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {origin === 'Timer'
                ? 'Log the time of your timer.'
                : entry
                  ? 'Change this entry.'
                  : 'Log time.'}
            </Text>
            <ActionIcon variant="subtle" onClick={() => setInnerDialog('help')} aria-label="Time entry help">
              <IconHelpCircle aria-hidden size={18} />
            </ActionIcon>
          </Group>
          <FormErrorAlert message={formError} />
          {showsEditWarning && (
            <Alert color="yellow" variant="light" data-testid="time-entry-edit-warning">
              {msg.editWarning(editCount)}
            </Alert>
          )}
          <TextInput
            type="date"
            label="Date"
            required
            min={dayBounds.earliest ?? undefined}
            max={dayBounds.latest}
            readOnly={!editable.date}
            error={errors.dateOfWork?.message}
            {...register('dateOfWork')}
          />
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="hours"
              render={({ field }) => (
                <BoundedWholeNumber
                  label="Hours"
                  max={TIME_ENTRY_HOURS_MAX}
                  field={field}
                  disabled={!editable.time}
                  autoFocus
                />
              )}
            />
            <Controller
              control={control}
              name="minutes"
              render={({ field }) => (
                <BoundedWholeNumber
                  label="Minutes"
                  max={TIME_ENTRY_MINUTES_MAX}
                  field={field}
                  disabled={!editable.time}
                  error={errors.minutes?.message ?? errors.hours?.message}
                />
              )}
            />
          </Group>
          <Controller
            control={control}
            name="projectId"
            render={({ field }) => (
              <Select
                label="Project/Task"
                required
                searchable
                placeholder="Select a project or task"
                data={choices}
                value={workValueOf({ projectId, taskId })}
                onChange={(value) => {
                  const choice = choices.flatMap((group) => group.items).find((item) => item.value === value);
                  field.onChange(choice?.projectId ?? null);
                  setValue('taskId', choice?.taskId ?? null);
                  setValue('wbsId', choice?.wbsId ?? null);
                }}
                onBlur={field.onBlur}
                disabled={!editable.project}
                error={errors.projectId?.message}
                nothingFoundMessage="No project or task found"
              />
            )}
          />
          <Textarea
            label="Notes"
            required
            autosize
            minRows={4}
            readOnly={!editable.notes}
            description={`Words: ${wordsOfNotes(notes)}`}
            error={errors.notes?.message}
            {...register('notes')}
          />
          {notes.trim() !== '' && <NotesReminders notes={notes} />}
          <Group gap="xs" wrap="nowrap">
            <Controller
              control={control}
              name="isTangible"
              render={({ field }) => (
                <Checkbox
                  label="Tangible"
                  checked={field.value ?? false}
                  disabled={!editable.tangible}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={() => setInnerDialog('tangibleHelp')}
              aria-label="What tangible time is"
            >
              <IconHelpCircle aria-hidden size={16} />
            </ActionIcon>
          </Group>
          <CancelSubmitButtons
            submitLabel="Save"
            submitting={isSubmitting || create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
      <TimeEntryHelpModal opened={innerDialog === 'help'} onClose={closeInner} />
      <TangibleHelpModal opened={innerDialog === 'tangibleHelp'} onClose={closeInner} />
      <ReminderModal
        opened={innerDialog === 'reminder'}
        onClose={closeInner}
        problems={notesProblems(notes)}
      />
      <IntangibleConfirmModal
        opened={innerDialog === 'intangible'}
        onClose={closeInner}
        onChoose={(asTangible) => void confirmIntangible(asTangible)}
        mayLogTangible={!intangibleOnly}
      />
    </>
  );
}

/** What the notes still lack, said as the person writes them. */
function NotesReminders({ notes }: { notes: string }) {
  const problems = notesProblems(notes);
  if (problems.length === 0) return null;
  return (
    <Stack gap={2} data-testid="notes-reminders">
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="orange">
          {problem === 'tooFewWords' ? msg.notesDetailReminder : msg.notesLinkReminder}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A whole number from 0 to `max`; a keystroke that would leave that range is ignored, so the field
 * keeps its previous value (spec 001 section 5).
 */
function BoundedWholeNumber({
  label,
  max,
  field,
  disabled,
  error,
  autoFocus,
}: {
  label: string;
  max: number;
  field: { name: string; value: unknown; onChange: (value: number | '') => void; onBlur: () => void };
  disabled: boolean;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <NumberInput
      label={label}
      name={field.name}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= max}
      value={typeof field.value === 'number' ? field.value : ''}
      // An emptied field stays empty while typing; the schema reads it as none.
      onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
      onBlur={field.onBlur}
      disabled={disabled}
      error={error}
      data-autofocus={autoFocus || undefined}
    />
  );
}
