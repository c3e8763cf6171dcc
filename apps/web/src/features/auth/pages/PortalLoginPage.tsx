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
import { placePortalLoginError, signInToPortal, type PortalLoginAnswer } from '../api/portalLoginApi';
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

/**
 * A portal's sign-in, open to everyone: the signed-in person gives their e-mail and password again, a
 * signed-out visitor gives them once and is signed in first, and the session opens the portal
 * (`POST /api/bm/login`); then the page first asked for, else the portal.
 */
function PortalLoginPage({ portal }: { portal: Portal }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { title, home } = PORTAL_PAGES[portal];

  const onSignedIn = async (answer: PortalLoginAnswer) => {
    if (isFirstSignIn(answer)) {
      void navigate(...forcedChangeStep(answer));
      return;
    }
    if (!(await startSession(answer.token))) {
      toastError(shellMessages.unexpectedError);
      return;
    }
    void navigate(returnPathFrom(location.state, home), { replace: true });
  };

  return (
    <AuthCard title={title}>
      <CredentialsForm onSignedIn={onSignedIn} rules={rulesOf(portal)} label={title} />
    </AuthCard>
  );
}

export const BuildingLoginPage = () => <PortalLoginPage portal="bm" />;
export const CommunityLoginPage = () => <PortalLoginPage portal="cp" />;
export const EducationLoginPage = () => <PortalLoginPage portal="ep" />;
