import type { JobFormAnswerJson, QuestionType } from '@hgn/domain/jobForms';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobListings } from '../jobListings/jobListings.table.js';
import { users } from '../users/users.table.js';

/** A question of a form as stored; its id is the `questionId` its answers name. */
export type StoredQuestion = {
  id: string;
  questionText: string;
  questionType: QuestionType;
  options: string[];
  visible: boolean;
};

/**
 * An application form an Owner builds, optionally for a job listing. The questions are read and
 * written with the form, always whole, so they are kept with it, in their order.
 */
export const jobForms = pgTable(
  'job_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    jobId: uuid().references(() => jobListings.id, { onDelete: 'set null' }),
    questions: jsonb().$type<StoredQuestion[]>().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_forms_job_id_idx').on(t.jobId)],
);

/**
 * One applicant's answers to a form. Each answer keeps the question's words and kind as they were,
 * so an edit of the form never changes what was answered.
 */
export const jobFormResponses = pgTable(
  'job_form_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    formId: uuid()
      .notNull()
      .references(() => jobForms.id, { onDelete: 'cascade' }),
    answers: jsonb().$type<JobFormAnswerJson[]>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_form_responses_form_id_submitted_at_idx').on(t.formId, t.submittedAt)],
);
