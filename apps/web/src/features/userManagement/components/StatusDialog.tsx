import { useState } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import {
  FINAL_DAY_NOTICE_DAYS,
  userManagementMessages as msg,
  type StatusChangeInput,
  type UserPageItemJson,
} from '@hgn/domain/userManagement';
import { isApiError } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { useChangeStatus } from '../api/userManagementApi';
import { fullName, type StatusAction } from '../userTableModel';
import { toastSuccess } from '../../../ui/notify';

export type { StatusAction };

const DEFAULT_PAUSE_DAYS = 7;

type Plan = {
  title: string;
  question: string;
  confirm: string;
  /** The success notice, when "status updated" says too little. */
  done?: string;
  dateLabel?: string;
  defaultDate?: (today: string) => string;
};

const plans: Record<StatusAction, (name: string) => Plan> = {
  activate: (name) => ({
    title: 'Activate user',
    question: `Make ${name} active again?`,
    confirm: 'Activate',
  }),
  restore: (name) => ({
    title: 'Restore user',
    question: `Restore ${name}? They become active again, can sign in and are listed with everyone else.`,
    confirm: 'Restore',
    done: `${name}: ${msg.userRestored}`,
  }),
  resume: (name) => ({ title: 'Resume user', question: `End the pause of ${name} now?`, confirm: 'Resume' }),
  clearFinalDay: (name) => ({
    title: 'Delete final day',
    question: `Remove the final day of ${name}? They stay active.`,
    confirm: 'Delete final day',
  }),
  deactivate: (name) => ({
    title: 'Deactivate user',
    question: `Deactivate ${name} today? Their final day will be today and they can no longer sign in.`,
    confirm: 'Deactivate',
  }),
  scheduleFinalDay: (name) => ({
    title: 'Set final day',
    question: `Choose the final day of ${name}. They stay active until then.`,
    confirm: 'Set final day',
    dateLabel: 'Final day',
    defaultDate: (today) => addPacificDays(today, FINAL_DAY_NOTICE_DAYS),
  }),
  pause: (name) => ({
    title: 'Pause user',
    question: `Pause ${name} until the day they come back? They cannot sign in meanwhile.`,
    confirm: 'Pause',
    dateLabel: 'Paused until',
    defaultDate: (today) => addPacificDays(today, DEFAULT_PAUSE_DAYS),
  }),
};

function changeOf(action: StatusAction, today: string, date: string): StatusChangeInput {
  switch (action) {
    case 'activate':
    case 'restore':
    case 'resume':
    case 'clearFinalDay':
      return { action: 'ACTIVATE' };
    case 'deactivate':
      return { action: 'DEACTIVATE', endDate: today };
    case 'scheduleFinalDay':
      return { action: 'SCHEDULE_DEACTIVATION', endDate: date };
    case 'pause':
      return { action: 'PAUSE', reactivationDate: date };
  }
}

interface StatusDialogProps {
  user: Pick<UserPageItemJson, '_id' | 'firstName' | 'lastName'>;
  action: StatusAction;
  onClose: () => void;
}

/** Confirms a status change, with a date picker where the change needs a day. */
export function StatusDialog({ user, action, onClose }: StatusDialogProps) {
  const change = useChangeStatus();
  const today = pacificDate(new Date());
  const plan = plans[action](fullName(user));
  const [date, setDate] = useState(() => plan.defaultDate?.(today) ?? today);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (): Promise<void> => {
    setError(null);
    try {
      await change.mutateAsync({ userId: user._id, change: changeOf(action, today, date) });
      toastSuccess(plan.done ?? `${fullName(user)}: ${msg.statusUpdated}`);
      onClose();
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.serverError) || 'The status could not be changed. Please try again.',
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={plan.title}>
      <Stack gap="md">
        <FormErrorAlert message={error} />
        <Text>{plan.question}</Text>
        {plan.dateLabel && (
          <TextInput
            type="date"
            label={plan.dateLabel}
            required
            min={action === 'pause' ? addPacificDays(today, 1) : today}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
        )}
        <CancelSubmitButtons
          submitLabel={plan.confirm}
          color={action === 'deactivate' ? 'red' : undefined}
          submitting={change.isPending}
          disabled={Boolean(plan.dateLabel) && !date}
          onSubmit={() => void confirm()}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
