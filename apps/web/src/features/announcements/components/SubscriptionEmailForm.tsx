import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { subscriptionEmailInput } from '@hgn/domain/announcements';

/** One address, checked as the server checks it, then handed to `onSubmit` lower-cased. */
export function SubscriptionEmailForm({
  label,
  submitLabel,
  initialEmail = '',
  submitting,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initialEmail?: string;
  submitting: boolean;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = subscriptionEmailInput.safeParse({ email });
        setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) onSubmit(parsed.data.email);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem}
        />
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
