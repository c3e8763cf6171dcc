// Signing out ends on the sign-in page, and the session ends there rather than on the page being
// left: ended on a protected page, its route guard would send the person to /login remembering that
// page, and the next sign-in would return them to it.

export const signingOutState = { isSigningOut: true } as const;

export const isSigningOut = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { isSigningOut?: unknown }).isSigningOut === true;
