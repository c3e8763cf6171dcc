import { useLocation, useNavigate } from 'react-router';
import { portalLoginProblems } from '@hgn/domain/auth/signIn';
import { shellMessages } from '@hgn/domain/messages';
import type { Portal } from '@hgn/domain/permissions';
import type { SessionTokenJson } from '@hgn/domain/auth';
import { startSession } from '../../../shared/session/session';
import { returnPathFrom } from '../../../shared/routing/returnPath';
import { paths } from '../../../shared/routing/paths';
import { toastError } from '../../../ui/notify';
import { AuthCard } from '../components/AuthCard';
import { CredentialsForm, type LoginRules } from '../components/LoginForm';
import { placePortalLoginError, requestPortalLogin } from '../api/portalLoginApi';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** Each portal's sign-in title, and where it leads when no page was asked for first. */
const PORTAL_PAGES: Record<Portal, { title: string; home: string }> = {
  bm: { title: 'Building Portal Login', home: buildingPaths.buildingDashboard },
  cp: { title: 'Community Portal Login', home: paths.dashboard },
  ep: { title: 'Education Portal Login', home: paths.dashboard },
};

const rulesOf = (portal: Portal): LoginRules<SessionTokenJson> => ({
  problemsOf: portalLoginProblems,
  send: (input) => requestPortalLogin({ ...input, portal }),
  placeError: placePortalLoginError,
  needsBothFilled: true,
});

/**
 * A portal's sign-in: the signed-in person gives their e-mail and password again, and their session
 * opens the portal (`POST /api/bm/login`); then the page first asked for.
 */
function PortalLoginPage({ portal }: { portal: Portal }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { title, home } = PORTAL_PAGES[portal];

  const onSignedIn = async ({ token }: SessionTokenJson) => {
    if (!(await startSession(token))) {
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
