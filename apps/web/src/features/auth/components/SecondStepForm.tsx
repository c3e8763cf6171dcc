import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { shellMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { FormErrorAlert } from '../../../ui/FormParts';
import { loadCaller } from '../api/loginApi';

interface SecondStepFormProps {
  challenge: string;
  onSignedIn: (token: string) => void;
  /** Back to the password step (a dead challenge needs a new sign-in). */
  onRestart: () => void;
}

/**
 * The sign-in's second step, loaded only when the password step asks for it: a code from the
 * authenticator app, or a recovery code. Plain state, as the sign-in form keeps (the bundle budget).
 */
export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const [{ call }, { authEndpoints }] = await loadCaller();
      const { token } = await call(authEndpoints.signInSecondStep, {
        body: { challenge, code: code.trim() },
      });
      onSignedIn(token);
    } catch (failure) {
      setError(serverSentence(failure, shellMessages.unexpectedError));
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Two-step sign-in">
      <Stack gap="md">
        <Text size="sm">Enter the code from your authenticator app, or one of your recovery codes.</Text>
        <FormErrorAlert message={error} />
        <TextInput
          label="Code"
          name="code"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ? true : undefined}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Start again with your password
        </Anchor>
      </Stack>
    </form>
  );
}
