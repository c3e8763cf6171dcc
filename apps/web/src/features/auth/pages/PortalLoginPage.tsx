import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { portalLoginProblems } from '@hgn/domain/auth/signIn';
import { shellMessages } from '@hgn/domain/messages';
import type { Portal } from '@hgn/domain/permissions';
import { startSession } from '../../../shared/session/session';
import { returnPathFrom } from '../../../shared/routing/returnPath';
import { paths } from '../../../shared/routing/paths';
import { toastError } from '../../../ui/notify';
import { AuthCard } from '../components/AuthCard';
import { CredentialsForm, type LoginRules } from '../components/LoginForm';
import { isFirstSignIn } from '../api/loginApi';
import {
  placePortalLoginError,
  signInToPortal,
  type PortalLoginAnswer,
  type PortalSecondStep,
} from '../api/portalLoginApi';
import { serverSentence } from '../../../shared/api/apiError';
import { secondFactorSetupStep } from '../../../shared/routing/stateToken';
import { forcedChangeStep } from '../forcedChangeState';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** Each portal's sign-in title, and the portal it opens when no page was asked for first. */
const PORTAL_PAGES: Record<Portal, { title: string; home: string }> = {
  bm: { title: 'Building Portal Login', home: buildingPaths.buildingDashboard },
  cp: { title: 'Community Portal Login', home: paths.communityPortal },
  ep: { title: 'Education Portal Login', home: paths.educationPortal },
};

const rulesOf = (portal: Portal): LoginRules<PortalLoginAnswer> => ({
  problemsOf: portalLoginProblems,
  send: (input) => signInToPortal({ ...input, portal }),
  placeError: placePortalLoginError,
  needsBothFilled: true,
});

// Loaded only when the password step asks for a code, as on the main sign-in page.
const SecondStepForm = lazy(async () => ({
  default: (await import('../components/SecondStepForm')).SecondStepForm,
}));

/**
 * A portal's sign-in, open to everyone: the signed-in person gives their e-mail and password again, a
 * signed-out visitor gives them once (and the code of their second factor when they have one) and is
 * signed in first, and the session opens the portal (`POST /api/bm/login`); then the page first asked
 * for, else the portal.
 */
function PortalLoginPage({ portal }: { portal: Portal }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState<PortalSecondStep | null>(null);
  const { title, home } = PORTAL_PAGES[portal];

  const enter = async (token: string) => {
    if (!(await startSession(token))) {
      toastError(shellMessages.unexpectedError);
      return;
    }
    void navigate(returnPathFrom(location.state, home), { replace: true });
  };

  const onSignedIn = async (answer: PortalLoginAnswer) => {
    if (isFirstSignIn(answer)) void navigate(...forcedChangeStep(answer));
    else if ('twoFactorSetupRequired' in answer) void navigate(...secondFactorSetupStep(answer.token));
    else if ('twoFactorRequired' in answer) setSecondStep(answer);
    else await enter(answer.token);
  };

  // The second step's session starts first, then opens the portal with the password already given.
  const openAfterSecondStep = (step: PortalSecondStep) => (token: string) =>
    void startSession(token)
      .then((started) => (started ? step.openPortal() : Promise.reject(new Error('no session'))))
      .then((opened) => enter(opened.token))
      .catch((error: unknown) => toastError(serverSentence(error, shellMessages.unexpectedError)));

  return (
    <AuthCard title={title}>
      {secondStep ? (
        <Suspense fallback={null}>
          <SecondStepForm
            challenge={secondStep.challenge}
            onSignedIn={openAfterSecondStep(secondStep)}
            onRestart={() => setSecondStep(null)}
          />
        </Suspense>
      ) : (
        <CredentialsForm onSignedIn={onSignedIn} rules={rulesOf(portal)} label={title} />
      )}
    </AuthCard>
  );
}

export const BuildingLoginPage = () => <PortalLoginPage portal="bm" />;
export const CommunityLoginPage = () => <PortalLoginPage portal="cp" />;
export const EducationLoginPage = () => <PortalLoginPage portal="ep" />;
