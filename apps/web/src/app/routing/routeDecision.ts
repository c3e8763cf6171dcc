import { canEnterRoute, type Actor } from '@hgn/domain/permissions';
import type { RegisteredRoute } from '../../shared/routing/paths';

export type RouteDecision = 'enter' | 'toLogin' | 'toDashboard' | 'wait';

interface RouteDecisionInput {
  route: Pick<RegisteredRoute, 'isProtected' | 'access'>;
  isSignedIn: boolean;
  /** Null while role permissions are still loading. */
  actor: Actor | null;
}

/** Signed out on a protected page: sign in first. Signed in without the page's permission or role: the dashboard. */
export function decideRoute({ route, isSignedIn, actor }: RouteDecisionInput): RouteDecision {
  if (!route.isProtected) return 'enter';
  if (!isSignedIn) return 'toLogin';
  if (!route.access) return 'enter';
  if (!actor) return 'wait';
  return canEnterRoute(actor, route.access) ? 'enter' : 'toDashboard';
}
