import { routeRedirect, type Actor, type PORTAL_LOGIN_PATHS } from '@hgn/domain/permissions';
import type { RegisteredRoute } from '../../shared/routing/registeredRoutes';

/** Where a page without its portal sends the visitor: that portal's sign-in. */
type PortalLogin = (typeof PORTAL_LOGIN_PATHS)[keyof typeof PORTAL_LOGIN_PATHS];

export type RouteDecision = 'enter' | 'toLogin' | 'toDashboard' | 'wait' | PortalLogin;

interface RouteDecisionInput {
  route: Pick<RegisteredRoute, 'isProtected' | 'access'>;
  isSignedIn: boolean;
  /** Null while role permissions are still loading. */
  actor: Actor | null;
}

/**
 * Signed out on a protected page: sign in first. Signed in without the page's portal: that portal's
 * sign-in. Without the page's permission or role: the dashboard.
 */
export function decideRoute({ route, isSignedIn, actor }: RouteDecisionInput): RouteDecision {
  if (!route.isProtected) return 'enter';
  if (!isSignedIn) return 'toLogin';
  if (!route.access) return 'enter';
  if (!actor) return 'wait';
  const redirect = routeRedirect(actor, route.access);
  if (redirect === null) return 'enter';
  if (redirect === '/login') return 'toLogin';
  return redirect === '/dashboard' ? 'toDashboard' : redirect;
}
