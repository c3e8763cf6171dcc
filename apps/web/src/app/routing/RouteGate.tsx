import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { useActor } from '../../shared/session/useActor';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ScreenInfoIcons } from '../../features/infoCollections';
import { decideRoute } from './routeDecision';
import { paths } from '../../shared/routing/paths';
import type { RegisteredRoute } from '../../shared/routing/registeredRoutes';
import { Titled } from './Titled';

/**
 * Applies the page's guard, titles the page it lets in, offers its info pop-ups, and shows a skeleton
 * while its code loads.
 */
export function RouteGate({ route, children }: { route: RegisteredRoute; children: ReactNode }) {
  const session = useSession();
  const actor = useActor();
  const location = useLocation();

  const decision = decideRoute({ route, isSignedIn: session !== null, actor });
  switch (decision) {
    case 'toLogin':
      return <Navigate to={paths.login} replace state={{ from: location }} />;
    case 'toDashboard':
      return <Navigate to={paths.dashboard} replace />;
    case 'wait':
      return <PageSkeleton />;
    case 'enter':
      return (
        <Titled title={route.title}>
          {session && <ScreenInfoIcons screen={route.path} />}
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </Titled>
      );
    default:
      // The sign-in of the portal the page belongs to, which comes back here.
      return <Navigate to={decision} replace state={{ from: location }} />;
  }
}
