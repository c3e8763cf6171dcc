import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { passwordMessages } from '@hgn/domain/messages';
import { forcedPasswordChangeForm, type ForcedPasswordChangeForm } from '@hgn/domain/auth';
import { paths } from '../../../shared/routing/paths';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/PasswordFields';
import { changeForcedPassword } from '../api/passwordRecoveryApi';
import { forcedChangeFailure } from '../api/recoveryErrors';
import { readResetToken } from '../forcedChangeState';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';

function SignInAgain({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.login} ta="center">
        Go to the login page
      </Anchor>
    </Stack>
  );
}

/** The first password after a temporary one: reached only from the sign-in page, which hands over the reset token. */
export function ForcePasswordUpdatePage() {
  const { userId = '' } = useParams();
  const resetToken = readResetToken(useLocation().state);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; mustSignInAgain: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForcedPasswordChangeForm>({
    resolver: zodResolver(forcedPasswordChangeForm),
    defaultValues: { newpassword: '', confirmnewpassword: '' },
  });

  const submit = handleSubmit(async ({ newpassword }) => {
    if (!resetToken) return;
    setFailure(null);
    try {
      await changeForcedPassword({ userId, newpassword, resetToken });
    } catch (error) {
      const placed = forcedChangeFailure(error);
      if (placed.field === 'newpassword')
        setError('newpassword', { type: 'server', message: placed.message }, { shouldFocus: true });
      else setFailure(placed);
      return;
    }
    // The toast outlives this page and is read on the sign-in page.
    toastSuccess(passwordMessages.forcedChangeSuccess);
    await navigate(paths.login, { replace: true });
  });

  if (!resetToken || failure?.mustSignInAgain) {
    return (
      <AuthCard title="Change your password">
        <SignInAgain message={failure?.message ?? passwordMessages.forcedChangeNeedsSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Change your password">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your password">
        <Stack gap="md">
          <Text size="sm">
            You signed in with a temporary password. Choose your own password to continue: at least 8
            characters, with an uppercase letter, a lowercase letter and a number or special character.
          </Text>
          <FormErrorAlert message={failure?.message ?? null} />
          <NewPasswordFields
            registrations={{
              newpassword: register('newpassword'),
              confirmnewpassword: register('confirmnewpassword'),
            }}
            errors={errors}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
