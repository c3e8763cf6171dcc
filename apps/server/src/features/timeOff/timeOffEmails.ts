// The e-mails sent when a volunteer schedules their own time off (server-rules 4.8).
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { paragraphsHtml } from '../../platform/email/html.js';

type Person = { email: string; firstName: string; lastName: string };
type Request = { startingDate: string; endingDate: string; durationWeeks: number; reason: string };

const details = (request: Request): string[] => [
  `From: ${formatUS(request.startingDate)}`,
  `Until: ${formatUS(request.endingDate)}`,
  `Duration: ${request.durationWeeks} ${request.durationWeeks === 1 ? 'week' : 'weeks'}`,
  `Reason: ${request.reason}`,
];

export function timeOffScheduledEmail(person: Person, request: Request): EmailMessage {
  const lines = [
    `Dear ${person.firstName} ${person.lastName},`,
    'Your requested time off has been scheduled!',
    ...details(request),
  ];
  return {
    to: [person.email],
    subject: 'Your requested time off has been scheduled!',
    text: lines.join('\n'),
    html: paragraphsHtml(lines),
  };
}

export function timeOffNoticeEmail(
  watchers: readonly string[],
  person: Person,
  request: Request,
): EmailMessage {
  const lines = [`${person.firstName} ${person.lastName} has scheduled time off.`, ...details(request)];
  return {
    to: watchers,
    replyTo: person.email,
    subject: `Blue Square Reason for ${person.firstName} ${person.lastName} has been set`,
    text: lines.join('\n'),
    html: paragraphsHtml(lines),
  };
}
