import {
  type broadcastEmailsInput,
  type sendEmailsInput,
  SUBSCRIPTION_CONFIRMATION_HOURS,
  type AnnouncementResultJson,
  type OwnEmailSubscriptionsJson,
} from '@hgn/domain/announcements';
import { announcementMessages, subscriptionMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { hasPicture, textOfSummary } from '@hgn/domain/weeklySummaries';
import type { z } from 'zod';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail, enqueueEmails } from '../../platform/email/outbox.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError } from '../../platform/http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import { broadcastEmail, confirmationEmail } from './announcements.emails.js';
import { createAnnouncementsRepo } from './announcements.repo.js';
import { signSubscriptionToken, verifySubscriptionToken } from './subscriptionTokens.js';

const HOUR_MS = 3_600_000;

const subscriptionExists = () =>
  new AppError({
    code: 'SUBSCRIPTION_EXISTS',
    field: 'email',
    message: subscriptionMessages.exists,
  });
const confirmationExpired = () =>
  new AppError({ code: 'CONFIRMATION_EXPIRED', message: subscriptionMessages.expired });
const subscriptionNotFound = () =>
  new AppError({ code: 'SUBSCRIPTION_NOT_FOUND', message: subscriptionMessages.notFound });

/** The announcement's HTML with only formatting, links and pictures left; refused when nothing is left. */
function sanitisedAnnouncement(html: string): string {
  const kept = sanitizeRichText(html, { pictures: true });
  if (textOfSummary(kept) === '' && !hasPicture(kept))
    throw new AppError({
      code: 'VALIDATION_FAILED',
      field: 'html',
      message: announcementMessages.messageRequired,
    });
  return kept;
}

type People = Pick<UsersService, 'setEmailSubscriptions' | 'unsubscribeByEmail'>;

/** E-mail announcements to lists and to every subscriber, and the public weekly-update subscription. */
export function createAnnouncementsService(
  { db, clock, config }: Pick<FeatureDeps, 'db' | 'clock' | 'config'>,
  { people }: { people: People },
) {
  const sent: AnnouncementResultJson = { message: announcementMessages.sent };
  const pageLink = (page: string, query: Record<string, string>) =>
    `${config.publicUrl.replace(/\/+$/, '')}/${page}?${new URLSearchParams(query).toString()}`;

  return {
    /** One message per address, all queued or none. */
    async send(input: z.output<typeof sendEmailsInput>): Promise<AnnouncementResultJson> {
      const html = sanitisedAnnouncement(input.html);
      await db.transaction((tx) =>
        enqueueEmails(
          tx,
          input.to.map((address) => ({ to: [address], subject: input.subject, html })),
        ),
      );
      return sent;
    },

    /** One message to every subscriber, in batches inside one transaction. */
    async broadcast(input: z.output<typeof broadcastEmailsInput>): Promise<AnnouncementResultJson> {
      const html = sanitisedAnnouncement(input.html);
      await db.transaction(async (tx) => {
        const recipients = await createAnnouncementsRepo(tx).broadcastRecipients();
        await enqueueEmails(
          tx,
          recipients.map((email) =>
            broadcastEmail(email, input.subject, html, pageLink('email-unsubscribe', { email })),
          ),
        );
      });
      return sent;
    },

    /** Keeps the address unconfirmed and e-mails it a link that confirms it for 24 hours. */
    async subscribe(email: string): Promise<AnnouncementResultJson> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = createAnnouncementsRepo(tx);
        if (await repo.isPersonsAddress(email)) throw subscriptionExists();
        const renewableBefore = new Date(now.getTime() - SUBSCRIPTION_CONFIRMATION_HOURS * HOUR_MS);
        if (!(await repo.request(email, now, renewableBefore))) throw subscriptionExists();
        const token = await signSubscriptionToken(email, now, config.jwtSecret);
        await enqueueEmail(tx, confirmationEmail(email, pageLink('email-subscribe', { token })));
      });
      return { message: subscriptionMessages.confirmationSent };
    },

    async confirm(token: string): Promise<AnnouncementResultJson> {
      const now = clock.now();
      const email = await verifySubscriptionToken(token, now, config.jwtSecret);
      if (email === undefined) throw confirmationExpired();
      if (!(await createAnnouncementsRepo(db).confirm(email, now))) throw subscriptionNotFound();
      return { message: subscriptionMessages.confirmed };
    },

    /** Ends the address's subscription, and the announcements of the person with that address. */
    async unsubscribe(email: string): Promise<AnnouncementResultJson> {
      await db.transaction(async (tx) => {
        const removed = await createAnnouncementsRepo(tx).remove(email);
        const cleared = await people.unsubscribeByEmail(tx, email);
        if (!removed && !cleared) throw subscriptionNotFound();
      });
      return { message: subscriptionMessages.removed };
    },

    async updateOwn(actor: Actor, emailSubscriptions: boolean): Promise<OwnEmailSubscriptionsJson> {
      const row = await people.setEmailSubscriptions(db, actor.userId, emailSubscriptions);
      return { emailSubscriptions: row?.emailSubscriptions ?? emailSubscriptions };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
