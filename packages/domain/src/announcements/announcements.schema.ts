import { z } from 'zod';
import { requiredEmail } from '../auth/auth.schema';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { announcementMessages, subscriptionMessages } from '../messages/announcements.messages';
import { ANNOUNCEMENT_RECIPIENTS_MAX, invalidRecipients, splitRecipients } from './recipients';

/** The longest announcement, in characters of HTML as sent (inline pictures included). */
export const ANNOUNCEMENT_HTML_MAX = 500_000;
/** The longest comma list of recipients. */
const RECIPIENTS_TEXT_MAX = ANNOUNCEMENT_RECIPIENTS_MAX * (TEXT_MAX.email + 2);

const subject = boundedText(TEXT_MAX.title, announcementMessages.subjectRequired)
  .trim()
  .min(1, announcementMessages.subjectRequired);
const html = boundedText(ANNOUNCEMENT_HTML_MAX, announcementMessages.messageRequired)
  .trim()
  .min(1, announcementMessages.messageRequired);

/** `to` as a comma list or a list of addresses: at least one, each an address, each once. */
export const announcementRecipients = z
  .union(
    [
      boundedText(RECIPIENTS_TEXT_MAX),
      z.array(boundedText(TEXT_MAX.email)).max(...atMostItems(ANNOUNCEMENT_RECIPIENTS_MAX)),
    ],
    { error: announcementMessages.emptyList },
  )
  .transform((to, ctx) => {
    const addresses = splitRecipients(to);
    const invalid = invalidRecipients(addresses);
    if (addresses.length === 0) ctx.addIssue({ code: 'custom', message: announcementMessages.emptyList });
    else if (invalid.length > 0)
      ctx.addIssue({ code: 'custom', message: announcementMessages.invalidAddresses(invalid) });
    else if (addresses.length > ANNOUNCEMENT_RECIPIENTS_MAX)
      ctx.addIssue({ code: 'custom', message: atMostItems(ANNOUNCEMENT_RECIPIENTS_MAX)[1] });
    return addresses;
  });

/** `POST /send-emails`: one message to each address named. */
export const sendEmailsInput = z.object({ to: announcementRecipients, subject, html });
export type SendEmailsInput = z.input<typeof sendEmailsInput>;

/** `POST /broadcast-emails`: one message to every subscriber. */
export const broadcastEmailsInput = z.object({ subject, html });
export type BroadcastEmailsInput = z.input<typeof broadcastEmailsInput>;

/** The public subscription's address, trimmed and lower-cased. */
export const subscriptionEmailInput = z.object({
  email: requiredEmail(subscriptionMessages.invalidEmail, subscriptionMessages.invalidEmail),
});
export type SubscriptionEmailInput = z.input<typeof subscriptionEmailInput>;

export const subscriptionConfirmationInput = z.object({
  token: boundedText(TEXT_MAX.token, subscriptionMessages.expired).min(1, subscriptionMessages.expired),
});

/** `POST /update-email-subsriptions`: the caller's own choice. */
export const ownEmailSubscriptionsInput = z.object({ emailSubscriptions: z.boolean() });

/** How long a confirmation link works. */
export const SUBSCRIPTION_CONFIRMATION_HOURS = 24;
