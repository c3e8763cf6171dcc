import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { shellMessages } from '@hgn/domain/messages';
import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession, useSessionEndReason } from '../../../shared/session/useSession';
import { endSession, startSession } from '../../../shared/session/session';
import { returnPathFrom } from '../../../shared/routing/returnPath';
import { paths } from '../../../shared/routing/paths';
import { APP_NAME } from '../../../shared/theme/theme';
import { LoginForm } from '../components/LoginForm';
import { isFirstSignIn, type LoginAnswer } from '../api/loginApi';
import { forcedChangeStep } from '../forcedChangeState';
import { secondFactorSetupStep } from '../../../shared/routing/stateToken';
import { isSigningOut } from '../signingOut';
import { toastError } from '../../../ui/notify';

// Loaded only when the password step asks for a code: the sign-in page's first download stays small.
const SecondStepForm = lazy(async () => ({
  default: (await import('../components/SecondStepForm')).SecondStepForm,
}));

/**
 * The sign-in page. `onSigningIn` is called as the credentials are sent, so the pages a signed-in
 * person lands on can load during the check of the password.
 */
export function LoginPage({ onSigningIn }: { onSigningIn?: () => void }) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const session = useSession();
  const endReason = useSessionEndReason();
  const location = useLocation();
  const navigate = useNavigate();
  // Reached by signing out: the session ends here, and the mark goes from the history entry even when
  // the session had already ended (a call refused it first), because the entry's state outlives a reload
  // of /login, and the next sign-in on this page must start a session, not end it again.
  const isSignOutEntry = isSigningOut(location.state);
  useEffect(() => {
    if (!isSignOutEntry) return;
    endSession();
    void navigate(paths.login, { replace: true });
  }, [isSignOutEntry, navigate]);

  if (isSignOutEntry && session !== null) return null;
  if (session) return <Navigate to={returnPathFrom(location.state)} replace />;

  // Once the session starts this page re-renders and the redirect above takes the user back.
  const begin = (token: string): void =>
    void startSession(token).then((started) => {
      if (!started) toastError(shellMessages.unexpectedError);
    });

  const onSignedIn = (answer: LoginAnswer): void => {
    if (isFirstSignIn(answer)) void navigate(...forcedChangeStep(answer));
    else if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
    else if ('twoFactorSetupRequired' in answer) void navigate(...secondFactorSetupStep(answer.token));
    else begin(answer.token);
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} component="main">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Sign in
            </Title>
            <Text c="dimmed">{APP_NAME}</Text>
          </Stack>
          {endReason && (
            <Alert color="yellow" role="status">
              {endReason}
            </Alert>
          )}
          {challenge ? (
            <Suspense fallback={null}>
              <SecondStepForm challenge={challenge} onSignedIn={begin} onRestart={() => setChallenge(null)} />
            </Suspense>
          ) : (
            <LoginForm onSignedIn={onSignedIn} onSending={onSigningIn} />
          )}
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
            Forgot password?
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
