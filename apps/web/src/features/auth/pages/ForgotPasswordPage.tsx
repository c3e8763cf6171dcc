import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FORGOT_PASSWORD_REDIRECT_MS } from '@hgn/domain/constants';
import { forgotPasswordMessages } from '@hgn/domain/messages';
import { forgotPasswordForm, type ForgotPasswordFormInput, type ForgotPasswordInput } from '@hgn/domain/auth';
import { paths } from '../../../shared/routing/paths';
import { AuthCard } from '../components/AuthCard';
import { requestTemporaryPassword } from '../api/passwordRecoveryApi';
import { forgotPasswordFailure } from '../api/recoveryErrors';
import { FormErrorAlert } from '../../../ui/FormParts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [isSent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });

  useEffect(() => {
    if (!isSent) return undefined;
    const timer = window.setTimeout(() => void navigate(paths.login), FORGOT_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isSent, navigate]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestTemporaryPassword(values);
      setSent(true);
    } catch (error) {
      setFailure(forgotPasswordFailure(error));
    }
  });

  return (
    <AuthCard title="Forgot password">
      {isSent ? (
        <Alert color="green" variant="light" role="status">
          {forgotPasswordMessages.sent}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <Text size="sm">
              Enter the e-mail address and the name on your account. We will e-mail you a temporary password.
            </Text>
            <FormErrorAlert message={failure} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
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
            <Group justify="flex-end" gap="xs">
              <Button component={Link} to={paths.login} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
