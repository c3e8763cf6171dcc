import type { RentalAccountJson, rentalLoginInput, rentalRegisterInput } from '@hgn/domain/rentals';
import { rentalMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { FeatureDeps } from '../../feature.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  newSecret,
  secretDigest,
  signInKey,
  type AuthService,
  type RateLimitRule,
  type RequestContext,
} from '../auth/auth.service.js';
import { createRentalsRepo } from './rentals.repo.js';
import { presentRentalAccount } from './rentals.present.js';

type RentalRegistration = z.output<typeof rentalRegisterInput>;
type RentalSignIn = z.output<typeof rentalLoginInput>;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The main sign-in's limits, counted apart for rental accounts. */
const RENTAL_LIMITS = {
  signInsPerAddress: { name: 'rental-sign-in-address', max: 50, windowMs: 15 * MINUTE_MS },
  failedSignInsPerEmailAndAddress: { name: 'rental-sign-in-failures-from', max: 5, windowMs: 15 * MINUTE_MS },
  failedSignInsPerEmail: { name: 'rental-sign-in-failures', max: 50, windowMs: 15 * MINUTE_MS },
  registrationsPerAddress: { name: 'rental-registrations-address', max: 30, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

const emailTaken = () =>
  new AppError({
    code: 'RENTAL_EMAIL_TAKEN',
    field: 'email',
    message: rentalMessages.emailTaken,
  });
const signInRefused = () =>
  new AppError({ code: 'RENTAL_SIGN_IN_FAILED', message: rentalMessages.wrongCredentials });
const sessionRequired = () =>
  new AppError({ code: 'RENTAL_SESSION_REQUIRED', message: rentalMessages.signedOut });

const isEmailTaken = isUniqueViolationOf('rental_accounts_email_key');

/**
 * Rental accounts: apart from the organisation's users, signed in with a token of their own that is
 * no session of the main app (its sessions are signed tokens; this is an opaque secret kept only as
 * its digest), so it opens `/api/lbdashboard` and nothing else. The rate limits are the main sign-in's.
 */
export function createRentalsService({ db, config, clock }: FeatureDeps, auth: Pick<AuthService, 'limits'>) {
  const repo = createRentalsRepo(db);

  async function sessionOf(token: string | undefined) {
    if (!token) throw sessionRequired();
    const row = await repo.findAccountOfLiveSession(secretDigest(token), clock.now());
    if (!row) throw sessionRequired();
    return row;
  }

  return {
    async register(input: RentalRegistration, ctx: RequestContext): Promise<RentalAccountJson> {
      await auth.limits.consume(RENTAL_LIMITS.registrationsPerAddress, ctx.ip);
      if (await repo.findAccountByEmail(input.email)) throw emailTaken();
      const { password, ...fields } = input;
      const passwordHash = await hashPassword(password);
      // Of two registrations of one address at once, the unique index lets one through.
      const row = await refusedAs(
        () => repo.insertAccount({ ...fields, passwordHash }),
        isEmailTaken,
        emailTaken,
      );
      ctx.log.info({ event: 'rental.registered', accountId: row.id }, 'rental account registered');
      return presentRentalAccount(row);
    },

    async signIn({ email, password }: RentalSignIn, ctx: RequestContext) {
      const { limits } = auth;
      await limits.consume(RENTAL_LIMITS.signInsPerAddress, ctx.ip);
      // Counted before the password is checked, so parallel guesses cannot all pass; success clears it.
      await limits.consume(RENTAL_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      await limits.assertOpen(RENTAL_LIMITS.failedSignInsPerEmail, email);
      const account = await repo.findAccountByEmail(email);
      if (!account || !(await verifyPassword(account.passwordHash, password))) {
        await limits.record(RENTAL_LIMITS.failedSignInsPerEmail, email);
        ctx.log.info({ event: 'security.rental_sign_in_failed', ip: ctx.ip }, 'rental sign-in failed');
        throw signInRefused();
      }
      await limits.clear(RENTAL_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      const token = newSecret();
      await repo.insertSession({
        accountId: account.id,
        tokenDigest: secretDigest(token),
        expiresAt: new Date(clock.now().getTime() + config.tokenLifetimeDays * DAY_MS),
      });
      return { token, account: presentRentalAccount(account) };
    },

    /** The account the rental token belongs to; 401 for no token, an unknown one, or one signed out. */
    me: async (token: string | undefined): Promise<RentalAccountJson> =>
      presentRentalAccount((await sessionOf(token)).account),

    async signOut(token: string | undefined) {
      const { sessionId } = await sessionOf(token);
      await repo.revokeSession(sessionId, clock.now());
      return { message: 'Signed out' };
    },
  };
}

export type RentalsService = ReturnType<typeof createRentalsService>;
