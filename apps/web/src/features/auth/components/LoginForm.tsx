import { useRef, useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loadAuthRules } from '../../../app/session/authRules';
import { requestLogin, type LoginAnswer, type LoginInput } from '../api/loginApi';
import { placeLoginError } from '../api/loginErrors';
import { FormErrorAlert } from '../../../ui/FormParts';

interface LoginFormProps {
  onSignedIn: (answer: LoginAnswer) => void;
}

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * Two fields kept in plain state: the sign-in page is the first thing a browser downloads, so it
 * carries no form library; the domain's loginInput schema arrives with the auth rules on first use.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: keyof LoginInput) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const { loginInput } = await loadAuthRules();
    const parsed = loginInput.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      fields[found.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      onSignedIn(await requestLogin({ email: values.email.trim().toLowerCase(), password: values.password }));
    } catch (error) {
      const placement = placeLoginError(error);
      if (!placement) return;
      if (placement.field === 'form') setFormError(placement.message);
      else {
        setErrors({ [placement.field]: placement.message });
        fields[placement.field].current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          ref={fields.email}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordInput
          ref={fields.password}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          aria-invalid={errors.password ? true : undefined}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
