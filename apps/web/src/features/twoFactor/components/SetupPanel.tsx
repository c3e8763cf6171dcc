import { lazy, Suspense, useState } from 'react';
import { Button, Code, Loader, Stack, Text, TextInput } from '@mantine/core';
import { twoFactorEnableInput, type TwoFactorEnableInput } from '@hgn/domain/twoFactor';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useEnableTwoFactor, useStartSetup } from '../api/twoFactorApi';
import { RecoveryCodes } from './RecoveryCodes';

// The QR encoder loads with the set-up only, never with the sign-in or the dashboard.
const QrCode = lazy(async () => ({ default: (await import('./QrCode')).QrCode }));

/**
 * Setting the second factor up: a new secret as a QR code and as text, then a code from the app
 * turns it on and the recovery codes are shown once. `setupToken` is the token of a sign-in that may
 * only do this; `onEnabled` runs when the code is accepted, `onDone` once the codes were put away.
 */
export function SetupPanel({
  setupToken,
  onEnabled,
  onDone,
  doneLabel,
}: {
  setupToken?: string;
  onEnabled?: () => void;
  onDone: () => void;
  doneLabel: string;
}) {
  const start = useStartSetup(setupToken);
  const enable = useEnableTwoFactor(setupToken);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { form, formError, showRefusal } = useDialogForm(twoFactorEnableInput, { code: '' });

  if (recoveryCodes)
    return (
      <Stack>
        <RecoveryCodes codes={recoveryCodes} />
        <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
          {doneLabel}
        </Button>
      </Stack>
    );

  if (!start.data)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          Use an authenticator app (such as a password manager or an app on your phone) for a code at each
          sign-in.
        </Text>
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onError: (error) => toastRefusal(error, 'The set-up could not start.'),
            })
          }
        >
          Set up two-step sign-in
        </Button>
      </Stack>
    );

  const submit = form.handleSubmit(async ({ code }: TwoFactorEnableInput) => {
    try {
      const answer = await enable.mutateAsync(code);
      toastSuccess('Two-step sign-in is on.');
      setRecoveryCodes(answer.recoveryCodes);
      onEnabled?.();
    } catch (error) {
      showRefusal(error, 'Two-step sign-in could not be turned on.');
    }
  });

  return (
    <Stack gap="md">
      <Text>1. Scan this code with your authenticator app.</Text>
      <Suspense fallback={<Loader aria-label="Drawing the QR code" />}>
        <QrCode text={start.data.otpauthUrl} label="QR code of your two-step sign-in secret" />
      </Suspense>
      <Text size="sm">
        Or enter this key by hand: <Code data-testid="two-factor-secret">{start.data.secret}</Code>
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Turn on two-step sign-in">
        <Stack gap="sm" align="flex-start">
          <FormErrorAlert message={formError} />
          <TextInput
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...form.register('code')}
            error={form.formState.errors.code?.message}
          />
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
