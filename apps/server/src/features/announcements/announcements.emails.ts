// The e-mails of announcements and subscriptions. The announcement's HTML is sanitised before it
// gets here; addresses and links are escaped.
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** A broadcast to one recipient, ending with the recipient's own unsubscribe link. */
export function broadcastEmail(to: string, subject: string, html: string, unsubscribe: string): EmailMessage {
  return {
    to: [to],
    subject,
    html: `${html}\n<hr>\n<p>You receive this e-mail because you subscribed to the One Community weekly updates. ${link(unsubscribe, 'Unsubscribe')}</p>`,
    text: `To stop receiving these e-mails, open ${unsubscribe}`,
  };
}

export function confirmationEmail(to: string, confirm: string): EmailMessage {
  const lines = [
    'Thank you for subscribing to the One Community weekly updates.',
    'Please confirm your subscription within 24 hours using this link:',
  ];
  return {
    to: [to],
    subject: 'Confirm your One Community weekly update subscription',
    text: [...lines, confirm].join('\n\n'),
    html: `${paragraphsHtml(lines)}\n<p>${link(confirm, confirm)}</p>`,
  };
}
