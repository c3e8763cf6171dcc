import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  scheduledReasonFields,
  upcomingSundays,
  type ScheduledReasonFields,
  type ScheduledReasonJson,
} from '@hgn/domain/blueSquares';
import { addPacificDays, dayOfInput, pacificDate } from '@hgn/domain/time';
import { serverSentence } from '../../../shared/api/apiError';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatDay } from '../../../ui/formatDate';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { EmptyText, Section } from '../../../ui/Section';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useEditReason, useScheduleReason, useScheduledReasons } from '../api/scheduledReasonsApi';

/** "Sunday 12/13/2026, after the week of 12/06/2026": the day of return and the week it covers. */
const sundayLabel = (sunday: string) =>
  `Sunday ${formatDay(sunday)}, after the week of ${formatDay(addPacificDays(sunday, -7))}`;

type Editing = { kind: 'schedule' } | { kind: 'edit'; date: string; message: string };

function ReasonDialog({
  userId,
  editing,
  taken,
  onClose,
}: {
  userId: string;
  editing: Editing;
  taken: ReadonlySet<string>;
  onClose: () => void;
}) {
  const schedule = useScheduleReason(userId);
  const edit = useEditReason(userId);
  const sundays = upcomingSundays(pacificDate(new Date())).filter((sunday) => !taken.has(sunday));
  const blank: ScheduledReasonFields =
    editing.kind === 'edit'
      ? { date: editing.date, message: editing.message }
      : { date: sundays[0] ?? '', message: '' };
  const { form, formError, showFailure, close } = useDialogForm(scheduledReasonFields, blank, onClose);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing.kind === 'edit') await edit.mutateAsync(values);
      else await schedule.mutateAsync(values);
      toastSuccess(editing.kind === 'edit' ? 'The reason was changed.' : 'The reason was scheduled.');
      close();
    } catch (failure) {
      showFailure({ field: 'form', message: serverSentence(failure, 'The reason could not be saved.') });
    }
  });

  return (
    <Modal opened onClose={close} title={editing.kind === 'edit' ? 'Edit the reason' : 'Schedule a reason'}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {editing.kind === 'edit'
              ? 'The reason becomes the note on the blue square of the week before this Sunday.'
              : 'Choose the Sunday you will return: the reason becomes the note on the blue square of the week before it.'}
          </Text>
          {editing.kind === 'edit' ? (
            <Text size="sm" fw={500}>
              {sundayLabel(editing.date)}
            </Text>
          ) : (
            <NativeSelect
              label="The Sunday you return"
              required
              data={sundays.map((sunday) => ({ value: sunday, label: sundayLabel(sunday) }))}
              error={errors.date?.message}
              {...form.register('date')}
            />
          )}
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <FormErrorAlert message={formError} />
          <CancelSubmitButtons
            submitLabel={editing.kind === 'edit' ? 'Save' : 'Schedule'}
            submitting={isSubmitting}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}

const dayOf = (reason: ScheduledReasonJson) => dayOfInput(reason.date) ?? reason.date;

/**
 * The reasons a volunteer has scheduled for weeks they will miss: each becomes the description of the
 * blue square the week close gives them for that week. Upcoming ones can be edited.
 */
export function ScheduledReasons({ userId }: { userId: string }) {
  const reasons = useScheduledReasons(userId);
  const [editing, setEditing] = useState<Editing | null>(null);

  if (reasons.isPending) return <Skeleton height={100} aria-label="Loading the scheduled reasons" />;
  if (reasons.isError) return <ErrorDisplay error={reasons.error} />;
  const today = pacificDate(new Date());
  const all = reasons.data.reasons.map((reason) => ({ reason, day: dayOf(reason) }));

  return (
    <Section
      title="Scheduled reasons"
      level={3}
      aside={
        <Button size="xs" onClick={() => setEditing({ kind: 'schedule' })}>
          Schedule a reason
        </Button>
      }
    >
      {all.length === 0 ? (
        <EmptyText>No reasons scheduled for missed weeks.</EmptyText>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {all.map(({ reason, day }) => (
            <Group key={day} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {sundayLabel(day)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {reason.reason}
                </Text>
              </Stack>
              {day >= today && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Edit the reason for ${formatDay(day)}`}
                  onClick={() => setEditing({ kind: 'edit', date: day, message: reason.reason })}
                >
                  Edit
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {editing && (
        <ReasonDialog
          userId={userId}
          editing={editing}
          taken={new Set(all.map(({ day }) => day))}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}
