// A job form and its responses as the API answers them. `_id` and `formId` name the same form: the
// original client reads the one and sends the other.
import { z } from 'zod';
import { QUESTION_TYPES } from './jobForms.rules';

export const jobFormQuestionJson = z.strictObject({
  _id: z.string(),
  questionText: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  visible: z.boolean(),
});
export type JobFormQuestionJson = z.infer<typeof jobFormQuestionJson>;

export const jobFormJson = z.strictObject({
  _id: z.string(),
  formId: z.string(),
  title: z.string(),
  description: z.string(),
  jobId: z.string().nullable(),
  questions: z.array(jobFormQuestionJson),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JobFormJson = z.infer<typeof jobFormJson>;

/** A form as the applicant sees it: only the questions asked, and nothing about its job. */
export const publicJobFormJson = jobFormJson
  .pick({ _id: true, formId: true, title: true, description: true })
  .extend({ questions: z.array(jobFormQuestionJson.omit({ visible: true })) });
export type PublicJobFormJson = z.infer<typeof publicJobFormJson>;

/** A form in the builder's list, with how many have answered it. */
export const jobFormSummaryJson = jobFormJson.extend({ responseCount: z.number().int() });
export type JobFormSummaryJson = z.infer<typeof jobFormSummaryJson>;

/** An answer as stored: the question's words and kind when it was answered, so later edits keep it readable. */
export const jobFormAnswerJson = z.strictObject({
  questionId: z.string(),
  questionText: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  answer: z.union([z.string(), z.array(z.string())]),
});
export type JobFormAnswerJson = z.infer<typeof jobFormAnswerJson>;

export const jobFormResponseJson = z.strictObject({
  _id: z.string(),
  formId: z.string(),
  answers: z.array(jobFormAnswerJson),
  submittedAt: z.iso.datetime(),
});
export type JobFormResponseJson = z.infer<typeof jobFormResponseJson>;
