// The e-mail an application becomes, to each address on its job's CC list.
import type { JobFormAnswerJson } from '@hgn/domain/jobForms';
import { escapeHtml } from '../../platform/email/html.js';
import type { EmailMessage } from '../../platform/email/outbox.js';

const answerText = ({ answer }: JobFormAnswerJson): string =>
  typeof answer === 'string' ? answer : answer.join(', ');

export const applicationEmail = (
  to: string,
  formTitle: string,
  answers: JobFormAnswerJson[],
): EmailMessage => ({
  to: [to],
  subject: `New application: ${formTitle}`,
  text: [`A new application was sent with the form "${formTitle}".`]
    .concat(answers.map((answer) => `${answer.questionText}\n${answerText(answer)}`))
    .join('\n\n'),
  html: [`<p>A new application was sent with the form "${escapeHtml(formTitle)}".</p>`]
    .concat(
      answers.map(
        (answer) => `<p><b>${escapeHtml(answer.questionText)}</b><br>${escapeHtml(answerText(answer))}</p>`,
      ),
    )
    .join('\n'),
});
