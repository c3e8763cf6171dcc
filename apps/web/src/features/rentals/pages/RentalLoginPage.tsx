import { Link, useNavigate } from 'react-router';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { rentalMessages } from '@hgn/domain/messages';
import { rentalLoginInput, type RentalLoginInput } from '@hgn/domain/rentals';
import { paths } from '../../../shared/routing/paths';
import { FormErrorAlert } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';
import { RentalCard } from '../components/RentalCard';
import { useRentalSignIn } from '../api/rentalsApi';

/** `/lbdashboard/login`: signs in to a rental account, then opens `/lbdashboard`. */
export function RentalLoginPage() {
  const navigate = useNavigate();
  const signIn = useRentalSignIn();
  const { form, formError, clearFormError, showFailure, close } = useDialogForm<
    RentalLoginInput,
    RentalLoginInput
  >(rentalLoginInput, { email: '', password: '' }, () => void navigate(paths.rentalDashboard));
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await signIn.mutateAsync(values);
      close();
    } catch {
      showFailure({ field: 'form', message: rentalMessages.loginFailed });
    }
  });

  return (
    <RentalCard title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in to a rental account">
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Sign in
          </Button>
          <Anchor component={Link} to={paths.rentalRegister} size="sm" ta="center">
            No account yet? Register
          </Anchor>
        </Stack>
      </form>
    </RentalCard>
  );
}
