import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_WEEKLY_COMMITTED_HOURS } from '@hgn/domain/constants';
import { setupMessages } from '@hgn/domain/messages';
import { invitationInput, type Invitation, type InvitationInput } from '@hgn/domain/auth';
import { CancelSubmitButtons, FormErrorAlert, WeeklyHoursInput } from '../../../ui/FormParts';
import { useInviteUser } from '../api/invitationsApi';
import { invitationFailure } from '../invitationErrors';

interface InviteUserDialogProps {
  opened: boolean;
  onClose: () => void;
}

const blank: InvitationInput = { email: '', weeklyCommittedHours: DEFAULT_WEEKLY_COMMITTED_HOURS };

/** Invites a new volunteer by e-mail; the message carries their set-up link. */
export function InviteUserDialog({ opened, onClose }: InviteUserDialogProps) {
  const invite = useInviteUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InvitationInput, unknown, Invitation>({
    resolver: zodResolver(invitationInput),
    defaultValues: blank,
  });

  const close = (): void => {
    reset(blank);
    setFormError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      const failure = invitationFailure(error);
      if (failure.field === 'form') setFormError(failure.message);
      else setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
      return;
    }
    notifications.show({ color: 'green', message: setupMessages.invitationSent });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite a new volunteer">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Invite a new volunteer">
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label="Email"
            type="email"
            required
            data-autofocus
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="weeklyCommittedHours"
            render={({ field }) => (
              <WeeklyHoursInput field={field} error={errors.weeklyCommittedHours?.message} />
            )}
          />
          <CancelSubmitButtons submitLabel="Send invitation" submitting={invite.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
