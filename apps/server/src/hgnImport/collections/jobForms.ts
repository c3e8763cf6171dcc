// Application forms and their answers (hgn-data §2.24): `jobforms` with `jobapplications`, and the
// older generic forms, `forms` with `formresponses`, which become forms of the same builder. Questions
// are held to the builder's rules (JOB_FORM_LIMITS, its six kinds, a choice needs options); an
// e-mail question is asked as a text question, and a file question, which this product cannot ask,
// is kept hidden so its answers stay readable. Each answer keeps its question's words and kind, as
// an answer sent here does.
import {
  isChoiceType,
  JOB_FORM_LIMITS,
  QUESTION_TYPES,
  type JobFormAnswerJson,
  type QuestionType,
} from '@hgn/domain/jobForms';
import { TEXT_MAX } from '@hgn/domain/limits';
import type { Document } from 'bson';
import { jobFormResponses, jobForms, type StoredQuestion } from '../../features/jobForms/jobForms.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import {
  bounded,
  idOf,
  idTime,
  instantOf,
  objectOf,
  oneOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';
import { importedUserOf } from './users.js';

/** A question as HGN stored it, read from either kind of form. */
type QuestionSource = { text: unknown; type: unknown; options: unknown; visible: unknown };

/** The question as the builder keeps it, or undefined (counted) when it cannot be asked here. */
function storedQuestionOf(
  source: QuestionSource,
  id: string,
  repaired: Repaired,
): StoredQuestion | undefined {
  const text = textOf(source.text).trim();
  if (text === '') {
    repaired('a question without text, left out');
    return undefined;
  }
  const kind = textOf(source.type).trim();
  let questionType: QuestionType = oneOf(QUESTION_TYPES, kind) ?? 'textbox';
  let visible = source.visible !== false;
  if (kind === 'email') repaired('an e-mail question, asked as a text question');
  else if (kind === 'file') {
    repaired('a file question, which this product cannot ask: kept hidden as a text question');
    visible = false;
  } else if (questionType !== kind)
    repaired('a question of a kind this product has not, asked as a text question');
  let options: string[] = [];
  if (isChoiceType(questionType)) {
    options = [...new Set(textsOf(source.options).map((option) => option.trim()))].filter(
      (option) => option !== '' && option.length <= JOB_FORM_LIMITS.option,
    );
    if (options.length < textsOf(source.options).length)
      repaired('an empty, repeated or over-long option, left out');
    if (options.length > JOB_FORM_LIMITS.options) {
      repaired(`options beyond ${JOB_FORM_LIMITS.options}, left out`);
      options = options.slice(0, JOB_FORM_LIMITS.options);
    }
    if (options.length === 0) {
      repaired('a choice question without options, asked as a text question');
      questionType = 'textbox';
    }
  }
  return {
    id,
    questionText: bounded(text, JOB_FORM_LIMITS.questionText, repaired, 'a question'),
    questionType,
    options,
    visible,
  };
}

/** The questions the builder keeps of a form, at most as many as it holds, each under its own key. */
function storedQuestionsOf<T>(
  items: T[],
  read: (item: T, index: number) => QuestionSource & { key: string },
  repaired: Repaired,
): Array<{ item: T; question: StoredQuestion }> {
  const kept: Array<{ item: T; question: StoredQuestion }> = [];
  const keys = new Set<string>();
  items.forEach((item, index) => {
    const source = read(item, index);
    const key = keys.has(source.key) ? `${source.key}#${index}` : source.key;
    keys.add(key);
    const question = storedQuestionOf(source, localIdOf('jobforms.questions', key), repaired);
    if (!question) return;
    if (kept.length === JOB_FORM_LIMITS.questions)
      return repaired(`a question beyond ${JOB_FORM_LIMITS.questions}, left out`);
    kept.push({ item, question });
  });
  return kept;
}

/** The questions by the key their answers name them with; the first question of a key takes them. */
function questionsByKey<T>(
  kept: Array<{ item: T; question: StoredQuestion }>,
  keyOf: (item: T) => string | undefined,
): Map<string, StoredQuestion> {
  const questions = new Map<string, StoredQuestion>();
  for (const { item, question } of kept) {
    const key = keyOf(item);
    if (key !== undefined && !questions.has(key)) questions.set(key, question);
  }
  return questions;
}

/** An answer as HGN stored it (text, a number, a date, a list), made what its question takes. */
function answerOf(
  value: unknown,
  question: StoredQuestion,
  repaired: Repaired,
): JobFormAnswerJson | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    repaired('an answer that is neither text nor a list, left out');
    return undefined;
  }
  const asText = (item: unknown) =>
    item instanceof Date
      ? item.toISOString().slice(0, 10)
      : typeof item === 'boolean'
        ? String(item)
        : textOf(item);
  const items = (Array.isArray(value) ? value : [value]).map(asText).filter((item) => item !== '');
  let answer: string | string[];
  if (question.questionType === 'checkbox')
    answer = [...new Set(items.map((item) => bounded(item, JOB_FORM_LIMITS.option, repaired, 'a choice')))];
  else {
    if (items.length > 1) repaired('a list answering a question of one answer, joined');
    answer = bounded(items.join(', '), TEXT_MAX.freeText, repaired, 'an answer');
  }
  return {
    questionId: question.id,
    questionText: question.questionText,
    questionType: question.questionType,
    answer,
  };
}

/** The answers of a response in its form's order, one a question; answers to other questions are counted. */
function answersInOrder(
  questions: StoredQuestion[],
  answered: Array<{ question: StoredQuestion | undefined; value: unknown }>,
  repaired: Repaired,
): JobFormAnswerJson[] {
  const byQuestion = new Map<string, JobFormAnswerJson>();
  for (const { question, value } of answered) {
    if (!question) repaired('an answer to a question not in its form, left out');
    else if (byQuestion.has(question.id)) repaired('a second answer to a question, left out');
    else {
      const answer = answerOf(value, question, repaired);
      if (answer) byQuestion.set(question.id, answer);
    }
  }
  return questions.flatMap((question) => byQuestion.get(question.id) ?? []);
}

type FormRow = typeof jobForms.$inferInsert;

/** Writes the forms of one collection; answers each form's questions by the key its answers use. */
async function importForms(
  ctx: ImportContext,
  collection: string,
  read: (
    document: Document,
    originalId: string,
    repaired: Repaired,
  ) => { row: FormRow; questions: Map<string, StoredQuestion>; key: string } | string,
) {
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const forms = new Map<
    string,
    { id: string; questions: Map<string, StoredQuestion>; ordered: StoredQuestion[] }
  >();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const form = read(document, originalId, repaired);
    if (typeof form === 'string') return ctx.report.skip(collection, form);
    if (forms.has(form.key)) return ctx.report.skip(collection, 'its formID is another form’s');
    await ctx.tx.insert(jobForms).values(form.row);
    forms.set(form.key, { id: form.row.id!, questions: form.questions, ordered: form.row.questions });
    await origins.add({ originalId, localId: form.row.id!, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
  return forms;
}

/** Writes the responses of one collection to the forms given. */
async function importResponses(
  ctx: ImportContext,
  collection: string,
  forms: Awaited<ReturnType<typeof importForms>>,
  read: (document: Document) => { formKey: string; answers: Array<{ key: string; value: unknown }> },
) {
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof jobFormResponses.$inferInsert>((values) =>
    ctx.tx.insert(jobFormResponses).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const { formKey, answers } = read(document);
    const form = forms.get(formKey);
    if (!form) return ctx.report.skip(collection, 'its form is not imported');
    const kept = answersInOrder(
      form.ordered,
      answers.map(({ key, value }) => ({ question: form.questions.get(key), value })),
      repaired,
    );
    if (kept.length === 0) return ctx.report.skip(collection, 'it answers no question of its form');
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      formId: form.id,
      answers: kept,
      submittedAt:
        instantOf(document.submittedAt, repaired) ??
        instantOf(document.createdAt, repaired) ??
        idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}

const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What both kinds of form share: a title and description within the builder's bounds, a creator, times. */
function formRowOf(
  document: Document,
  originalId: string,
  collection: string,
  fields: { title: unknown; description: unknown; createdBy: unknown; questions: StoredQuestion[] },
  ctx: ImportContext,
  repaired: Repaired,
): FormRow | string {
  const title = textOf(fields.title).trim();
  if (title === '') return 'it has no title';
  if (fields.questions.length === 0) return 'it has no question this product can ask';
  const createdById = importedUserOf(ctx, fields.createdBy) ?? null;
  if (!createdById && fields.createdBy) repaired('a creator who is not in userProfiles, left out');
  const createdAt = instantOf(document.createdAt, repaired) ?? idTime(originalId);
  return {
    id: localIdOf(collection, originalId),
    title: bounded(title, TEXT_MAX.title, repaired, 'a title'),
    description: bounded(textOf(fields.description).trim(), TEXT_MAX.freeText, repaired, 'a description'),
    jobId: null,
    questions: fields.questions,
    createdById,
    createdAt,
    updatedAt: instantOf(document.updatedAt, repaired) ?? createdAt,
  };
}

/** `jobforms` with `jobapplications`, then the older `forms` with `formresponses`. */
export async function importJobForms(ctx: ImportContext): Promise<void> {
  const jobFormsRead = await importForms(ctx, 'jobforms', (document, originalId, repaired) => {
    const kept = storedQuestionsOf(
      arrayOf(document.questions).map(objectOf),
      (question, index) => ({
        text: question.questionText,
        type: question.questionType,
        options: question.options,
        visible: question.visible,
        key: idOf(question._id) ?? `${originalId}#${index}`,
      }),
      repaired,
    );
    const row = formRowOf(
      document,
      originalId,
      'jobforms',
      {
        title: document.title,
        description: document.description,
        createdBy: document.createdBy,
        questions: kept.map(({ question }) => question),
      },
      ctx,
      repaired,
    );
    if (typeof row === 'string') return row;
    const questions = questionsByKey(kept, (question) => idOf(question._id));
    return { row, questions, key: originalId };
  });
  await importResponses(ctx, 'jobapplications', jobFormsRead, (document) => ({
    formKey: idOf(document.formId) ?? '',
    answers: arrayOf(document.answers)
      .map(objectOf)
      .map((answer) => ({ key: idOf(answer.questionId) ?? '', value: answer.answer })),
  }));

  const olderForms = await importForms(ctx, 'forms', (document, originalId, repaired) => {
    const formKey = textOf(document.formID).trim();
    if (formKey === '') return 'it has no formID';
    const kept = storedQuestionsOf(
      arrayOf(document.questions).map(objectOf),
      (question, index) => ({
        text: question.label,
        type: question.type,
        options: question.options,
        visible: true,
        key: `${originalId}#${index}`,
      }),
      repaired,
    );
    const row = formRowOf(
      document,
      originalId,
      'forms',
      {
        title: document.formName,
        description: '',
        createdBy: document.createdBy,
        questions: kept.map(({ question }) => question),
      },
      ctx,
      repaired,
    );
    if (typeof row === 'string') return row;
    // Answers name their question by its label.
    const questions = questionsByKey(kept, (question) => textOf(question.label).trim());
    return { row, questions, key: formKey };
  });
  await importResponses(ctx, 'formresponses', olderForms, (document) => ({
    formKey: textOf(document.formID).trim(),
    answers: arrayOf(document.responses)
      .map(objectOf)
      .map((response) => ({ key: textOf(response.questionLabel).trim(), value: response.answer })),
  }));
}
