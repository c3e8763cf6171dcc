import type {
  JobFormJson,
  JobFormResponseJson,
  JobFormSummaryJson,
  PublicJobFormJson,
} from '@hgn/domain/jobForms';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { jobCcEntries, jobListings } from '../jobListings/jobListings.table.js';
import { jobFormResponses, jobForms } from './jobForms.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let volunteer: Caller;

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  admin = await t.signedIn('Administrator');
  volunteer = await t.signedIn('Volunteer');
});

const questions = [
  { questionText: 'Full name', questionType: 'textbox', options: [], visible: true },
  { questionText: 'Why us?', questionType: 'textarea', options: [], visible: true },
  { questionText: 'Skills', questionType: 'checkbox', options: ['Design', 'Code', 'Build'], visible: true },
  { questionText: 'Availability', questionType: 'radio', options: ['Part time', 'Full time'], visible: true },
  { questionText: 'Country', questionType: 'dropdown', options: ['Canada', 'Kenya'], visible: true },
  { questionText: 'Start date', questionType: 'date', options: [], visible: true },
  { questionText: 'Internal note', questionType: 'textbox', options: [], visible: false },
];
const aForm = (overrides: object = {}) => ({
  title: 'Architect',
  description: 'Help design the village.',
  questions,
  ...overrides,
});

const create = (caller: Caller, body: object) => call(caller, 'POST', '/api/jobforms', body);
const update = (caller: Caller, body: object) => call(caller, 'PUT', '/api/jobforms', body);
const created = async (body: object = aForm()): Promise<JobFormJson> => {
  const res = await create(owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JobFormJson>();
};
const respond = (formId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/jobforms/${formId}/responses`, payload: body });
const formCount = async () => (await db.select({ n: count() }).from(jobForms))[0]!.n;
const responseCount = async () => (await db.select({ n: count() }).from(jobFormResponses))[0]!.n;
const idOf = (form: { questions: { _id: string; questionText: string }[] }, text: string) =>
  form.questions.find((question) => question.questionText === text)!._id;
/** An answer as kept: the question's id, words and kind with what was answered. */
const keptAnswer = (
  form: JobFormJson,
  questionText: string,
  questionType: string,
  answer: string | string[],
) => ({ questionId: idOf(form, questionText), questionText, questionType, answer });

describe('POST /api/jobforms', () => {
  it('keeps a form with the six kinds of question, each with an id', async () => {
    const form = await created();
    expect(form).toMatchObject({ title: 'Architect', description: 'Help design the village.', jobId: null });
    expect(form._id).toBe(form.formId);
    expect(form.questions.map((q) => q.questionType)).toEqual([
      'textbox',
      'textarea',
      'checkbox',
      'radio',
      'dropdown',
      'date',
      'textbox',
    ]);
    expect(new Set(form.questions.map((q) => q._id)).size).toBe(7);
  });

  it('drops options of questions that do not offer any', async () => {
    const form = await created(
      aForm({
        questions: [{ questionText: 'Name', questionType: 'textbox', options: ['x'], visible: true }],
      }),
    );
    expect(form.questions[0]!.options).toEqual([]);
  });

  it('lets Owners alone create: 403 for others, 401 signed out, nothing written', async () => {
    const before = await formCount();
    for (const caller of [admin, volunteer]) {
      const res = await create(caller, aForm());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/jobforms', payload: aForm() })).statusCode).toBe(
      401,
    );
    expect(await formCount()).toBe(before);
  });

  it('refuses a question without a label, or a choice without options or with an empty one, naming it', async () => {
    const before = await formCount();
    const cases: [object, string, string][] = [
      [
        { questionText: '  ', questionType: 'textbox', options: [], visible: true },
        'questions.1.questionText',
        'Question 2: A field label is required.',
      ],
      [
        { questionText: 'Pick', questionType: 'radio', options: [], visible: true },
        'questions.1.options',
        'Question 2: Checkbox, radio and dropdown questions need at least one option.',
      ],
      [
        { questionText: 'Pick', questionType: 'dropdown', options: ['A', ' '], visible: true },
        'questions.1.options',
        'Question 2: An option cannot be empty.',
      ],
      [
        { questionText: 'Pick', questionType: 'checkbox', visible: true },
        'questions.1.options',
        'Question 2: Checkbox, radio and dropdown questions need at least one option.',
      ],
    ];
    for (const [question, field, message] of cases) {
      const res = await create(owner, aForm({ questions: [questions[0], question] }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
    const noTitle = await create(owner, aForm({ title: ' ' }));
    expect(noTitle.json()).toMatchObject({ field: 'title', message: 'Please enter a form title.' });
    const none = await create(owner, aForm({ questions: [] }));
    expect(none.json()).toMatchObject({ field: 'questions', message: 'Please add at least one question.' });
    expect(await formCount()).toBe(before);
  });

  it('answers 400 to hostile input and never 5xx', async () => {
    const before = await formCount();
    const bodies: object[] = [
      aForm({ title: 'x'.repeat(201) }),
      aForm({ title: 42 }),
      aForm({ description: 'x'.repeat(10_001) }),
      aForm({ questions: 'all' }),
      aForm({ questions: Array.from({ length: 101 }, () => questions[0]) }),
      aForm({ questions: [{ ...questions[0], questionType: 'file' }] }),
      aForm({ questions: [{ ...questions[2], options: Array.from({ length: 51 }, (_, i) => `o${i}`) }] }),
      aForm({ questions: [{ ...questions[0], questionText: 'q'.repeat(501) }] }),
      aForm({ questions: [{ ...questions[0], visible: 'yes' }] }),
      aForm({ jobId: 'not-a-job' }),
      aForm({ title: 'a\u0000b' }),
    ];
    for (const body of bodies) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await formCount()).toBe(before);
  });

  it('answers 404 for a job that does not exist, and links one that does', async () => {
    const before = await formCount();
    const res = await create(owner, aForm({ jobId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'JOB_NOT_FOUND', error: 'Job not found' });
    expect(await formCount()).toBe(before);
    const [job] = await db
      .insert(jobListings)
      .values({ title: 'Builder', category: 'Construction' })
      .returning();
    expect((await created(aForm({ jobId: job!.id.toUpperCase() }))).jobId).toBe(job!.id);
  });
});

describe('PUT /api/jobforms', () => {
  it('replaces title, description and questions, keeping the ids of questions sent with theirs', async () => {
    const form = await created();
    const kept = form.questions[0]!;
    const res = await update(owner, {
      formId: form.formId,
      title: 'Lead Architect',
      description: 'Now leading.',
      questions: [
        { ...kept, questionText: 'Your full name' },
        { questionText: 'Portfolio link', questionType: 'textbox', options: [], visible: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<JobFormJson>();
    expect(edited).toMatchObject({ _id: form._id, title: 'Lead Architect', description: 'Now leading.' });
    expect(edited.questions.map((q) => q.questionText)).toEqual(['Your full name', 'Portfolio link']);
    expect(edited.questions[0]!._id).toBe(kept._id);
    expect(form.questions.map((q) => q._id)).not.toContain(edited.questions[1]!._id);
  });

  it('gives a question a new id when the one sent is not the form’s or is sent twice', async () => {
    const form = await created();
    const other = await created();
    const kept = form.questions[0]!;
    const res = await update(owner, {
      ...aForm(),
      formId: form.formId,
      questions: [kept, kept, { ...other.questions[0]!, _id: other.questions[0]!._id }],
    });
    const ids = res.json<JobFormJson>().questions.map((q) => q._id);
    expect(ids[0]).toBe(kept._id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(other.questions[0]!._id);
  });

  it('lets Owners alone edit, and refuses bad questions, leaving the form as it was', async () => {
    const form = await created();
    const stored = async () => (await db.select().from(jobForms).where(eq(jobForms.id, form._id)))[0];
    const before = await stored();
    for (const caller of [admin, volunteer])
      expect((await update(caller, { ...aForm({ title: 'Taken' }), formId: form.formId })).statusCode).toBe(
        403,
      );
    const bad = await update(owner, {
      ...aForm({ questions: [{ questionText: '', questionType: 'textbox', options: [], visible: true }] }),
      formId: form.formId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Question 1: A field label is required.' });
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for a form that does not exist', async () => {
    for (const formId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await update(owner, { ...aForm(), formId });
      expect(res.statusCode, formId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'JOB_FORM_NOT_FOUND', message: 'The job form was not found' });
    }
    expect((await update(owner, aForm())).statusCode).toBe(400);
  });

  it('keeps the last of ten edits made at once, whole', async () => {
    const form = await created();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        update(owner, { ...aForm({ title: `Edit ${i}` }), formId: form.formId }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await db.select().from(jobForms).where(eq(jobForms.id, form._id));
    expect(row!.title).toMatch(/^Edit \d$/);
    expect(row!.questions).toHaveLength(questions.length);
  });
});

describe('GET /api/jobforms/all and /api/jobforms/:formId', () => {
  it('lists every form to Owners, newest first, with its responses counted', async () => {
    const form = await created(aForm({ title: 'Listed' }));
    await respond(form._id, { answers: [{ questionId: idOf(form, 'Full name'), answer: 'Ada' }] });
    const res = await call(owner, 'GET', '/api/jobforms/all');
    expect(res.statusCode).toBe(200);
    const [first] = res.json<JobFormSummaryJson[]>();
    expect(first).toMatchObject({ _id: form._id, title: 'Listed', responseCount: 1 });
    for (const caller of [admin, volunteer])
      expect((await call(caller, 'GET', '/api/jobforms/all')).statusCode).toBe(403);
  });

  it('shows a form to anyone, without its hidden questions or its job', async () => {
    const form = await created();
    const res = await t.app.inject({ method: 'GET', url: `/api/jobforms/${form._id}` });
    expect(res.statusCode).toBe(200);
    const shown = res.json<PublicJobFormJson>();
    expect(shown.questions.map((q) => q.questionText)).not.toContain('Internal note');
    expect(shown.questions).toHaveLength(6);
    expect(shown).not.toHaveProperty('jobId');
  });

  it('answers 404 for a form that does not exist', async () => {
    for (const formId of ['00000000-0000-4000-8000-000000000000', 'nope', 'x'.repeat(100)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/jobforms/${formId}` });
      expect(res.statusCode, formId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'JOB_FORM_NOT_FOUND' });
    }
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/jobforms/${'x'.repeat(5_000)}` });
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/jobforms/:formId/responses', () => {
  it('keeps an application in the form’s order, with each question’s words', async () => {
    const form = await created();
    const res = await respond(form._id, {
      answers: [
        { questionId: idOf(form, 'Start date'), answer: '2027-01-15' },
        { questionId: idOf(form, 'Full name'), answer: 'Ada Lovelace' },
        { questionId: idOf(form, 'Skills'), answer: ['Code', 'Design', 'Code'] },
        { questionId: idOf(form, 'Availability'), answer: 'Full time' },
        { questionId: idOf(form, 'Country').toUpperCase(), answer: 'Kenya' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<JobFormResponseJson>().answers).toEqual([
      keptAnswer(form, 'Full name', 'textbox', 'Ada Lovelace'),
      keptAnswer(form, 'Skills', 'checkbox', ['Code', 'Design']),
      keptAnswer(form, 'Availability', 'radio', 'Full time'),
      keptAnswer(form, 'Country', 'dropdown', 'Kenya'),
      keptAnswer(form, 'Start date', 'date', '2027-01-15'),
    ]);
  });

  it('refuses an answer outside the options, to an unknown or hidden question, or of the wrong kind', async () => {
    const form = await created();
    const before = await responseCount();
    const cases: [object, string, string][] = [
      [
        { questionId: idOf(form, 'Availability'), answer: 'Weekends' },
        'answers.0.answer',
        'Please choose one of the options.',
      ],
      [
        { questionId: idOf(form, 'Country'), answer: '' },
        'answers.0.answer',
        'Please choose one of the options.',
      ],
      [
        { questionId: idOf(form, 'Skills'), answer: ['Code', 'Juggling'] },
        'answers.0.answer',
        'Please choose one of the options.',
      ],
      [
        { questionId: idOf(form, 'Skills'), answer: 'Code' },
        'answers.0.answer',
        'Please give a list of the options chosen.',
      ],
      [
        { questionId: idOf(form, 'Full name'), answer: ['Ada'] },
        'answers.0.answer',
        'Please give one answer.',
      ],
      [
        { questionId: idOf(form, 'Start date'), answer: '2027-02-30' },
        'answers.0.answer',
        'Please enter a date as YYYY-MM-DD.',
      ],
      [
        { questionId: idOf(form, 'Internal note'), answer: 'x' },
        'answers.0.questionId',
        'This question is not asked.',
      ],
      [
        { questionId: '00000000-0000-4000-8000-000000000000', answer: 'x' },
        'answers.0.questionId',
        'This question is not on the form.',
      ],
      [{ questionId: 'not-an-id', answer: 'x' }, 'answers.0.questionId', 'This question is not on the form.'],
    ];
    for (const [answer, field, message] of cases) {
      const res = await respond(form._id, { answers: [answer] });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ code: 'INVALID_ANSWER', field, message });
    }
    const twice = await respond(form._id, {
      answers: [
        { questionId: idOf(form, 'Full name'), answer: 'A' },
        { questionId: idOf(form, 'Full name'), answer: 'B' },
      ],
    });
    expect(twice.json()).toMatchObject({
      field: 'answers.1.questionId',
      message: 'Each question is answered once.',
    });
    const empty = await respond(form._id, { answers: [] });
    expect(empty.json()).toMatchObject({ field: 'answers', message: 'Please answer at least one question.' });
    expect(await responseCount()).toBe(before);
  });

  it('answers 400 to hostile input and 404 for a form that does not exist', async () => {
    const form = await created();
    const before = await responseCount();
    const name = idOf(form, 'Full name');
    for (const body of [
      {},
      { answers: 'all' },
      { answers: [{ questionId: name, answer: 'x'.repeat(10_001) }] },
      { answers: [{ questionId: name, answer: 42 }] },
      { answers: [{ questionId: name, answer: { $ne: null } }] },
      { answers: [{ questionId: name, answer: 'a\u0000b' }] },
      { answers: [{ questionId: 'q'.repeat(101), answer: 'x' }] },
      { answers: Array.from({ length: 101 }, () => ({ questionId: name, answer: 'x' })) },
    ]) {
      const res = await respond(form._id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
    }
    for (const formId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await respond(formId, { answers: [{ questionId: name, answer: 'x' }] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'JOB_FORM_NOT_FOUND' });
    }
    expect(await responseCount()).toBe(before);
  });

  it('keeps all of ten identical applications sent at once', async () => {
    const form = await created();
    const body = { answers: [{ questionId: idOf(form, 'Full name'), answer: 'Same person' }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => respond(form._id, body)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const [stored] = await db
      .select({ n: count() })
      .from(jobFormResponses)
      .where(eq(jobFormResponses.formId, form._id));
    expect(stored!.n).toBe(10);
  });

  it('e-mails each application to every address on the job’s CC list, in its transaction', async () => {
    const [job] = await db.insert(jobListings).values({ title: 'Gardener', category: 'Farming' }).returning();
    await db.insert(jobCcEntries).values([
      { jobId: job!.id, email: 'hiring@example.org' },
      { jobId: job!.id, email: 'lead@example.org' },
    ]);
    const form = await created(aForm({ title: 'Gardener <b>', jobId: job!.id }));
    const res = await respond(form._id, {
      answers: [{ questionId: idOf(form, 'Full name'), answer: '<script>x</script>' }],
    });
    expect(res.statusCode).toBe(201);
    const sent = await db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} = 'New application: Gardener <b>'`);
    expect(sent.map((email) => email.to).sort()).toEqual([['hiring@example.org'], ['lead@example.org']]);
    expect(sent[0]!.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(sent[0]!.html).not.toContain('<script>');

    const refused = await respond(form._id, {
      answers: [{ questionId: idOf(form, 'Country'), answer: 'Mars' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.subject} = 'New application: Gardener <b>'`),
    ).toHaveLength(2);
  });
});

describe('GET /api/jobforms/:formId/responses', () => {
  it('lists the responses to Owners, newest first, a page at a time', async () => {
    const form = await created();
    for (const name of ['First', 'Second', 'Third'])
      await respond(form._id, { answers: [{ questionId: idOf(form, 'Full name'), answer: name }] });
    const res = await call(owner, 'GET', `/api/jobforms/${form._id}/responses`);
    expect(res.statusCode).toBe(200);
    expect(res.json<JobFormResponseJson[]>().map((r) => r.answers[0]!.answer)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const page = await call(owner, 'GET', `/api/jobforms/${form._id}/responses?page=2&limit=2`);
    expect(page.json<JobFormResponseJson[]>().map((r) => r.answers[0]!.answer)).toEqual(['First']);
    for (const query of ['limit=201', 'limit=0', 'page=0', 'page=abc'])
      expect((await call(owner, 'GET', `/api/jobforms/${form._id}/responses?${query}`)).statusCode).toBe(400);
  });

  it('keeps what was answered when the form changes later', async () => {
    const form = await created();
    await respond(form._id, { answers: [{ questionId: idOf(form, 'Full name'), answer: 'Ada' }] });
    await update(owner, { ...aForm({ questions: [questions[1]] }), formId: form._id });
    const [response] = (await call(owner, 'GET', `/api/jobforms/${form._id}/responses`)).json<
      JobFormResponseJson[]
    >();
    expect(response!.answers).toEqual([keptAnswer(form, 'Full name', 'textbox', 'Ada')]);
  });

  it('refuses others with 403 and answers 404 for a form that does not exist', async () => {
    const form = await created();
    for (const caller of [admin, volunteer])
      expect((await call(caller, 'GET', `/api/jobforms/${form._id}/responses`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobforms/${form._id}/responses` })).statusCode,
    ).toBe(401);
    for (const formId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(owner, 'GET', `/api/jobforms/${formId}/responses`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'JOB_FORM_NOT_FOUND', message: 'The job form was not found' });
    }
  });
});
