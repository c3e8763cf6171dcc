import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobFormMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { JobFormBuilderPage } from './JobFormBuilderPage';

const JOB_ID = '11111111-1111-4111-8111-111111111111';
const savedForm = {
  _id: '22222222-2222-4222-8222-222222222222',
  formId: '22222222-2222-4222-8222-222222222222',
  title: 'Garden Lead',
  description: '',
  jobId: JOB_ID,
  questions: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      questionText: 'Name',
      questionType: 'textbox',
      options: [],
      visible: true,
    },
  ],
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

describe('the job form builder', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves a new form for the job chosen, so its applications reach the job’s CC list', async () => {
    const user = userEvent.setup();
    await startSession(makeToken({ userid: 'u-me', role: 'Owner' }));
    const { bodiesOf } = stubServer({
      'GET /api/jobforms/all': () => answer(200, []),
      'GET /api/job-notification-list': () =>
        answer(200, {
          jobs: [
            {
              _id: JOB_ID,
              title: 'Garden Lead',
              category: 'Food',
              datePosted: '2026-11-20T18:00:00.000Z',
              ccList: [],
            },
          ],
        }),
      'POST /api/jobforms': () => answer(201, savedForm),
      'GET /api/jobforms/22222222-2222-4222-8222-222222222222/responses': () => answer(200, []),
    });
    renderInApp(<JobFormBuilderPage />);

    await user.type(await screen.findByRole('combobox', { name: 'Form title' }), 'Garden Lead');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Garden Lead (Food)' }));
    await user.type(screen.getByRole('textbox', { name: /Field label/ }), 'Name');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    expect(await screen.findByText('The form was saved.')).toBeInTheDocument();
    expect(bodiesOf('POST /api/jobforms')).toEqual([
      {
        title: 'Garden Lead',
        description: '',
        jobId: JOB_ID,
        questions: [{ questionText: 'Name', questionType: 'textbox', options: [], visible: true }],
      },
    ]);
  });

  it('says what is missing under the title and above Save, sends nothing, and each complaint goes once it is fixed', async () => {
    const user = userEvent.setup();
    await startSession(makeToken({ userid: 'u-me', role: 'Owner' }));
    const { fetchMock } = stubServer({
      'GET /api/jobforms/all': () => answer(200, []),
      'GET /api/job-notification-list': () => answer(200, { jobs: [] }),
    });
    renderInApp(<JobFormBuilderPage />);
    const title = await screen.findByRole('combobox', { name: 'Form title' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining(jobFormMessages.titleRequired));
    expect(screen.getByRole('alert')).toHaveTextContent(jobFormMessages.questionRequired);

    await user.type(title, 'Garden Lead');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(jobFormMessages.titleRequired)).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(jobFormMessages.questionRequired);
    await user.type(screen.getByRole('textbox', { name: /Field label/ }), 'Name');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows a refusal under the field it names, else above Save', async () => {
    const user = userEvent.setup();
    await startSession(makeToken({ userid: 'u-me', role: 'Owner' }));
    let refusal: { status: number; body: object } = {
      status: 400,
      body: { error: 'This title is taken.', code: 'VALIDATION_FAILED', field: 'title' },
    };
    stubServer({
      'GET /api/jobforms/all': () => answer(200, []),
      'GET /api/job-notification-list': () => answer(200, { jobs: [] }),
      'POST /api/jobforms': () => answer(refusal.status, refusal.body),
    });
    renderInApp(<JobFormBuilderPage />);
    const title = await screen.findByRole('combobox', { name: 'Form title' });
    await user.type(title, 'Garden Lead');
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: /Field label/ }), 'Name');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining('This title is taken.')),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    refusal = { status: 409, body: { error: 'The form was changed meanwhile.', code: 'CONFLICT' } };
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The form was changed meanwhile.');
  });
});
