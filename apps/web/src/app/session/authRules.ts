import type * as AuthRules from '@hgn/domain/auth';

// The sign-in schema and token claims come with their validation library, which the first paint of
// /login does not need: they load on demand (and are prefetched by the sign-in page).
let loading: Promise<typeof AuthRules> | undefined;

export const loadAuthRules = (): Promise<typeof AuthRules> => (loading ??= import('@hgn/domain/auth'));
