// A token a page hands the next one in the router's state (a forced change's reset token, a second
// factor set-up's sign-in): never in an address, where history, logs and referrers would keep it.
import { paths } from './paths';

/** The token named `name` in the router's state, or null when the page was opened some other way. */
export function readStateToken(state: unknown, name: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const token = (state as Record<string, unknown>)[name];
  return typeof token === 'string' && token ? token : null;
}

/**
 * Where a session that may only set up the second factor goes (a sign-in, or a finished invitation,
 * of a role that requires one): its set-up, with the session's token.
 */
export const secondFactorSetupStep = (setupToken: string) =>
  [paths.twoFactorSetup, { state: { setupToken } }] as const;
