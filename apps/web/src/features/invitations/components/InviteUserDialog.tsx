import { Controller } from 'react-hook-form';
import { Modal, Stack, TextInput } from '@mantine/core';
import { DEFAULT_WEEKLY_COMMITTED_HOURS } from '@hgn/domain/constants';
import { setupMessages } from '@hgn/domain/messages';
import { invitationInput, type InvitationInput } from '@hgn/domain/auth';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { WeeklyHoursInput } from '../../../ui/WeeklyHoursInput';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useInviteUser } from '../api/invitationsApi';
import { invitationFailure } from '../invitationErrors';
import { toastSuccess } from '../../../ui/notify';

interface InviteUserDialogProps {
  opened: boolean;
  onClose: () => void;
}

const blank: InvitationInput = { email: '', weeklyCommittedHours: DEFAULT_WEEKLY_COMMITTED_HOURS };

/** Invites a new volunteer by e-mail; the message carries their set-up link. */
export function InviteUserDialog({ opened, onClose }: InviteUserDialogProps) {
  const invite = useInviteUser();
  const { form, formError, clearFormError, showFailure, close } = useDialogForm(
    invitationInput,
    blank,
    onClose,
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    clearFormError();
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      showFailure(invitationFailure(error));
      return;
    }
    toastSuccess(setupMessages.invitationSent);
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
