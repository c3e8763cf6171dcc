import { z } from 'zod';
import { atMost, atMostItems, boundedText, TEXT_MAX } from '../limits';
import { jobFormMessages } from '../messages/jobForms.messages';
import {
  isChoiceType,
  JOB_FORM_LIMITS,
  QUESTION_TYPES,
  questionProblem,
  questionRefusal,
} from './jobForms.rules';

const formTitle = boundedText(TEXT_MAX.title, jobFormMessages.titleRequired)
  .trim()
  .min(1, jobFormMessages.titleRequired);
const formDescription = boundedText(TEXT_MAX.freeText).trim().default('');
const jobId = z.uuid('Please choose a job from the list.').nullish();

/** A question sent by the builder; `_id` keeps a saved question's id (and so its answers') on an edit. */
export const jobFormQuestionInput = z.object({
  _id: z
    .string()
    .max(...atMost(100))
    .optional(),
  questionText: boundedText(JOB_FORM_LIMITS.questionText, jobFormMessages.labelRequired).trim(),
  questionType: z.enum(QUESTION_TYPES, 'Please choose a question type.'),
  options: z
    .array(boundedText(JOB_FORM_LIMITS.option, jobFormMessages.optionEmpty).trim())
    .max(...atMostItems(JOB_FORM_LIMITS.options))
    .default([]),
  visible: z.boolean('Please say whether the question is shown.').default(true),
});
export type JobFormQuestionInput = z.input<typeof jobFormQuestionInput>;

/**
 * A question as the builder adds it to the form: the rules each saved question obeys, said on the field
 * they concern; a kind without options keeps none, as the server stores it.
 */
export const jobFormQuestionDraftInput = jobFormQuestionInput
  .superRefine((question, ctx) => {
    const problem = questionProblem(question);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((question) => (isChoiceType(question.questionType) ? question : { ...question, options: [] }));

/** Each question obeys the builder's rules; a refusal names the question by its place. */
const questions = z
  .array(jobFormQuestionInput)
  .min(1, jobFormMessages.questionRequired)
  .max(...atMostItems(JOB_FORM_LIMITS.questions))
  .superRefine((list, ctx) => {
    list.forEach((question, index) => {
      const problem = questionProblem(question);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [index, problem.field],
          message: questionRefusal(index, problem.message),
        });
    });
  });

/** `POST /jobforms`: a new form, optionally for a job listing. */
export const jobFormCreateInput = z.object({
  title: formTitle,
  description: formDescription,
  jobId,
  questions,
});
export type JobFormCreateInput = z.input<typeof jobFormCreateInput>;

/** `PUT /jobforms`: the whole form again, named by its `formId`; a jobId left out is kept. */
export const jobFormUpdateInput = jobFormCreateInput.extend({
  formId: z.string('Please name the form.').max(...atMost(100)),
});
export type JobFormUpdateInput = z.input<typeof jobFormUpdateInput>;

/** One answer: a text (a date as YYYY-MM-DD), or the options chosen of a checkbox question. */
export const jobFormAnswerInput = z.object({
  questionId: z.string('Please name the question answered.').max(...atMost(100)),
  answer: z.union(
    [
      boundedText(TEXT_MAX.freeText),
      z.array(boundedText(JOB_FORM_LIMITS.option)).max(...atMostItems(JOB_FORM_LIMITS.options)),
    ],
    jobFormMessages.textExpected,
  ),
});
export type JobFormAnswerInput = z.input<typeof jobFormAnswerInput>;

/** `POST /jobforms/:formId/responses`: the applicant's answers to the visible questions. */
export const jobFormResponseInput = z.object({
  answers: z
    .array(jobFormAnswerInput, jobFormMessages.answerRequired)
    .min(1, jobFormMessages.answerRequired)
    .max(...atMostItems(JOB_FORM_LIMITS.questions)),
});
export type JobFormResponseInput = z.input<typeof jobFormResponseInput>;

/** The most responses one answer lists; older ones are on later pages. */
export const JOB_FORM_RESPONSES_PAGE_MAX = 200;

export const jobFormResponsesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(JOB_FORM_RESPONSES_PAGE_MAX).default(JOB_FORM_RESPONSES_PAGE_MAX),
});
export type JobFormResponsesPage = z.output<typeof jobFormResponsesQuery>;
