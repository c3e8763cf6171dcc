import { isUuid } from '@hgn/domain/ids';
import {
  answerProblem,
  isChoiceType,
  type JobFormAnswerJson,
  type JobFormJson,
  type JobFormResponseJson,
  type JobFormResponsesPage,
  type JobFormSummaryJson,
  type PublicJobFormJson,
  type jobFormCreateInput,
  type jobFormResponseInput,
  type jobFormUpdateInput,
} from '@hgn/domain/jobForms';
import { jobFormMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isStillReferenced, refusedAs } from '../../platform/db/sql-errors.js';
import { enqueueEmails } from '../../platform/email/outbox.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { applicationEmail } from './jobForms.emails.js';
import {
  presentJobForm,
  presentJobFormResponse,
  presentJobFormSummary,
  presentPublicJobForm,
} from './jobForms.present.js';
import { createJobFormsRepo } from './jobForms.repo.js';
import type { StoredQuestion } from './jobForms.table.js';

type CreateInput = z.output<typeof jobFormCreateInput>;
type UpdateInput = z.output<typeof jobFormUpdateInput>;
type ResponseInput = z.output<typeof jobFormResponseInput>;

/** Where an application's copies go: the addresses on its job's CC list. */
export type JobCcList = { ccAddressesOf(tx: DbOrTransaction, jobId: string): Promise<string[]> };

const formNotFound = () => notFound('The job form', 'JOB_FORM_NOT_FOUND');
const jobNotFound = () => new AppError({ code: 'JOB_NOT_FOUND', field: 'jobId', error: 'Job not found' });
const invalidAnswer = (field: string, message: string) =>
  new AppError({ code: 'INVALID_ANSWER', field, message });

/** The questions to keep: a question sent with the id of one of the form's keeps it, any other gets a new one. */
function storedQuestions(
  sent: CreateInput['questions'],
  keptIds: ReadonlySet<string> = new Set(),
): StoredQuestion[] {
  const used = new Set<string>();
  return sent.map(({ _id, questionText, questionType, options, visible }) => {
    const sentId = _id?.toLowerCase();
    const id = sentId !== undefined && keptIds.has(sentId) && !used.has(sentId) ? sentId : randomUUID();
    used.add(id);
    return { id, questionText, questionType, options: isChoiceType(questionType) ? options : [], visible };
  });
}

/**
 * The answers as they are kept, in the form's order: each names a visible question of the form once
 * and fits it. A refusal names the answer by its place in the request.
 */
function checkedAnswers(questions: StoredQuestion[], answers: ResponseInput['answers']): JobFormAnswerJson[] {
  const answered = new Map<string, JobFormAnswerJson>();
  answers.forEach(({ questionId, answer }, index) => {
    const question = questions.find((candidate) => candidate.id === questionId.toLowerCase());
    if (!question) throw invalidAnswer(`answers.${index}.questionId`, jobFormMessages.unknownQuestion);
    if (!question.visible) throw invalidAnswer(`answers.${index}.questionId`, jobFormMessages.hiddenQuestion);
    if (answered.has(question.id))
      throw invalidAnswer(`answers.${index}.questionId`, jobFormMessages.answeredTwice);
    const problem = answerProblem(question, answer);
    if (problem) throw invalidAnswer(`answers.${index}.answer`, problem);
    answered.set(question.id, {
      questionId: question.id,
      questionText: question.questionText,
      questionType: question.questionType,
      answer: typeof answer === 'string' ? answer : [...new Set(answer)],
    });
  });
  return questions.flatMap((question) => answered.get(question.id) ?? []);
}

export function createJobFormsService({ db, clock }: FeatureDeps, ccList: JobCcList) {
  const repo = createJobFormsRepo(db);
  // A job removed meanwhile makes the database refuse the reference.
  const withJob = <T>(write: () => Promise<T>) => refusedAs(write, isStillReferenced, jobNotFound);

  return {
    async create(owner: Actor, input: CreateInput): Promise<JobFormJson> {
      const row = await withJob(() =>
        repo.insert({
          title: input.title,
          description: input.description,
          jobId: input.jobId?.toLowerCase() ?? null,
          questions: storedQuestions(input.questions),
          createdById: owner.userId,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        }),
      );
      return presentJobForm(row);
    },

    /** One edit at a time: the form is locked while its questions are matched with the ones sent. */
    async update(input: UpdateInput): Promise<JobFormJson> {
      if (!isUuid(input.formId)) throw formNotFound();
      const formId = input.formId.toLowerCase();
      const row = await withJob(() =>
        db.transaction(async (tx) => {
          const form = await createJobFormsRepo(tx).findForUpdate(formId);
          if (!form) throw formNotFound();
          return createJobFormsRepo(tx).update(formId, {
            title: input.title,
            description: input.description,
            ...(input.jobId === undefined ? {} : { jobId: input.jobId?.toLowerCase() ?? null }),
            questions: storedQuestions(
              input.questions,
              new Set(form.questions.map((question) => question.id)),
            ),
            updatedAt: clock.now(),
          });
        }),
      );
      return presentJobForm(row);
    },

    list: async (): Promise<JobFormSummaryJson[]> =>
      (await repo.listWithResponseCounts()).map(presentJobFormSummary),

    async read(formId: string): Promise<PublicJobFormJson> {
      const row = isUuid(formId) ? await repo.find(formId.toLowerCase()) : undefined;
      if (!row) throw formNotFound();
      return presentPublicJobForm(row);
    },

    /**
     * Keeps an application and, in the same transaction, queues a copy of it to each address on its
     * job's CC list. Every submission is kept: two identical ones are two applications.
     */
    async respond(formId: string, input: ResponseInput): Promise<JobFormResponseJson> {
      if (!isUuid(formId)) throw formNotFound();
      const row = await db.transaction(async (tx) => {
        const form = await createJobFormsRepo(tx).findForAnswer(formId.toLowerCase());
        if (!form) throw formNotFound();
        const answers = checkedAnswers(form.questions, input.answers);
        const response = await createJobFormsRepo(tx).insertResponse(form.id, answers, clock.now());
        if (form.jobId) {
          const addresses = await ccList.ccAddressesOf(tx, form.jobId);
          await enqueueEmails(
            tx,
            addresses.map((address) => applicationEmail(address, form.title, answers)),
          );
        }
        return response;
      });
      return presentJobFormResponse(row);
    },

    async responses(formId: string, page: JobFormResponsesPage): Promise<JobFormResponseJson[]> {
      const form = isUuid(formId) ? await repo.find(formId.toLowerCase()) : undefined;
      if (!form) throw formNotFound();
      return (await repo.responsesOf(form.id, page)).map(presentJobFormResponse);
    },
  };
}

export type JobFormsService = ReturnType<typeof createJobFormsService>;
