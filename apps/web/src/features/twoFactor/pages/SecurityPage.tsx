import { useState } from 'react';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { twoFactorEndpoints } from '../../../shared/api/endpoints/twoFactor';
import { useActor } from '../../../shared/session/useActor';
import { Section } from '../../../ui/Section';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { useRefreshTwoFactorState, useTwoFactorState } from '../api/twoFactorApi';
import { DisableForm } from '../components/DisableForm';
import { PolicyForm } from '../components/PolicyForm';
import { SetupPanel } from '../components/SetupPanel';

/** The caller's two-step sign-in (set up, turn off) and, for an Owner, the roles that must use it. */
export function SecurityPage() {
  const actor = useActor();
  const state = useTwoFactorState();
  const refresh = useRefreshTwoFactorState();
  // On from the moment the code is accepted, while the recovery codes are still shown.
  const [justEnabled, setJustEnabled] = useState(false);
  return (
    <Stack gap="lg" p="md">
      <Title order={1} size="h2">
        Security
      </Title>
      <Section title="Two-step sign-in">
        {state.isError && <ListLoadFailed message="Your two-step sign-in could not be loaded." />}
        {state.isPending && <ListLoading label="Loading your two-step sign-in" />}
        {state.data?.enabled === true && (
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light" color="green">
                On
              </Badge>
              <Text>
                Each sign-in asks for a code from your app. Recovery codes left:{' '}
                {state.data.recoveryCodesLeft}
              </Text>
            </Group>
            <DisableForm />
          </Stack>
        )}
        {state.data?.enabled === false && (
          <Stack gap="md">
            {justEnabled ? (
              <Badge variant="light" color="green">
                On
              </Badge>
            ) : (
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  Off
                </Badge>
                <Text>You sign in with your password alone.</Text>
              </Group>
            )}
            {state.data.requiredByPolicy && !justEnabled && (
              <Alert color="yellow">
                Your role requires two-step sign-in: set it up before your next sign-in.
              </Alert>
            )}
            <SetupPanel
              onEnabled={() => setJustEnabled(true)}
              onDone={() => {
                setJustEnabled(false);
                refresh();
              }}
              doneLabel="I have saved my recovery codes"
            />
          </Stack>
        )}
      </Section>
      {actor && allowed(actor, twoFactorEndpoints.policy) && (
        <Section title="Two-step sign-in policy">
          <PolicyForm />
        </Section>
      )}
    </Stack>
  );
}
