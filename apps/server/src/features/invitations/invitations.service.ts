import type { Invitation, ProfileSetup } from '@hgn/domain/auth';
import { SETUP_INVITATION_LIFETIME_DAYS } from '@hgn/domain/constants';
import { setupMessages, type SetupTokenReason } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { RATE_LIMITS, type AuthService, type RequestContext } from '../auth/auth.service.js';
import { presentInvitation, presentValidToken } from './invitations.present.js';
import { createInvitationsRepo, type InvitationRow } from './invitations.repo.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { UsersService } from '../users/users.service.js';
import { invitationEmail, newVolunteerEmail } from './setupEmails.js';
import { isUniqueViolation } from '../../platform/db/sql-errors.js';

const LIFETIME_MS = SETUP_INVITATION_LIFETIME_DAYS * 86_400_000;
export const ORIENTATION_PROJECT = 'Orientation and Initial Setup';

const newToken = () => randomBytes(32).toString('base64url');
/** Links carry 256 random bits, so a plain digest is enough to find one without keeping it. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Usable = { ok: true; row: InvitationRow } | { ok: false; reason: SetupTokenReason };

const reasonError = (reason: SetupTokenReason, error: string = reason) =>
  new AppError({
    code: reason,
    error,
    message: setupMessages.invalidLinkReason(reason),
  });

const notFound = () =>
  new AppError({ code: 'INVITATION_NOT_FOUND', message: setupMessages.invitationNotFound });
const emailInUse = () =>
  new AppError({ code: 'EMAIL_IN_USE', body: { error: setupMessages.serverEmailInUseCode } });

/** Setting up a profile makes an account (users) and joins the orientation project (projects). */
type InvitationSources = {
  auth: AuthService;
  people: Pick<UsersService, 'insertUser'>;
  projectsOf: Pick<ProjectsService, 'addUserToProjectNamed'>;
};

export function createInvitationsService(
  { db, config, clock }: FeatureDeps,
  { auth, people, projectsOf }: InvitationSources,
) {
  const repo = createInvitationsRepo(db);

  // The link always points at this server: a link built from what the caller sends could send
  // invitees, and their new passwords, to someone else's site.
  const linkFor = (token: string) => `${config.publicUrl}/ProfileInitialSetup/${token}`;

  function usability(row: InvitationRow | undefined): Usable {
    if (!row) return { ok: false, reason: 'NOT_FOUND' };
    if (row.completedAt) return { ok: false, reason: 'SETUP_ALREADY_COMPLETED' };
    if (row.cancelledAt) return { ok: false, reason: 'CANCELLED' };
    if (row.expiresAt.getTime() <= clock.now().getTime()) return { ok: false, reason: 'EXPIRED' };
    return { ok: true, row };
  }

  return {
    /** `POST /api/getInitialSetuptoken`: a new link for the address, replacing any open one. */
    async invite(actor: Actor, input: Invitation, ctx: RequestContext) {
      if (await repo.isEmailTaken(input.email)) throw emailInUse();
      await auth.limits.consume(RATE_LIMITS.invitationsPerEmail, input.email);
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + LIFETIME_MS);
      const row = await repo.transaction(async (tx) => {
        const invitation = await createInvitationsRepo(tx).replaceOpenInvitation({
          email: input.email,
          tokenHash: tokenHashOf(token),
          weeklyCommittedHours: input.weeklyCommittedHours,
          invitedBy: actor.userId,
          expiresAt,
          now,
        });
        await enqueueEmail(tx, invitationEmail(input.email, linkFor(token), expiresAt));
        return invitation;
      });
      ctx.log.info(
        { event: 'security.invitation_sent', actorId: actor.userId, invitationId: row.id },
        'invitation sent',
      );
      return { sent: true as const };
    },

    /** `POST /api/validateToken`: the invitation behind a link, or why it cannot be used. */
    async validateToken(token: string) {
      const usable = usability(await repo.findByTokenHash(tokenHashOf(token)));
      if (!usable.ok) throw reasonError(usable.reason);
      return presentValidToken(usable.row);
    },

    /** For calls the set-up page makes before an account exists (the location lookup). */
    async requireUsableToken(token: string) {
      if (!usability(await repo.findByTokenHash(tokenHashOf(token))).ok)
        throw new AppError({
          code: 'FORBIDDEN',
          error: setupMessages.serverInvalidToken,
          message: setupMessages.setupTokenInvalidForLookup,
        });
    },

    /**
     * `POST /api/ProfileInitialSetup`: the Volunteer, their orientation project, the closed
     * invitation and the organisation's notice commit together; then the new volunteer is signed in.
     */
    async completeSetup(setup: ProfileSetup, ctx: RequestContext) {
      const passwordHash = await hashPassword(setup.password);
      const created = await repo
        .transaction(async (tx) => {
          const now = clock.now();
          const usable = usability(await createInvitationsRepo(tx).lockByTokenHash(tokenHashOf(setup.token)));
          if (!usable.ok) {
            if (usable.reason === 'NOT_FOUND')
              throw new AppError({
                code: 'SETUP_TOKEN_UNKNOWN',
                error: setupMessages.serverInvalidToken,
                message: setupMessages.invalidLinkReason('NOT_FOUND'),
              });
            if (usable.reason === 'EXPIRED') throw reasonError('EXPIRED', setupMessages.serverTokenExpired);
            throw reasonError(usable.reason);
          }
          const invitation = usable.row;
          // The account is for the invited address, whatever the form sends.
          const email = invitation.email.toLowerCase();
          if (await createInvitationsRepo(tx).isEmailTaken(email)) throw emailInUseAtSetup();
          const homeCountry = setup.homeCountry || setup.location.country || setup.location.userProvided;
          const user = await people.insertUser(tx, {
            role: 'Volunteer',
            email,
            passwordHash,
            firstName: setup.firstName,
            lastName: setup.lastName,
            phoneNumber: [setup.phoneNumber],
            jobTitle: [setup.jobTitle],
            collaborationPreference: setup.collaborationPreference,
            weeklyCommittedHours: invitation.weeklyCommittedHours,
            timeZone: setup.timeZone,
            privacyEmail: setup.privacySettings.email,
            privacyPhoneNumber: setup.privacySettings.phoneNumber,
            locationUserProvided: setup.location.userProvided,
            locationLat: setup.location.coords?.lat ?? null,
            locationLng: setup.location.coords?.lng ?? null,
            locationCountry: setup.location.country ?? '',
            locationCity: setup.location.city ?? '',
            homeCountry,
            profilePic: setup.profilePicture ?? '',
            isActive: true,
            mustChangePassword: false,
          });
          await projectsOf.addUserToProjectNamed(tx, user.id, ORIENTATION_PROJECT);
          await createInvitationsRepo(tx).markCompleted(invitation.id, now);
          await enqueueEmail(
            tx,
            newVolunteerEmail(config.organisationInbox, {
              ...setup,
              email,
              weeklyCommittedHours: invitation.weeklyCommittedHours,
              homeCountry,
            }),
          );
          return { userId: user.id, invitationId: invitation.id };
        })
        .catch((error: unknown) => {
          // Another set-up took the address between the check and the insert.
          throw isUniqueViolation(error) ? emailInUseAtSetup() : error;
        });
      ctx.log.info(
        { event: 'security.account_created', userId: created.userId, invitationId: created.invitationId },
        'account created',
      );
      return auth.startSession(created.userId, ctx);
    },

    /** `GET /api/getSetupInvitation`: invitations not yet used, newest first. */
    listOpen: async () => (await repo.listOpenNewestFirst()).map(presentInvitation),

    async cancel(actor: Actor, invitationId: string, ctx: RequestContext) {
      const row = await repo.cancelOpen(invitationId, clock.now());
      if (!row) throw notFound();
      ctx.log.info(
        { event: 'security.invitation_cancelled', actorId: actor.userId, invitationId },
        'invitation cancelled',
      );
      return { message: setupMessages.invitationCancelled, invitation: presentInvitation(row) };
    },

    /** A new link (the old one stops working), three more weeks, no longer cancelled, e-mailed again. */
    async refresh(actor: Actor, invitationId: string, ctx: RequestContext) {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + LIFETIME_MS);
      const current = await repo.findOpenById(invitationId);
      if (!current) throw notFound();
      if (await repo.isEmailTaken(current.email)) throw emailInUse();
      await auth.limits.consume(RATE_LIMITS.invitationsPerEmail, current.email);
      const row = await repo.transaction(async (tx) => {
        const open = await createInvitationsRepo(tx).findOpenById(invitationId);
        if (!open) throw notFound();
        const renewed = await createInvitationsRepo(tx).renew(
          invitationId,
          tokenHashOf(token),
          expiresAt,
          now,
        );
        await enqueueEmail(tx, invitationEmail(renewed.email, linkFor(token), expiresAt));
        return renewed;
      });
      ctx.log.info(
        { event: 'security.invitation_refreshed', actorId: actor.userId, invitationId },
        'invitation sent again',
      );
      return { message: setupMessages.invitationRefreshed, invitation: presentInvitation(row) };
    },
  };
}

const emailInUseAtSetup = () =>
  new AppError({
    code: 'EMAIL_IN_USE',
    error: setupMessages.serverEmailInUse,
    message: setupMessages.emailInUse,
  });

export type InvitationsService = ReturnType<typeof createInvitationsService>;
