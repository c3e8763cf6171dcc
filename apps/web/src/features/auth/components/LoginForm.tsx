import { useRef, useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginProblems, normaliseLoginEmail, type LoginProblems } from '@hgn/domain/auth/signIn';
import { loadAuthRules } from '../../../shared/session/authRules';
import { requestLogin, type LoginAnswer, type LoginInput } from '../api/loginApi';
import { placeLoginError, type LoginErrorPlacement } from '../api/loginErrors';
import { FormErrorAlert } from '../../../ui/FormParts';

/** What a form of e-mail and password checks, sends, and where it shows a refusal (null: already reported). */
export interface LoginRules<Answer> {
  problemsOf: (input: LoginInput) => LoginProblems;
  /** Sends the credentials; `onSent` is called once they are on their way. */
  send: (input: LoginInput, onSent?: () => void) => Promise<Answer>;
  placeError: (error: unknown) => LoginErrorPlacement | null;
  /** The portal sign-ins keep the button disabled until both fields are filled (spec 002, section 5). */
  needsBothFilled?: boolean;
}

const signInRules: LoginRules<LoginAnswer> = {
  problemsOf: loginProblems,
  send: requestLogin,
  placeError: placeLoginError,
};

interface CredentialsFormProps<Answer> {
  onSignedIn: (answer: Answer) => void | Promise<void>;
  rules: LoginRules<Answer>;
  /** The form's name. */
  label: string;
  /** Called once the credentials are on their way: what the next page needs may load meanwhile. */
  onSending?: () => void;
}

/** The sign-in form. */
export const LoginForm = ({
  onSignedIn,
  onSending,
}: {
  onSignedIn: (answer: LoginAnswer) => void;
  onSending?: () => void;
}) => <CredentialsForm onSignedIn={onSignedIn} rules={signInRules} label="Sign in" onSending={onSending} />;

/**
 * Two fields kept in plain state and checked by the domain's sign-in rule: the sign-in page is the
 * first thing a browser downloads, so it carries no form or validation library. The auth rules, which
 * read the session's token, start loading with the request. The portal sign-ins use it with their rules.
 */
export function CredentialsForm<Answer>({
  onSignedIn,
  rules,
  label,
  onSending,
}: CredentialsFormProps<Answer>) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginProblems>({});
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
    const problems = rules.problemsOf(values);
    if (problems.email || problems.password) {
      setErrors(problems);
      fields[problems.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    void loadAuthRules();
    try {
      await onSignedIn(
        await rules.send({ email: normaliseLoginEmail(values.email), password: values.password }, onSending),
      );
    } catch (error) {
      const placement = rules.placeError(error);
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
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
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={rules.needsBothFilled && (values.email.trim() === '' || values.password === '')}
          fullWidth
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
