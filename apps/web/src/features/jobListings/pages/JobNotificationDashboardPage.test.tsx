import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { job, pageOf } from '../jobListings.testkit';
import { JobNotificationDashboardPage } from './JobNotificationDashboardPage';

describe('JobNotificationDashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the board fifty at a time and moves a listing within its page', async () => {
    const user = userEvent.setup();
    const { fetchMock, bodiesOf } = stubServer({
      'GET /api/job-notification-list': () => answer(200, { jobs: [] }),
      'GET /api/jobs?': () => answer(200, pageOf([job('Cook'), job('Gardener'), job('Mason')], 1, 3, 50)),
      'POST /api/jobs/reorder': () => answer(200, { message: 'Reordered' }),
    });
    renderInApp(<JobNotificationDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Job listings in their order' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContainEqual(
      expect.stringMatching(/^\/api\/jobs\?.*limit=50/),
    );
    expect(screen.getByText('150 listings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Gardener down' }));
    await vi.waitFor(() =>
      expect(bodiesOf('POST /api/jobs/reorder')).toEqual([
        { jobIds: ['id-Cook', 'id-Mason', 'id-Gardener'] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: '3' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContainEqual(
        expect.stringContaining('page=3'),
      ),
    );
  });
});
