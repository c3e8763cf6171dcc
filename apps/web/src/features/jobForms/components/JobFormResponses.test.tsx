import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { JobFormResponses } from './JobFormResponses';

const FORM_ID = '22222222-2222-4222-8222-222222222222';

describe('the responses of a job form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when each was sent in Pacific time, the column labelled so', async () => {
    stubServer({
      [`GET /api/jobforms/${FORM_ID}/responses`]: () =>
        answer(200, [
          {
            _id: 'r-1',
            formId: FORM_ID,
            answers: [{ questionId: 'q-1', questionText: 'Name', questionType: 'textbox', answer: 'Ana' }],
            submittedAt: '2026-11-20T18:05:00.000Z',
          },
        ]),
    });
    renderInApp(<JobFormResponses formId={FORM_ID} />);
    const table = await screen.findByRole('table', { name: 'Responses' });
    expect(within(table).getByRole('columnheader', { name: 'Sent (Pacific time)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '11/20/2026 10:05 AM' })).toBeInTheDocument();
    expect(within(table).getByText('Ana')).toBeInTheDocument();
  });
});
