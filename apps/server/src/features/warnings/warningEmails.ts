// The e-mail a volunteer gets from the third warning of one kind onwards.
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';
import type { WarningRecipient } from './warnings.repo.js';

export function repeatedWarningEmail(
  recipient: WarningRecipient,
  warning: { title: string; date: string; yellowCount: number },
  cc: readonly string[],
): EmailMessage {
  const greeting = `Dear ${recipient.firstName} ${recipient.lastName},`;
  const lines = [
    `You have received warning ${warning.yellowCount} for "${warning.title}" on ${formatUS(warning.date)}.`,
    'Please take care of this right away: a further warning of this kind may be given as a blue square.',
    'Thank you for your attention to it.',
  ];
  return {
    to: [recipient.email],
    cc,
    subject: `Warning received: ${warning.title}`,
    text: [greeting, '', ...lines].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>${paragraphsHtml(lines)}`,
  };
}
