import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileSetupInput } from '@hgn/domain/auth';
import type { ValidSetupToken } from '@hgn/domain/invitations';
import { setupMessages, shellMessages } from '@hgn/domain/messages';
import { startSession } from '../../../shared/session/session';
import { paths } from '../../../shared/routing/paths';
import { secondFactorSetupStep } from '../../../shared/routing/stateToken';
import { APP_NAME } from '../../../shared/theme/theme';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { completeProfileSetup, validateSetupToken } from '../api/setupApi';
import { setupLinkProblem } from '../setupLink';
import { InvalidSetupLink } from '../components/InvalidSetupLink';
import { ProfileSetupForm } from '../components/ProfileSetupForm';
import { toastError, toastSuccess } from '../../../ui/notify';

type LinkState =
  | { status: 'checking' }
  | { status: 'invalid'; reason: string }
  | { status: 'valid'; invitation: ValidSetupToken };

/** Checks the invitation link once; aborting on the way out keeps a stale answer from landing. */
function useSetupLink(token: string): LinkState {
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'checking' });
    validateSetupToken(token, abort.signal).then(
      (invitation) => setState({ status: 'valid', invitation }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'invalid', reason: setupLinkProblem(error) });
      },
    );
    return () => abort.abort();
  }, [token]);
  return state;
}

/** `/ProfileInitialSetup/{token}`: a new volunteer creates their account from the invitation link. */
export function ProfileSetupPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useSetupLink(token);

  const create = async (setup: ProfileSetupInput): Promise<void> => {
    const answer = await completeProfileSetup(setup);
    if ('twoFactorSetupRequired' in answer) {
      toastSuccess(setupMessages.created);
      await navigate(...secondFactorSetupStep(answer.token));
      return;
    }
    if (!(await startSession(answer.token))) {
      toastError(shellMessages.unexpectedError);
      return;
    }
    toastSuccess(setupMessages.created);
    await navigate(paths.dashboard, { replace: true });
  };

  return (
    <Paper withBorder shadow="sm" p="xl" maw={760} mx="auto" my="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Set up your profile
          </Title>
          <Text c="dimmed">{APP_NAME}</Text>
        </Stack>
        {link.status === 'checking' && <PageSkeleton label="Checking your invitation" />}
        {link.status === 'invalid' && <InvalidSetupLink reason={link.reason} />}
        {link.status === 'valid' && (
          <>
            <Text size="sm">
              Welcome! You committed to {link.invitation.weeklyCommittedHours} hours a week. Tell us about
              yourself to create your account.
            </Text>
            <ProfileSetupForm token={token} invitation={link.invitation} onSubmit={create} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
