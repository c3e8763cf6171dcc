import { useState } from 'react';
import { useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { passwordMessages } from '@hgn/domain/messages';
import { passwordChangeInput, type PasswordChangeInput } from '@hgn/domain/auth';
import { canChangePasswordOf } from '@hgn/domain/permissions';
import { isApiError, isUnexpectedStatus, serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { useSession } from '../../../shared/session/useSession';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { FormErrorAlert } from '../../../ui/FormParts';
import { useUpdatePassword } from '../api/authApi';
import { useLogout } from '../api/useLogout';
import { NewPasswordFields, PasswordField } from '../components/PasswordFields';
import { toastSuccess } from '../../../ui/notify';

type ChangeRefusal = ReturnType<typeof refusalCode<typeof authEndpoints.changePassword>>;

/** The field a refused change is about; the rest is said above the form. */
const fieldOf = (code: ChangeRefusal): keyof PasswordChangeInput | undefined => {
  switch (code) {
    case 'INCORRECT_PASSWORD':
    case 'VALIDATION_FAILED':
      return 'currentpassword';
    case 'PASSWORD_UNCHANGED':
    case 'WEAK_PASSWORD':
      return 'newpassword';
    case 'PASSWORDS_DIFFER':
      return 'confirmnewpassword';
    default:
      return undefined;
  }
};

export function UpdatePasswordPage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const logout = useLogout();
  const update = useUpdatePassword(userId);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { currentpassword: '', newpassword: '', confirmnewpassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      const field = fieldOf(refusalCode(error, authEndpoints.changePassword));
      if (field && isApiError(error))
        setError(
          field,
          { type: 'server', message: error.serverError ?? passwordMessages.badRequest },
          { shouldFocus: true },
        );
      else setFailure(error);
      return;
    }
    toastSuccess(passwordMessages.changeSuccess);
    // A new password ends the session.
    await logout();
  });
  // The server changes a password only for its own user: nobody else is offered the form.
  const isOwnPassword = session !== null && canChangePasswordOf({ userId: session.claims.userid }, userId);
  const isRefusal = isApiError(failure) && !isUnexpectedStatus(failure.status);

  return (
    <Paper withBorder p="lg" maw={480} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          Update Password
        </Title>
        {!isOwnPassword && <FormErrorAlert message={passwordMessages.notYourPassword} />}
        {isOwnPassword && (
          <Text size="sm" c="dimmed">
            At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special
            character.
          </Text>
        )}
        {isRefusal && <FormErrorAlert message={serverSentence(failure, passwordMessages.badRequest)} />}
        {failure !== null && !isRefusal && <ErrorDisplay error={failure} />}
        {isOwnPassword && (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Update password">
            <Stack gap="md">
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                error={errors.currentpassword}
                registration={register('currentpassword')}
              />
              <NewPasswordFields
                registrations={{
                  newpassword: register('newpassword'),
                  confirmnewpassword: register('confirmnewpassword'),
                }}
                errors={errors}
              />
              <Button type="submit" loading={update.isPending}>
                Update password
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
