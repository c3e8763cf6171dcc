import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobCcListJson } from '@hgn/domain/jobListings';
import { jobNotificationMessages } from '@hgn/domain/messages';
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

  it('decides on the refusal’s code: a job gone is said in the server’s words, another refusal in the spec’s', async () => {
    const user = userEvent.setup();
    let refusal = answer(404, { error: 'Job not found', code: 'JOB_NOT_FOUND' });
    stubServer({ 'POST /api/job-notification-list/job': () => refusal });
    renderInApp(<CcListEditor job={job} />);
    const field = screen.getByRole('textbox', { name: 'Email for Garden Lead' });
    await user.type(field, 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Job not found'));
    refusal = answer(409, { error: 'Reload and try again.', code: 'CONFLICT' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(jobNotificationMessages.addFailed));
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

  it('checks the address as the server does before sending it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({});
    renderInApp(<CcListEditor job={job} />);
    const field = screen.getByRole('textbox', { name: 'Email for Garden Lead' });
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(jobNotificationMessages.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(field, '@example');
    expect(screen.queryByText(jobNotificationMessages.emailInvalid)).not.toBeInTheDocument();
  });

  it('drops a refusal once the address is edited, and after an address is added', async () => {
    const user = userEvent.setup();
    let isRepeated = true;
    const { bodiesOf } = stubServer({
      'POST /api/job-notification-list/job': () =>
        isRepeated
          ? answer(409, { error: jobNotificationMessages.emailExists, code: 'CC_EMAIL_EXISTS' })
          : answer(201, { message: jobNotificationMessages.added, entries: [] }),
    });
    renderInApp(<CcListEditor job={job} />);
    const field = screen.getByRole('textbox', { name: 'Email for Garden Lead' });
    await user.type(field, 'keep@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(jobNotificationMessages.emailExists)).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByText(jobNotificationMessages.emailExists)).not.toBeInTheDocument();

    await user.type(field, 'keep@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(jobNotificationMessages.emailExists)).toBeInTheDocument();
    isRepeated = false;
    await user.clear(field);
    await user.type(field, ' New@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByText(jobNotificationMessages.emailExists)).not.toBeInTheDocument();
    expect(bodiesOf('POST /api/job-notification-list/job').at(-1)).toEqual({
      email: 'new@example.org',
      jobId: job._id,
    });
  });
});
