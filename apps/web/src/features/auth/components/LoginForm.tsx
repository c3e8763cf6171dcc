import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Resolver } from 'react-hook-form';
import { loadAuthRules } from '../../../app/session/authRules';
import { requestLogin, type LoginAnswer, type LoginInput } from '../api/loginApi';
import { placeLoginError } from '../api/loginErrors';
import { FormErrorAlert } from '../../../ui/FormParts';

interface LoginFormProps {
  onSignedIn: (answer: LoginAnswer) => void;
}

// The domain's loginInput schema, fetched with its validation library on first use.
const loginResolver: Resolver<LoginInput> = async (values, context, options) => {
  const { loginInput } = await loadAuthRules();
  return zodResolver(loginInput)(values, context, options);
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await requestLogin({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      onSignedIn(answer);
    } catch (error) {
      const placement = placeLoginError(error);
      if (!placement) return;
      if (placement.field === 'form') setFormError(placement.message);
      else setError(placement.field, { type: 'server', message: placement.message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
