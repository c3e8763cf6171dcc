import type * as SessionRules from '@hgn/domain/auth/session';

// Reading a session's token is not needed to show /login: the domain's rules for it load on demand,
// when a stored session is restored or a sign-in is sent.
let loading: Promise<typeof SessionRules> | undefined;

export const loadAuthRules = (): Promise<typeof SessionRules> =>
  (loading ??= import('@hgn/domain/auth/session'));
