import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Center, Paper, Stack, Title } from '@mantine/core';
import { paths } from '../../../shared/routing/paths';
import { endSetupSignIn } from '../api/twoFactorApi';
import { SetupPanel } from '../components/SetupPanel';
import { readStateToken } from '../../../shared/routing/stateToken';

/**
 * Where a sign-in whose role requires two-step sign-in lands when it is not set up: only the set-up,
 * with the sign-in's own token (no session starts). Once it is on, the sign-in ends and the person
 * signs in again with a code.
 */
export function SecondFactorSetupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [setupToken] = useState(() => readStateToken(location.state, 'setupToken'));
  if (!setupToken) return <Navigate to={paths.login} replace />;

  const finish = () => {
    void endSetupSignIn(setupToken)
      .catch(() => undefined)
      .then(() => navigate(paths.login, { replace: true }));
  };

  return (
    <Center p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={560}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Set up two-step sign-in
          </Title>
          <Alert color="yellow">
            Your role requires two-step sign-in. Set it up now; then sign in again with a code from your app.
          </Alert>
          <SetupPanel setupToken={setupToken} onDone={finish} doneLabel="Sign in again" />
        </Stack>
      </Paper>
    </Center>
  );
}
