import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { twoFactorDisableInput, type TwoFactorDisableInput } from '@hgn/domain/twoFactor';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useDisableTwoFactor } from '../api/twoFactorApi';

/** Turning the second factor off: the password and a code (or a recovery code). */
export function DisableForm() {
  const disable = useDisableTwoFactor();
  const { form, formError, showRefusal } = useDialogForm(twoFactorDisableInput, { password: '', code: '' });
  const submit = form.handleSubmit(async (input: TwoFactorDisableInput) => {
    try {
      toastSuccess((await disable.mutateAsync(input)).message);
      form.reset();
    } catch (error) {
      showRefusal(error, 'Two-step sign-in could not be turned off.');
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Turn off two-step sign-in">
      <Stack gap="sm" maw={360}>
        <FormErrorAlert message={formError} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <TextInput
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          required
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Button
          type="submit"
          color="red"
          variant="light"
          loading={disable.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Turn off two-step sign-in
        </Button>
      </Stack>
    </form>
  );
}
