import type { JobFormAnswerJson, JobFormResponsesPage } from '@hgn/domain/jobForms';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { jobFormResponses, jobForms } from './jobForms.table.js';

export type JobFormRow = typeof jobForms.$inferSelect;
export type JobFormValues = typeof jobForms.$inferInsert;
export type JobFormResponseRow = typeof jobFormResponses.$inferSelect;
export type JobFormWithCountRow = JobFormRow & { responseCount: number };

export function createJobFormsRepo(db: DbOrTransaction) {
  return {
    insert: async (values: JobFormValues): Promise<JobFormRow> => {
      const [row] = await db.insert(jobForms).values(values).returning();
      return row!;
    },

    /** The form, locked against other edits until the transaction ends. */
    findForUpdate: async (id: string): Promise<JobFormRow | undefined> => {
      const [row] = await db.select().from(jobForms).where(eq(jobForms.id, id)).for('update');
      return row;
    },

    /** The form, kept from edits until the transaction ends, so an answer is checked against what stays. */
    findForAnswer: async (id: string): Promise<JobFormRow | undefined> => {
      const [row] = await db.select().from(jobForms).where(eq(jobForms.id, id)).for('share');
      return row;
    },

    find: async (id: string): Promise<JobFormRow | undefined> => {
      const [row] = await db.select().from(jobForms).where(eq(jobForms.id, id));
      return row;
    },

    update: async (id: string, values: Partial<JobFormValues>): Promise<JobFormRow> => {
      const [row] = await db.update(jobForms).set(values).where(eq(jobForms.id, id)).returning();
      return row!;
    },

    /** Every form, newest first, with how many responses each has. */
    listWithResponseCounts: async (): Promise<JobFormWithCountRow[]> => {
      const counts = db
        .select({ formId: jobFormResponses.formId, responseCount: count().as('response_count') })
        .from(jobFormResponses)
        .groupBy(jobFormResponses.formId)
        .as('counts');
      const rows = await db
        .select({ form: jobForms, responseCount: counts.responseCount })
        .from(jobForms)
        .leftJoin(counts, eq(counts.formId, jobForms.id))
        .orderBy(desc(jobForms.createdAt), desc(jobForms.id));
      return rows.map(({ form, responseCount }) => ({ ...form, responseCount: responseCount ?? 0 }));
    },

    insertResponse: async (
      formId: string,
      answers: JobFormAnswerJson[],
      submittedAt: Date,
    ): Promise<JobFormResponseRow> => {
      const [row] = await db.insert(jobFormResponses).values({ formId, answers, submittedAt }).returning();
      return row!;
    },

    responsesOf: (formId: string, page: JobFormResponsesPage): Promise<JobFormResponseRow[]> =>
      db
        .select()
        .from(jobFormResponses)
        .where(eq(jobFormResponses.formId, formId))
        .orderBy(desc(jobFormResponses.submittedAt), desc(jobFormResponses.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
  };
}
