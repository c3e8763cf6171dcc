import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { JobRunJson, ScheduledJobJson } from '@hgn/domain/jobs';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { JobsPage } from './JobsPage';

const run = (fields: Partial<JobRunJson> = {}): JobRunJson => ({
  job: 'week-close',
  period: '2026-11-22',
  status: 'succeeded',
  startedAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T08:00:21.000Z',
  heartbeatAt: '2026-11-22T08:00:21.000Z',
  attempts: 1,
  progressDone: 5000,
  progressTotal: 5000,
  counts: { people: 5000, blueSquares: 312 },
  error: null,
  ...fields,
});

const jobs: ScheduledJobJson[] = [
  {
    name: 'week-close',
    description: 'Closes the week that ended.',
    cron: '0 0 * * 0',
    resumable: true,
    nextRunAt: '2026-11-29T08:00:00.000Z',
    runs: [
      run({ period: '2026-11-29', status: 'running', finishedAt: null, progressDone: 1250, counts: {} }),
      run(),
    ],
  },
  {
    name: 'timer-week-close',
    description: 'Pauses every running timer as the week closes.',
    cron: '58 23 * * 6',
    resumable: false,
    nextRunAt: '2026-11-29T07:58:00.000Z',
    runs: [],
  },
];

describe('JobsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each job with its runs, their progress and what they wrote', async () => {
    stubServer({ 'GET /api/jobruns': () => answer(200, jobs) });
    renderInApp(<JobsPage />);
    const runs = await screen.findByRole('table', { name: 'Runs of week-close' });
    expect(within(runs).getByRole('progressbar', { name: 'Progress: 1250 of 5000' })).toBeInTheDocument();
    expect(within(runs).getByText('people done 5000 · blue squares given 312')).toBeInTheDocument();
    expect(within(runs).getByRole('button', { name: 'Run 2026-11-29 again' })).toBeDisabled();
    expect(within(runs).getByRole('button', { name: 'Run 2026-11-22 again' })).toBeEnabled();
    const timers = screen.getByRole('region', { name: 'timer-week-close' });
    expect(within(timers).getByText('It has not run yet.')).toBeInTheDocument();
    expect(within(timers).queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('runs a period again, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    let refuse = false;
    const { bodiesOf } = stubServer({
      'GET /api/jobruns': () => answer(200, jobs),
      'POST /api/jobruns/week-close': () =>
        refuse
          ? answer(400, { error: 'The job does not run on that date.', code: 'JOB_PERIOD_INVALID' })
          : answer(202, run({ status: 'running' })),
    });
    renderInApp(<JobsPage />);
    await user.click(await screen.findByRole('button', { name: 'Run 2026-11-22 again' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'The run has started.' }),
      ),
    );
    expect(bodiesOf('POST /api/jobruns/week-close')).toEqual([{ period: '2026-11-22' }]);

    refuse = true;
    await user.type(screen.getByRole('textbox', { name: /Run a period again/ }), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'The job does not run on that date.' }),
      ),
    );
    expect(bodiesOf('POST /api/jobruns/week-close')).toEqual([
      { period: '2026-11-22' },
      { period: '2026-11-23' },
    ]);
  });
});
