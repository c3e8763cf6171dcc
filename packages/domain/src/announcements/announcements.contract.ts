// Every endpoint of e-mail announcements and subscriptions, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { defineContract, errorCodes, guard } from '../contracts';
import type { AnnouncementsErrorCode } from './announcements.errors';
import {
  broadcastEmailsInput,
  ownEmailSubscriptionsInput,
  sendEmailsInput,
  subscriptionConfirmationInput,
  subscriptionEmailInput,
} from './announcements.schema';
import { announcementResultJson, ownEmailSubscriptionsJson } from './announcementsJson';

const refusals = errorCodes<AnnouncementsErrorCode>();
const sender = guard.permission('sendEmails');

export const announcementsContract = {
  /** One message to each address named; an invalid address refuses them all. */
  send: defineContract({
    method: 'POST',
    path: '/send-emails',
    guard: sender,
    errors: refusals(),
    body: sendEmailsInput,
    response: announcementResultJson,
  }),
  /** One message to every subscribed person and confirmed subscriber, each with an unsubscribe link. */
  broadcast: defineContract({
    method: 'POST',
    path: '/broadcast-emails',
    guard: sender,
    errors: refusals(),
    body: broadcastEmailsInput,
    response: announcementResultJson,
  }),
  /** Keeps the address unconfirmed and e-mails it a confirmation link. */
  subscribe: defineContract({
    method: 'POST',
    path: '/add-non-hgn-email-subscription',
    guard: guard.public,
    errors: refusals('SUBSCRIPTION_EXISTS'),
    body: subscriptionEmailInput,
    response: announcementResultJson,
  }),
  confirm: defineContract({
    method: 'POST',
    path: '/confirm-non-hgn-email-subscription',
    guard: guard.public,
    errors: refusals('CONFIRMATION_EXPIRED', 'SUBSCRIPTION_NOT_FOUND'),
    body: subscriptionConfirmationInput,
    response: announcementResultJson,
  }),
  /** Ends the address's subscription, a person's too. */
  unsubscribe: defineContract({
    method: 'POST',
    path: '/remove-non-hgn-email-subscription',
    guard: guard.public,
    errors: refusals('SUBSCRIPTION_NOT_FOUND'),
    body: subscriptionEmailInput,
    response: announcementResultJson,
  }),
  /** The caller's own choice of the announcements. */
  updateOwn: defineContract({
    method: 'POST',
    path: '/update-email-subsriptions',
    guard: guard.signedIn,
    errors: refusals(),
    body: ownEmailSubscriptionsInput,
    response: ownEmailSubscriptionsJson,
  }),
};
