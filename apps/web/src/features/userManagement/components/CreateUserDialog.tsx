import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_WEEKLY_COMMITTED_HOURS } from '@hgn/domain/constants';
import {
  createUserInput,
  userManagementMessages as msg,
  type CreatedUserJson,
  type CreateUserInput,
  type CreateUserRequest,
} from '@hgn/domain/userManagement';
import { useRoles } from '../../../shared/queries/roles';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { ShownOnceSecret } from '../../../ui/ShownOnceSecret';
import { WeeklyHoursInput } from '../../../ui/WeeklyHoursInput';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useCreateUser } from '../api/userManagementApi';
import { createFailure } from '../userTableModel';
import { toastSuccess } from '../../../ui/notify';

type FormValues = CreateUserInput;

const blank: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'Volunteer',
  weeklycommittedHours: DEFAULT_WEEKLY_COMMITTED_HOURS,
  jobTitle: '',
};

interface CreateUserDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Owners appear among the roles only for those who may create them. */
  canCreateOwners: boolean;
}

/** Creates a user with a one-time password, shown once to the creator and e-mailed to the user. */
export function CreateUserDialog({ opened, onClose, canCreateOwners }: CreateUserDialogProps) {
  const create = useCreateUser();
  const roles = useRoles(opened);
  const [duplicateOf, setDuplicateOf] = useState<CreateUserRequest | null>(null);
  const [created, setCreated] = useState<CreatedUserJson | null>(null);
  const dialog = useDialogForm(createUserInput, blank, onClose);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = dialog.form;

  const close = (): void => {
    setDuplicateOf(null);
    setCreated(null);
    dialog.close();
  };

  const send = async (values: CreateUserRequest): Promise<void> => {
    dialog.clearFormError();
    try {
      setCreated(await create.mutateAsync(values));
      toastSuccess(msg.created);
    } catch (error) {
      const failure = createFailure(error);
      if (failure.kind === 'duplicateName') setDuplicateOf(values);
      else
        dialog.showFailure(failure.kind === 'field' ? failure : { field: 'form', message: failure.message });
    }
  };

  const submit = handleSubmit(send);
  const roleOptions = (roles.data ?? [])
    .map((role) => role.roleName)
    .filter((name) => canCreateOwners || name !== 'Owner');

  return (
    <>
      <Modal opened={opened && !duplicateOf} onClose={close} title="Create a user">
        {created ? (
          <ShownOnceSecret
            notice={<Text>{msg.oneTimePasswordNotice}</Text>}
            secret={created.temporaryPassword}
            label="One-time password"
            testId="one-time-password"
            onDone={close}
          />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create a user">
            <Stack gap="sm">
              <FormErrorAlert message={dialog.formError} />
              <TextInput
                label="First Name"
                required
                data-autofocus
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextInput
                label="Last Name"
                required
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <TextInput
                label="Email"
                type="email"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <Select
                    label="Role"
                    required
                    data={roleOptions.length > 0 ? roleOptions : ['Volunteer']}
                    value={field.value ?? 'Volunteer'}
                    onChange={(value) => field.onChange(value ?? 'Volunteer')}
                    allowDeselect={false}
                    error={errors.role?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="weeklycommittedHours"
                render={({ field }) => (
                  <WeeklyHoursInput field={field} error={errors.weeklycommittedHours?.message} />
                )}
              />
              <TextInput label="Job Title" {...register('jobTitle')} />
              <CancelSubmitButtons submitLabel="Create user" submitting={create.isPending} onCancel={close} />
            </Stack>
          </form>
        )}
      </Modal>
      <Modal
        opened={duplicateOf !== null}
        onClose={() => setDuplicateOf(null)}
        title="This name is already in use"
      >
        <Stack gap="md">
          <Text>{msg.nameTakenQuestion}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDuplicateOf(null)}>
              Go back
            </Button>
            <Button
              loading={create.isPending}
              onClick={() => {
                const values = duplicateOf;
                setDuplicateOf(null);
                if (values) void send({ ...values, allowsDuplicateName: true });
              }}
            >
              Create anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
