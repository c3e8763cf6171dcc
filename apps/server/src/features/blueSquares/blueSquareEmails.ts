// The e-mails a volunteer gets when someone gives, changes or removes one of their blue squares.
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';

type Recipient = { email: string; firstName: string; lastName: string };
type Square = { date: string; description: string };

/** The original allows five blue squares a year before further action. */
export const BLUE_SQUARES_ALLOWED = 5;

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
      paragraphsHtml(lines),
    ].join(''),
  };
}

export function blueSquareAssignedEmail(
  recipient: Recipient,
  square: Square,
  countThisYear: number,
  cc: readonly string[],
  /** The volunteer's earlier blue squares of the past year, listed when given. */
  earlier: readonly Square[] = [],
): EmailMessage {
  const listed =
    earlier.length === 0
      ? []
      : [
          'Your other blue squares of the past year:',
          ...earlier.map((previous) => `${formatUS(previous.date)}: ${previous.description}`),
        ];
  return message(
    recipient,
    'New Infringement Assigned',
    [
      'A new blue square has been assigned to you.',
      `Date assigned: ${formatUS(square.date)}`,
      `Description: ${square.description}`,
      `This is your ${countThisYear} blue square of ${BLUE_SQUARES_ALLOWED}.`,
      `Up to ${BLUE_SQUARES_ALLOWED} blue squares are allowed in a year, and each one drops off a year after it was given.`,
      ...listed,
    ],
    cc,
  );
}

/** The e-mail for a change to a square the volunteer already has; `change` completes "has been ...". */
const blueSquareChangedEmail =
  (subject: string, change: string) =>
  (recipient: Recipient, square: Square, cc: readonly string[]): EmailMessage =>
    message(
      recipient,
      subject,
      [
        `One of your blue squares has been ${change}.`,
        `Date: ${formatUS(square.date)}`,
        `Description: ${square.description}`,
      ],
      cc,
    );

export const blueSquareEditedEmail = blueSquareChangedEmail('Blue Square Edited', 'edited');
export const blueSquareRemovedEmail = blueSquareChangedEmail('Blue Square Removed', 'removed');
