import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { rentalMessages } from '@hgn/domain/messages';
import { RENTAL_REDIRECT_MS, rentalRegisterInput, type RentalRegisterInput } from '@hgn/domain/rentals';
import { paths } from '../../../shared/routing/paths';
import { FormErrorAlert } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';
import { RentalCard } from '../components/RentalCard';
import { useRegisterRentalAccount } from '../api/rentalsApi';

/** `/lbdashboard/register`: a rental account of one's own (spec 002, 2.1, 2.4 and 5). */
export function RentalRegisterPage() {
  const navigate = useNavigate();
  const registerAccount = useRegisterRentalAccount();
  const [isRegistered, setRegistered] = useState(false);
  const { form, formError, clearFormError, showFailure } = useDialogForm<
    RentalRegisterInput,
    RentalRegisterInput
  >(rentalRegisterInput, { firstName: '', lastName: '', email: '', phone: '', password: '' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!isRegistered) return undefined;
    const timer = window.setTimeout(() => void navigate(paths.rentalLogin), RENTAL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isRegistered, navigate]);

  const submit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await registerAccount.mutateAsync(values);
      setRegistered(true);
    } catch {
      showFailure({ field: 'form', message: rentalMessages.registerFailed });
    }
  });

  return (
    <RentalCard title="Register">
      {isRegistered ? (
        <Alert color="green" variant="light" role="status">
          {rentalMessages.registered}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Register a rental account">
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              error={errors.phone?.message}
              {...register('phone')}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              required
              description="At least 8 characters, with a letter and a digit."
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              Register
            </Button>
            <Anchor component={Link} to={paths.rentalLogin} size="sm" ta="center">
              Already registered? Sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </RentalCard>
  );
}
