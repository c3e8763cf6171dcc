import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { rentalMessages } from '@hgn/domain/messages';
import { rentalLoginInput, type RentalLoginInput } from '@hgn/domain/rentals';
import { paths } from '../../../shared/routing/paths';
import { FormErrorAlert } from '../../../ui/FormParts';
import { RentalCard } from '../components/RentalCard';
import { useRentalSignIn } from '../api/rentalsApi';

/** `/lbdashboard/login`: signs in to a rental account, then opens `/lbdashboard`. */
export function RentalLoginPage() {
  const navigate = useNavigate();
  const signIn = useRentalSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RentalLoginInput>({
    resolver: zodResolver(rentalLoginInput),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn.mutateAsync(values);
      void navigate(paths.rentalDashboard);
    } catch {
      setFailure(rentalMessages.loginFailed);
    }
  });

  return (
    <RentalCard title="Sign in">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in to a rental account">
        <Stack gap="md">
          <FormErrorAlert message={failure} />
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
