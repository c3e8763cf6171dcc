// The reset token of a first sign-in travels to the forced-change page in the router's state: it must
// never appear in an address, where history, logs and referrers would keep it.

export interface ForcedChangeState {
  resetToken: string;
}

export const forcedChangeState = (resetToken: string): ForcedChangeState => ({ resetToken });

/** The reset token the sign-in page handed over, or null when the page was opened some other way. */
export function readResetToken(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { resetToken } = state as { resetToken?: unknown };
  return typeof resetToken === 'string' && resetToken ? resetToken : null;
}
