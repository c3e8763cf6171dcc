// The reset token of a first sign-in travels to the forced-change page in the router's state: it must
// never appear in an address, where history, logs and referrers would keep it.
import type { NewUserSignIn } from '@hgn/domain/auth';
import { linkTo, paths } from '../../shared/routing/paths';
import { readStateToken } from '../../shared/routing/stateToken';

export interface ForcedChangeState {
  resetToken: string;
}

export const forcedChangeState = (resetToken: string): ForcedChangeState => ({ resetToken });

/** Where a first sign-in goes next, a sign-in page's or a portal's: the forced change of its password. */
export const forcedChangeStep = ({ userId, resetToken }: NewUserSignIn) =>
  [linkTo(paths.forcePasswordUpdate, { userId }), { state: forcedChangeState(resetToken) }] as const;

/** The reset token the sign-in page handed over, or null when the page was opened some other way. */
export const readResetToken = (state: unknown): string | null => readStateToken(state, 'resetToken');
