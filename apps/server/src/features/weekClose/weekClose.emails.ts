// The follow-up e-mails of Sunday 04:00 (server-rules 4.5).
import { FOLLOW_UP_PARAGRAPHS, type FollowUpKind } from '@hgn/domain/blueSquares';
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';

export function followUpEmail(
  person: { email: string; firstName: string; lastName: string },
  kind: FollowUpKind,
  weekStart: string,
  cc: readonly string[],
  bcc: readonly string[],
): EmailMessage {
  const lines = FOLLOW_UP_PARAGRAPHS[kind];
  const greeting = `Dear ${person.firstName} ${person.lastName},`;
  return {
    to: [person.email],
    cc,
    bcc,
    subject: `Re: New Infringement Assigned - Week of ${formatUS(weekStart)}`,
    text: [greeting, '', ...lines].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, paragraphsHtml(lines)].join(''),
  };
}
