// The e-mails a suggestion or a bug report becomes, to the organisation's inbox.
import type { BugReportInput, MakeSuggestionInput } from '@hgn/domain/feedback';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml } from '../../platform/email/html.js';

type Sender = { firstName: string; lastName: string; email: string };

function labelledEmail(
  to: string,
  sender: Sender,
  subject: string,
  rows: readonly [string, string][],
): EmailMessage {
  const from = `${sender.firstName} ${sender.lastName} <${sender.email}>`;
  const all: [string, string][] = [['From', from], ...rows];
  return {
    to: [to],
    replyTo: sender.email,
    subject,
    text: all.map(([label, value]) => `${label}: ${value}`).join('\n\n'),
    html: all
      .map(([label, value]) => `<p><b>${escapeHtml(label)}:</b><br>${escapeHtml(value)}</p>`)
      .join('\n'),
  };
}

const yesOrNo = (answer: boolean | string) => (typeof answer === 'string' ? answer : answer ? 'Yes' : 'No');

/** The suggestion with the answers to the extra fields, each labelled by its field. */
export const suggestionEmail = (
  to: string,
  sender: Sender,
  input: MakeSuggestionInput,
  answers: readonly [string, string][],
): EmailMessage =>
  labelledEmail(to, sender, `Suggestion: ${input.suggestionCate}`, [
    ['Category', input.suggestionCate],
    ['Suggestion', input.suggestion],
    ...answers,
    ...(input.confirm === undefined ? [] : [['Wants feedback', yesOrNo(input.confirm)] as [string, string]]),
  ]);

export const bugReportEmail = (to: string, sender: Sender, input: BugReportInput): EmailMessage =>
  labelledEmail(to, sender, `Bug report (${input.severity}): ${input.title}`, [
    ['Title', input.title],
    ['Severity', input.severity],
    ['Environment', input.environment],
    ['Steps to reproduce', input.reproduction],
    ['Expected result', input.expected],
    ['Actual result', input.actual],
    ['Visual proof', input.visual],
  ]);
