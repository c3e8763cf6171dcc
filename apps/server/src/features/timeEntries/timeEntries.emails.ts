// The e-mails time entries send (server-rules 3), queued in the entry's own transaction.
import { formatUS } from '@hgn/domain/time';
import { hoursAndMinutesOf } from '@hgn/domain/timeEntries';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';

type Person = { email: string; firstName: string; lastName: string };

const durationOf = (seconds: number): string => {
  const { hours, minutes } = hoursAndMinutesOf(seconds);
  return `${hours} hours ${minutes} minutes`;
};

const message = (
  to: string[],
  cc: string[],
  subject: string,
  greeting: string,
  lines: string[],
): EmailMessage => ({
  to,
  cc,
  subject,
  text: [greeting, '', ...lines].join('\n'),
  html: `<p>${escapeHtml(greeting)}</p>${paragraphsHtml(lines)}`,
});

/** To the organisation inbox when tangible time changes its duration or day. */
export const entryEditedEmail = (
  person: Person,
  change: { initialSeconds: number; newSeconds: number; originalDateOfWork: string; finalDateOfWork: string },
  organisationInbox: string,
): EmailMessage =>
  message(
    [organisationInbox],
    [],
    `A Time Entry was Edited for ${person.firstName} ${person.lastName}`,
    'Hello,',
    [
      `A time entry of ${person.firstName} ${person.lastName} (${person.email}) was edited.`,
      `Initial duration: ${durationOf(change.initialSeconds)}, on ${formatUS(change.originalDateOfWork)}.`,
      `New duration: ${durationOf(change.newSeconds)}, on ${formatUS(change.finalDateOfWork)}.`,
    ],
  );

/** To the person, with the organisation inbox in copy, when their time takes a task past its estimate. */
export const hoursOverEstimateEmail = (
  person: Person,
  task: { taskName: string; after: number; estimatedHours: number },
  organisationInbox: string,
): EmailMessage =>
  message(
    [person.email],
    [organisationInbox],
    'Logged more hours than estimated for a task',
    `Dear ${person.firstName} ${person.lastName},`,
    [
      `You have now logged ${task.after} hours on the task "${task.taskName}", which was estimated at ${task.estimatedHours} hours.`,
      'Please check with your manager whether the estimate should change.',
    ],
  );
