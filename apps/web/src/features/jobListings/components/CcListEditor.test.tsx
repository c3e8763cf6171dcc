import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobCcListJson } from '@hgn/domain/jobListings';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { CcListEditor } from './CcListEditor';

const job: JobCcListJson = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Garden Lead',
  category: 'Food',
  datePosted: '2026-11-20T18:00:00.000Z',
  ccList: [{ _id: 'entry-1', email: 'keep@example.org' }],
};

describe('CcListEditor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for an address before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({});
    renderInApp(<CcListEditor job={job} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter an email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address for the job, and shows a repeated one in the server’s words', async () => {
    const user = userEvent.setup();
    const { bodiesOf } = stubServer({
      'POST /api/job-notification-list/job': () =>
        answer(409, { error: 'Email already exists in the CC list', code: 'CC_EMAIL_EXISTS' }),
    });
    renderInApp(<CcListEditor job={job} />);
    await user.type(screen.getByRole('textbox', { name: 'Email for Garden Lead' }), 'keep@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Email already exists in the CC list')).toBeInTheDocument();
    expect(bodiesOf('POST /api/job-notification-list/job')).toEqual([
      { email: 'keep@example.org', jobId: job._id },
    ]);
  });

  it('removes an address', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({
      'DELETE /api/job-notification-list/entry-1': () => answer(200, { message: 'Email removed.' }),
    });
    renderInApp(<CcListEditor job={job} />);
    await user.click(screen.getByRole('button', { name: 'Remove keep@example.org from Garden Lead' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
