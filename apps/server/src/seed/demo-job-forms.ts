// A demo application form for the featured job, so the builder, the viewer and the CC e-mail have
// something to show on first run.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db.js';
import { jobForms, type StoredQuestion } from '../features/jobForms/jobForms.table.js';
import { jobListings } from '../features/jobListings/jobListings.table.js';

const question = (
  questionText: string,
  questionType: StoredQuestion['questionType'],
  options: string[] = [],
  visible = true,
): StoredQuestion => ({ id: randomUUID(), questionText, questionType, options, visible });

export async function seedJobForms(tx: DbOrTransaction, now: Date, createdBy: string) {
  const [any] = await tx.select({ id: jobForms.id }).from(jobForms).limit(1);
  if (any) return;
  const [featured] = await tx
    .select({ id: jobListings.id, title: jobListings.title })
    .from(jobListings)
    .where(eq(jobListings.featured, true))
    .limit(1);
  await tx.insert(jobForms).values({
    title: featured?.title ?? 'Volunteer Coordinator',
    description: 'Tell us about yourself and how you would like to help. We answer every application.',
    jobId: featured?.id ?? null,
    questions: [
      question('Full name', 'textbox'),
      question('Email address', 'textbox'),
      question('Why would you like to join?', 'textarea'),
      question('Skills you bring', 'checkbox', ['Design', 'Building', 'Gardening', 'Writing', 'Software']),
      question('Hours a week', 'radio', ['Up to 10', '10 to 20', 'More than 20']),
      question('Where do you live?', 'dropdown', ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']),
      question('Earliest start date', 'date'),
      question('Interviewer notes', 'textarea', [], false),
    ],
    createdById: createdBy,
    createdAt: now,
    updatedAt: now,
  });
}
