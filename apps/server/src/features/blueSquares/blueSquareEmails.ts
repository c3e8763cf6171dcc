// The e-mails a volunteer gets when someone gives, changes or removes one of their blue squares.
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';

type Recipient = { email: string; firstName: string; lastName: string };
type Square = { date: string; description: string };

/** The original allows five blue squares a year before further action. */
export const BLUE_SQUARES_ALLOWED = 5;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function message(
  recipient: Recipient,
  subject: string,
  lines: readonly string[],
  cc: readonly string[],
): EmailMessage {
  return {
    to: [recipient.email],
    cc,
    subject,
    text: [`Dear ${recipient.firstName} ${recipient.lastName},`, '', ...lines].join('\n'),
    html: [
      `<p>Dear ${escapeHtml(recipient.firstName)} ${escapeHtml(recipient.lastName)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join(''),
  };
}

export function blueSquareAssignedEmail(
  recipient: Recipient,
  square: Square,
  countThisYear: number,
  cc: readonly string[],
): EmailMessage {
  return message(
    recipient,
    'New Infringement Assigned',
    [
      'A new blue square has been assigned to you.',
      `Date assigned: ${formatUS(square.date)}`,
      `Description: ${square.description}`,
      `This is your ${countThisYear} blue square of ${BLUE_SQUARES_ALLOWED}.`,
      `Up to ${BLUE_SQUARES_ALLOWED} blue squares are allowed in a year, and each one drops off a year after it was given.`,
    ],
    cc,
  );
}

export function blueSquareEditedEmail(
  recipient: Recipient,
  square: Square,
  cc: readonly string[],
): EmailMessage {
  return message(
    recipient,
    'Blue Square Edited',
    [
      'One of your blue squares has been edited.',
      `Date: ${formatUS(square.date)}`,
      `Description: ${square.description}`,
    ],
    cc,
  );
}

export function blueSquareRemovedEmail(
  recipient: Recipient,
  square: Square,
  cc: readonly string[],
): EmailMessage {
  return message(
    recipient,
    'Blue Square Removed',
    [
      'One of your blue squares has been removed.',
      `Date: ${formatUS(square.date)}`,
      `Description: ${square.description}`,
    ],
    cc,
  );
}
