import { paths } from './paths';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

const neverReturnTo = new Set([paths.login.toLowerCase(), paths.logout.toLowerCase()]);

/** The page a visitor first asked for before being sent to sign in, or `otherwise` (the dashboard). */
export function returnPathFrom(state: unknown, otherwise: string = paths.dashboard): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return otherwise;
  if (neverReturnTo.has(from.pathname.toLowerCase())) return otherwise;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
