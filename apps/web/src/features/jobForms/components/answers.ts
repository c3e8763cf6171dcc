// What the viewer sends: the questions answered, each once, in the form's order.
import type { JobFormAnswerInput, PublicJobFormJson } from '@hgn/domain/jobForms';

export type Answers = Record<string, string | string[]>;

const isAnswered = (answer: string | string[] | undefined): answer is string | string[] =>
  answer !== undefined && (typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0);

export const answersToSend = (form: PublicJobFormJson, answers: Answers): JobFormAnswerInput[] =>
  form.questions.flatMap((question) => {
    const answer = answers[question._id];
    return isAnswered(answer) ? [{ questionId: question._id, answer }] : [];
  });
