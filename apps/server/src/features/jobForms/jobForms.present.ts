import type {
  JobFormJson,
  JobFormQuestionJson,
  JobFormResponseJson,
  JobFormSummaryJson,
  PublicJobFormJson,
} from '@hgn/domain/jobForms';
import type { JobFormResponseRow, JobFormRow, JobFormWithCountRow } from './jobForms.repo.js';
import type { StoredQuestion } from './jobForms.table.js';

const presentQuestion = ({ id, ...question }: StoredQuestion): JobFormQuestionJson => ({
  _id: id,
  ...question,
});

export const presentJobForm = (row: JobFormRow): JobFormJson => ({
  _id: row.id,
  formId: row.id,
  title: row.title,
  description: row.description,
  jobId: row.jobId,
  questions: row.questions.map(presentQuestion),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentJobFormSummary = (row: JobFormWithCountRow): JobFormSummaryJson => ({
  ...presentJobForm(row),
  responseCount: row.responseCount,
});

/** What an applicant sees: the visible questions only. */
export const presentPublicJobForm = (row: JobFormRow): PublicJobFormJson => ({
  _id: row.id,
  formId: row.id,
  title: row.title,
  description: row.description,
  questions: row.questions
    .filter((question) => question.visible)
    .map(({ id, questionText, questionType, options }) => ({ _id: id, questionText, questionType, options })),
});

export const presentJobFormResponse = (row: JobFormResponseRow): JobFormResponseJson => ({
  _id: row.id,
  formId: row.formId,
  answers: row.answers,
  submittedAt: row.submittedAt.toISOString(),
});
