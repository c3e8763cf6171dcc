// The messages user management sends through the outbox. Plain text first; the HTML repeats it.
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { paragraphsHtml } from '../../platform/email/html.js';

type Person = { firstName: string; lastName: string; email: string };

const asHtml = (lines: string[]) => paragraphsHtml(lines.filter((line) => line !== ''));

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

export function welcomeEmail(user: Person, password: string, publicUrl: string): EmailMessage {
  const lines = [
    `Hello ${user.firstName},`,
    '',
    'An account has been created for you on the Highest Good Network.',
    `Sign in at ${publicUrl}/login with your e-mail address ${user.email} and this one-time password: ${password}`,
    'You will choose your own password right after that first sign-in.',
  ];
  return {
    to: [user.email],
    subject: 'Your Highest Good Network account',
    text: lines.join('\n'),
    html: asHtml(lines),
  };
}

export type StatusNotice =
  | { kind: 'activated' }
  | { kind: 'deactivated'; endDate: string }
  | { kind: 'finalDayScheduled'; endDate: string }
  | { kind: 'paused'; reactivationDate: string }
  | { kind: 'upcomingFinalDay'; endDate: string };

function describe(user: Person, notice: StatusNotice): { subject: string; sentence: string } {
  const name = fullName(user);
  switch (notice.kind) {
    case 'activated':
      return { subject: `${name} is active again`, sentence: `${name} (${user.email}) is active again.` };
    case 'deactivated':
      return {
        subject: `${name} has been deactivated`,
        sentence: `${name} (${user.email}) is no longer active; their final day was ${formatUS(notice.endDate)}.`,
      };
    case 'finalDayScheduled':
      return {
        subject: `Final day set for ${name}`,
        sentence: `${name} (${user.email}) will finish on ${formatUS(notice.endDate)}, and stays active until then.`,
      };
    case 'paused':
      return {
        subject: `${name} has been paused`,
        sentence: `${name} (${user.email}) is paused and becomes active again on ${formatUS(notice.reactivationDate)}.`,
      };
    case 'upcomingFinalDay':
      return {
        subject: `Upcoming final day: ${name}`,
        sentence: `${name} (${user.email}) finishes on ${formatUS(notice.endDate)}, three weeks from now or sooner.`,
      };
  }
}

/** What management hears of a user's status change. */
export function statusEmail(user: Person, recipients: string[], notice: StatusNotice): EmailMessage {
  const { subject, sentence } = describe(user, notice);
  const lines = [sentence, '', 'You receive this because you manage this user or the organisation.'];
  return { to: recipients, subject, text: lines.join('\n'), html: asHtml(lines) };
}
