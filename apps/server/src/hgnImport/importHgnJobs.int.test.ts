import type { JobFormResponseJson, JobFormSummaryJson, PublicJobFormJson } from '@hgn/domain/jobForms';
import type { JobCcListJson, JobPageJson } from '@hgn/domain/jobListings';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';

const t = await createTestApp();

describe('import-hgn: the job board, its CC lists, the forms and their answers', () => {
  it('shows the listings on the board, their CC lists to the Owner, and the forms with their questions and answers', async () => {
    const lines = await importSample(t.database.db, 'bson');

    expect(lines).toMatch(/jobs\s+4\s+3\s+0\s+0\s+1/);
    expect(lines).toContain('1 × jobs: it has no title');
    expect(lines).toContain('1 × jobs: a number stored as text');
    expect(lines).toContain('1 × jobs: a listing without a category, given the category Other');
    expect(lines).toContain(
      '1 × jobs: a category with a comma, which categories here cannot hold: the commas made slashes',
    );
    expect(lines).toContain('1 × jobs: jobDetailsLink not an http(s) address, left out');
    expect(lines).toContain('1 × jobs: imageUrl not an http(s) address, left out');
    expect(lines).toMatch(/jobsnotificationlists\s+5\s+2\s+0\s+0\s+3/);
    expect(lines).toContain(
      '1 × jobsnotificationlists: its address is on the job’s list already (ignoring case)',
    );
    expect(lines).toContain('1 × jobsnotificationlists: its email is not an e-mail address');
    expect(lines).toContain('1 × jobsnotificationlists: its job is not in jobs');
    expect(lines).toMatch(/jobforms\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × jobforms: it has no question this product can ask');
    expect(lines).toContain('1 × jobforms: it has no title');
    expect(lines).toContain('1 × jobforms: an e-mail question, asked as a text question');
    expect(lines).toContain(
      '1 × jobforms: a file question, which this product cannot ask: kept hidden as a text question',
    );
    expect(lines).toContain('1 × jobforms: a choice question without options, asked as a text question');
    expect(lines).toContain('1 × jobforms: a question without text, left out');
    expect(lines).toMatch(/jobapplications\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × jobapplications: its form is not imported');
    expect(lines).toContain('1 × jobapplications: it answers no question of its form');
    expect(lines).toContain('1 × jobapplications: an answer to a question not in its form, left out');
    expect(lines).toContain('1 × jobapplications: a second answer to a question, left out');
    expect(lines).toContain('1 × jobapplications: a list answering a question of one answer, joined');
    expect(lines).toMatch(/forms\s+1\s+1\s+0\s+0\s+0/);
    expect(lines).toContain('1 × forms: a question of a kind this product has not, asked as a text question');
    expect(lines).toMatch(/formresponses\s+2\s+1\s+0\s+0\s+1/);

    // The board, as anyone reads it: featured first, then the Owner's order, then the newest.
    const board = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json<JobPageJson>();
    expect(
      board.jobs.map(({ title, category, featured, displayOrder, imageUrl, jobDetailsLink }) => ({
        title,
        category,
        featured,
        displayOrder,
        imageUrl,
        jobDetailsLink,
      })),
    ).toEqual([
      {
        title: 'Garden Designer',
        category: 'Design',
        featured: true,
        displayOrder: 2,
        imageUrl: 'https://example.org/garden.png',
        jobDetailsLink: '',
      },
      {
        title: 'Outreach Writer',
        category: 'Marketing / Content',
        featured: false,
        displayOrder: 0,
        imageUrl: '',
        jobDetailsLink: '',
      },
      {
        title: 'Kitchen Lead',
        category: 'Other',
        featured: false,
        displayOrder: 1,
        imageUrl: '',
        jobDetailsLink: '',
      },
    ]);
    expect(board.jobs[0]!.description).toBe('<p>Plan the beds</p>');
    expect(board.jobs[0]!.datePosted).toBe('2026-10-01T16:00:00.000Z');

    const get = await signedInReader(t.app, 'olive.owner@example.org');
    const { jobs } = await get<{ jobs: JobCcListJson[] }>('/api/job-notification-list');
    expect(
      Object.fromEntries(jobs.map((job) => [job.title, job.ccList.map((entry) => entry.email)])),
    ).toEqual({
      'Garden Designer': ['cc@example.org'],
      'Kitchen Lead': ['lead@example.org'],
      'Outreach Writer': [],
    });

    const forms = await get<JobFormSummaryJson[]>('/api/jobforms/all');
    expect(forms.map(({ title, responseCount }) => ({ title, responseCount }))).toEqual([
      { title: 'Garden Designer application', responseCount: 1 },
      { title: 'Volunteer survey', responseCount: 1 },
    ]);
    const [form, survey] = forms;
    expect(form!.createdAt).toBe('2026-09-15T16:00:00.000Z');
    expect(form!.updatedAt).toBe('2026-09-20T16:00:00.000Z');

    // The applicant's form: the visible questions, each of a kind the builder asks.
    const opened = (
      await t.app.inject({ method: 'GET', url: `/api/jobforms/${form!.formId}` })
    ).json<PublicJobFormJson>();
    expect(opened.title).toBe('Garden Designer application');
    expect(opened.description).toBe('Tell us about you');
    expect(
      opened.questions.map(({ questionText, questionType, options }) => ({
        questionText,
        questionType,
        options,
      })),
    ).toEqual([
      { questionText: 'Why this role?', questionType: 'textarea', options: [] },
      { questionText: 'Available now?', questionType: 'radio', options: ['Yes', 'No'] },
      { questionText: 'Your e-mail', questionType: 'textbox', options: [] },
      { questionText: 'Skills', questionType: 'textbox', options: [] },
    ]);
    expect(
      form!.questions.filter((question) => !question.visible).map((question) => question.questionText),
    ).toEqual(['Your CV', 'Internal note']);

    const [response] = await get<JobFormResponseJson[]>(`/api/jobforms/${form!.formId}/responses`);
    expect(response!.submittedAt).toBe('2026-09-21T16:00:00.000Z');
    expect(response!.answers.map(({ questionText, answer }) => [questionText, answer])).toEqual([
      ['Why this role?', 'I love gardens'],
      ['Available now?', 'Yes'],
      ['Your e-mail', 'sam@example.org'],
      ['Your CV', 'cv.pdf'],
      ['Skills', 'Digging, Planting'],
    ]);
    expect(
      response!.answers.every((answer) => form!.questions.some((q) => q._id === answer.questionId)),
    ).toBe(true);

    const [older] = await get<JobFormResponseJson[]>(`/api/jobforms/${survey!.formId}/responses`);
    expect(
      older!.answers.map(({ questionText, questionType, answer }) => [questionText, questionType, answer]),
    ).toEqual([
      ['Name', 'textbox', 'Sam'],
      ['Colour', 'dropdown', 'Blue'],
    ]);
  });
});
